-- CreateTable
CREATE TABLE "CampaignGiftNotice" (
    "id" TEXT NOT NULL,
    "donationId" TEXT NOT NULL,
    "campaignKind" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "digested" BOOLEAN NOT NULL DEFAULT false,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CampaignGiftNotice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CampaignMilestoneNotice" (
    "id" TEXT NOT NULL,
    "campaignKind" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "percent" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CampaignMilestoneNotice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CampaignGiftNotice_donationId_key" ON "CampaignGiftNotice"("donationId");

-- CreateIndex
CREATE INDEX "CampaignGiftNotice_campaignId_day_idx" ON "CampaignGiftNotice"("campaignId", "day");

-- CreateIndex
CREATE INDEX "CampaignGiftNotice_digested_sentAt_idx" ON "CampaignGiftNotice"("digested", "sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "CampaignMilestoneNotice_campaignKind_campaignId_percent_key" ON "CampaignMilestoneNotice"("campaignKind", "campaignId", "percent");
