-- CreateTable
CREATE TABLE "PaymentChallengeUse" (
    "nonce" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentChallengeUse_pkey" PRIMARY KEY ("nonce")
);

-- CreateIndex
CREATE INDEX "PaymentChallengeUse_expiresAt_idx" ON "PaymentChallengeUse"("expiresAt");
