-- CreateEnum
CREATE TYPE "CheckInResult" AS ENUM ('ok', 'already', 'cancelled', 'not_found', 'undone');

-- AlterTable
ALTER TABLE "Participant" ADD COLUMN     "checkedInAt" TIMESTAMP(3),
ADD COLUMN     "checkedInById" TEXT,
ADD COLUMN     "ticketToken" TEXT NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');

-- CreateTable
CREATE TABLE "CheckInScan" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "participantId" TEXT,
    "ticket" TEXT NOT NULL,
    "result" "CheckInResult" NOT NULL,
    "scannedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CheckInScan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CheckInScan_eventId_createdAt_idx" ON "CheckInScan"("eventId", "createdAt");

-- CreateIndex
CREATE INDEX "CheckInScan_participantId_idx" ON "CheckInScan"("participantId");

-- CreateIndex
CREATE UNIQUE INDEX "Participant_ticketToken_key" ON "Participant"("ticketToken");

-- AddForeignKey
ALTER TABLE "CheckInScan" ADD CONSTRAINT "CheckInScan_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckInScan" ADD CONSTRAINT "CheckInScan_participantId_fkey" FOREIGN KEY ("participantId") REFERENCES "Participant"("id") ON DELETE SET NULL ON UPDATE CASCADE;
