-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "defaultGivingFrequency" TEXT NOT NULL DEFAULT 'once',
ADD COLUMN     "givingFrequencies" TEXT[] DEFAULT ARRAY['once', 'monthly']::TEXT[];
