-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('pending', 'succeeded', 'failed');

-- CreateEnum
CREATE TYPE "RefundSource" AS ENUM ('organizer', 'provider');

-- CreateEnum
CREATE TYPE "DisputeStatus" AS ENUM ('open', 'won', 'lost');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "PaymentStatus" ADD VALUE 'partially_refunded';
ALTER TYPE "PaymentStatus" ADD VALUE 'cancelled';

-- AlterTable
ALTER TABLE "Donation" ADD COLUMN     "amountRefundedCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "disputeStatus" "DisputeStatus";

-- AlterTable
ALTER TABLE "Signup" ADD COLUMN     "amountRefundedCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "cancelReason" TEXT,
ADD COLUMN     "cancelledAt" TIMESTAMP(3),
ADD COLUMN     "cancelledById" TEXT;

-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "donationId" TEXT,
    "signupId" TEXT,
    "method" "PaymentMethod" NOT NULL,
    "providerRefundId" TEXT,
    "amountCents" INTEGER NOT NULL,
    "feeCents" INTEGER NOT NULL DEFAULT 0,
    "status" "RefundStatus" NOT NULL DEFAULT 'pending',
    "source" "RefundSource" NOT NULL,
    "reason" TEXT,
    "createdById" TEXT,
    "failureReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Dispute" (
    "id" TEXT NOT NULL,
    "donationId" TEXT NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "providerDisputeId" TEXT NOT NULL,
    "status" "DisputeStatus" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Dispute_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Refund_eventId_createdAt_idx" ON "Refund"("eventId", "createdAt");

-- CreateIndex
CREATE INDEX "Refund_donationId_idx" ON "Refund"("donationId");

-- CreateIndex
CREATE INDEX "Refund_signupId_idx" ON "Refund"("signupId");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_method_providerRefundId_key" ON "Refund"("method", "providerRefundId");

-- CreateIndex
CREATE INDEX "Dispute_donationId_idx" ON "Dispute"("donationId");

-- CreateIndex
CREATE UNIQUE INDEX "Dispute_method_providerDisputeId_key" ON "Dispute"("method", "providerDisputeId");

-- AddForeignKey
ALTER TABLE "Signup" ADD CONSTRAINT "Signup_cancelledById_fkey" FOREIGN KEY ("cancelledById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_donationId_fkey" FOREIGN KEY ("donationId") REFERENCES "Donation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_signupId_fkey" FOREIGN KEY ("signupId") REFERENCES "Signup"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_donationId_fkey" FOREIGN KEY ("donationId") REFERENCES "Donation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
