-- CreateEnum
CREATE TYPE "PaymentAttemptStatus" AS ENUM ('pending', 'processing', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "PaymentAttempt" (
    "id" TEXT NOT NULL,
    "provider" "PaymentProvider" NOT NULL,
    "kind" TEXT NOT NULL,
    "reference" TEXT,
    "attemptKey" TEXT,
    "eventId" TEXT,
    "userId" TEXT,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "payload" JSONB,
    "email" TEXT,
    "clientAddress" TEXT,
    "status" "PaymentAttemptStatus" NOT NULL DEFAULT 'pending',
    "resultCode" TEXT,
    "transactionId" TEXT,
    "declines" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PaymentAttempt_status_createdAt_idx" ON "PaymentAttempt"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentAttempt_provider_reference_key" ON "PaymentAttempt"("provider", "reference");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentAttempt_provider_attemptKey_key" ON "PaymentAttempt"("provider", "attemptKey");
