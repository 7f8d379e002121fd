-- AlterEnum
ALTER TYPE "PaymentMethod" ADD VALUE 'free';

-- CreateIndex
CREATE INDEX "Signup_transactionId_idx" ON "Signup"("transactionId");
