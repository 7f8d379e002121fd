-- AlterEnum
ALTER TYPE "PaymentStatus" ADD VALUE 'rejected';

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "actorId" TEXT,
    "action" TEXT NOT NULL,
    "donationId" TEXT,
    "signupId" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_eventId_createdAt_idx" ON "AuditEntry"("eventId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditEntry_donationId_idx" ON "AuditEntry"("donationId");

-- CreateIndex
CREATE INDEX "AuditEntry_signupId_idx" ON "AuditEntry"("signupId");

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_donationId_fkey" FOREIGN KEY ("donationId") REFERENCES "Donation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_signupId_fkey" FOREIGN KEY ("signupId") REFERENCES "Signup"("id") ON DELETE SET NULL ON UPDATE CASCADE;
