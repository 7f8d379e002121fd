-- AlterTable
ALTER TABLE "Donation" ADD COLUMN     "cardLast4" TEXT;

-- AlterTable
ALTER TABLE "Signup" ADD COLUMN     "cardLast4" TEXT;

-- AlterTable
ALTER TABLE "PaymentAttempt" ADD COLUMN     "quote" JSONB;

-- AlterTable
ALTER TABLE "GatewayTransaction" ADD COLUMN     "refundedCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "voidedAt" TIMESTAMP(3);
