-- DropIndex
DROP INDEX "Donation_teamCampaignId_status_idx";

-- DropIndex
DROP INDEX "Donation_indieCampaignId_status_idx";

-- CreateIndex
CREATE INDEX "Donation_teamCampaignId_status_createdAt_idx" ON "Donation"("teamCampaignId", "status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Donation_indieCampaignId_status_createdAt_idx" ON "Donation"("indieCampaignId", "status", "createdAt" DESC);
