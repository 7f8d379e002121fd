-- AlterTable
ALTER TABLE "Donation" ADD COLUMN     "amountHidden" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "messageHidden" BOOLEAN NOT NULL DEFAULT false;
