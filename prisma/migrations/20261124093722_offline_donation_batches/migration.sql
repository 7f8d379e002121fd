-- AlterTable
ALTER TABLE "Donation" ADD COLUMN     "batchId" TEXT;

-- CreateTable
CREATE TABLE "OfflineDonationBatch" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoneAt" TIMESTAMP(3),
    "undoneById" TEXT,

    CONSTRAINT "OfflineDonationBatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OfflineDonationBatch_eventId_createdAt_idx" ON "OfflineDonationBatch"("eventId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Donation_batchId_idx" ON "Donation"("batchId");

-- AddForeignKey
ALTER TABLE "Donation" ADD CONSTRAINT "Donation_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "OfflineDonationBatch"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfflineDonationBatch" ADD CONSTRAINT "OfflineDonationBatch_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfflineDonationBatch" ADD CONSTRAINT "OfflineDonationBatch_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfflineDonationBatch" ADD CONSTRAINT "OfflineDonationBatch_undoneById_fkey" FOREIGN KEY ("undoneById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
