-- CreateEnum
CREATE TYPE "RecurringFrequency" AS ENUM ('once', 'weekly', 'monthly', 'quarterly', 'yearly');

-- CreateEnum
CREATE TYPE "RecurringPlanStatus" AS ENUM ('active', 'paused', 'past_due', 'needs_card', 'cancelled');

-- AlterTable
ALTER TABLE "Donation" ADD COLUMN     "planId" TEXT;

-- AlterTable
ALTER TABLE "GatewayTransaction" ADD COLUMN     "cardExp" TEXT,
ADD COLUMN     "customerVaultId" TEXT,
ADD COLUMN     "vaultAction" TEXT,
ADD COLUMN     "vaultProfile" TEXT;

-- CreateTable
CREATE TABLE "RecurringPlan" (
    "id" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "targetType" INTEGER NOT NULL,
    "eventId" TEXT NOT NULL,
    "teamCampaignId" TEXT,
    "indieCampaignId" TEXT,
    "userId" TEXT,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "address" TEXT,
    "city" TEXT,
    "state" TEXT,
    "zip" TEXT,
    "anonymous" BOOLEAN NOT NULL DEFAULT false,
    "message" TEXT,
    "amountCents" INTEGER NOT NULL,
    "payFees" BOOLEAN NOT NULL DEFAULT false,
    "frequency" "RecurringFrequency" NOT NULL,
    "anchorDay" INTEGER NOT NULL,
    "periodDate" TIMESTAMP(3) NOT NULL,
    "nextChargeDate" TIMESTAMP(3) NOT NULL,
    "status" "RecurringPlanStatus" NOT NULL DEFAULT 'active',
    "provider" "PaymentMethod" NOT NULL,
    "customerId" TEXT NOT NULL,
    "paymentMethodId" TEXT,
    "cardBrand" TEXT,
    "cardLast4" TEXT,
    "cardExp" TEXT,
    "retryCount" INTEGER NOT NULL DEFAULT 0,
    "lastDeclineCode" TEXT,
    "hardDeclinedAt" TIMESTAMP(3),
    "donorToldAt" TIMESTAMP(3),
    "organizerToldAt" TIMESTAMP(3),
    "claimedUntil" TIMESTAMP(3),
    "firstDonationId" TEXT,
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RecurringPlan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RecurringInstallment" (
    "id" TEXT NOT NULL,
    "planId" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "amountCents" INTEGER NOT NULL,
    "donationId" TEXT,
    "transactionId" TEXT,
    "resultCode" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RecurringInstallment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GatewayVaultCustomer" (
    "vaultId" TEXT NOT NULL,
    "cardLast4" TEXT,
    "cardExp" TEXT,
    "profile" TEXT NOT NULL,
    "charges" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GatewayVaultCustomer_pkey" PRIMARY KEY ("vaultId")
);

-- CreateIndex
CREATE UNIQUE INDEX "RecurringPlan_token_key" ON "RecurringPlan"("token");

-- CreateIndex
CREATE UNIQUE INDEX "RecurringPlan_firstDonationId_key" ON "RecurringPlan"("firstDonationId");

-- CreateIndex
CREATE INDEX "RecurringPlan_status_nextChargeDate_idx" ON "RecurringPlan"("status", "nextChargeDate");

-- CreateIndex
CREATE INDEX "RecurringPlan_eventId_status_idx" ON "RecurringPlan"("eventId", "status");

-- CreateIndex
CREATE INDEX "RecurringPlan_userId_idx" ON "RecurringPlan"("userId");

-- CreateIndex
CREATE INDEX "RecurringPlan_email_idx" ON "RecurringPlan"("email");

-- CreateIndex
CREATE UNIQUE INDEX "RecurringInstallment_donationId_key" ON "RecurringInstallment"("donationId");

-- CreateIndex
CREATE UNIQUE INDEX "RecurringInstallment_planId_period_key" ON "RecurringInstallment"("planId", "period");

-- CreateIndex
CREATE INDEX "Donation_planId_idx" ON "Donation"("planId");

-- AddForeignKey
ALTER TABLE "Donation" ADD CONSTRAINT "Donation_planId_fkey" FOREIGN KEY ("planId") REFERENCES "RecurringPlan"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecurringPlan" ADD CONSTRAINT "RecurringPlan_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecurringInstallment" ADD CONSTRAINT "RecurringInstallment_planId_fkey" FOREIGN KEY ("planId") REFERENCES "RecurringPlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;
