-- AlterTable
ALTER TABLE "EventCategory" ADD COLUMN     "capacity" INTEGER;

-- AlterTable
ALTER TABLE "PaymentAttempt" ADD COLUMN     "placesCategoryId" TEXT,
ADD COLUMN     "placesHeld" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "placesHeldUntil" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "PaymentAttempt_placesCategoryId_placesHeldUntil_idx" ON "PaymentAttempt"("placesCategoryId", "placesHeldUntil");
