-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "UserType" AS ENUM ('General', 'Organizer');

-- CreateEnum
CREATE TYPE "EventType" AS ENUM ('eventDriven', 'fundraiserDriven');

-- CreateEnum
CREATE TYPE "PaymentProvider" AS ENUM ('safesave', 'stripe');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('safesave', 'stripe', 'offline');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('pending', 'succeeded', 'failed', 'refunded');

-- CreateEnum
CREATE TYPE "PromoType" AS ENUM ('perItemPriceCut', 'percentageCut');

-- CreateEnum
CREATE TYPE "AuthTokenKind" AS ENUM ('emailVerification', 'passwordReset');

-- CreateEnum
CREATE TYPE "OutboxStatus" AS ENUM ('pending', 'sent', 'failed');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT,
    "picture" TEXT,
    "userType" "UserType" NOT NULL DEFAULT 'General',
    "facebookId" TEXT,
    "facebookPicture" TEXT,
    "organizerAbout" TEXT,
    "organizerLogo" TEXT,
    "emailVerifiedAt" TIMESTAMP(3),
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Event" (
    "id" TEXT NOT NULL,
    "eventType" "EventType" NOT NULL DEFAULT 'eventDriven',
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "dateTime" TIMESTAMP(3),
    "timeZone" TEXT NOT NULL DEFAULT 'America/New_York',
    "location" TEXT NOT NULL DEFAULT '',
    "targetFundCents" INTEGER NOT NULL DEFAULT 0,
    "pictures" TEXT[],
    "videos" TEXT[],
    "headerPicture" TEXT,
    "headerOverlay" TEXT,
    "countdown" BOOLEAN NOT NULL DEFAULT true,
    "autoScrollMedia" BOOLEAN NOT NULL DEFAULT true,
    "showTotalDonations" BOOLEAN NOT NULL DEFAULT true,
    "otherDescriptions" JSONB NOT NULL DEFAULT '[]',
    "hiddenViews" TEXT[],
    "teamCampaignCreationEnabled" BOOLEAN NOT NULL DEFAULT true,
    "allowParticipantsWithoutTeam" BOOLEAN NOT NULL DEFAULT true,
    "allowDonationsWithoutTeam" BOOLEAN NOT NULL DEFAULT true,
    "allowUnconfirmedOfflineDonations" BOOLEAN NOT NULL DEFAULT false,
    "isHidden" BOOLEAN NOT NULL DEFAULT false,
    "defaultTeamCampaignAmountCents" INTEGER,
    "signupRedirectDate" TIMESTAMP(3),
    "signupRedirectLink" TEXT,
    "waiver" TEXT,
    "paymentProvider" "PaymentProvider" NOT NULL DEFAULT 'safesave',
    "emailTemplateDonation" TEXT,
    "emailTemplateParticipation" TEXT,
    "disabledFields" TEXT[],
    "optionalFields" TEXT[],
    "tshirtSizes" TEXT[],
    "activeUntilDonation" TIMESTAMP(3),
    "activeUntilRegistration" TIMESTAMP(3),
    "creatorId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventCategory" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "EventCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromoCode" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "promoType" "PromoType" NOT NULL,
    "value" INTEGER NOT NULL,
    "expiration" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PromoCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Sponsor" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "link" TEXT,
    "picture" TEXT,
    "priority" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "Sponsor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamCampaign" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "creatorId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "targetFundCents" INTEGER NOT NULL,
    "picture" TEXT,
    "expiration" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TeamCampaign_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IndieCampaign" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "teamCampaignId" TEXT,
    "creatorId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "targetFundCents" INTEGER NOT NULL,
    "picture" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IndieCampaign_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Donation" (
    "id" TEXT NOT NULL,
    "targetType" INTEGER NOT NULL,
    "eventId" TEXT NOT NULL,
    "teamCampaignId" TEXT,
    "indieCampaignId" TEXT,
    "userId" TEXT,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "address" TEXT,
    "city" TEXT,
    "state" TEXT,
    "zip" TEXT,
    "birthDay" INTEGER,
    "birthMonth" INTEGER,
    "birthYear" INTEGER,
    "anonymous" BOOLEAN NOT NULL DEFAULT false,
    "message" TEXT,
    "baseAmountCents" INTEGER NOT NULL,
    "totalAmountCents" INTEGER NOT NULL,
    "payFees" BOOLEAN NOT NULL DEFAULT false,
    "feePercentagePaid" INTEGER NOT NULL DEFAULT 0,
    "method" "PaymentMethod" NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'pending',
    "transactionId" TEXT NOT NULL,
    "transactionDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "recordedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Donation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Signup" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "teamCampaignId" TEXT,
    "categoryId" TEXT,
    "categoryName" TEXT NOT NULL,
    "purpose" TEXT,
    "promoCode" TEXT,
    "baseAmountCents" INTEGER NOT NULL,
    "discountCents" INTEGER NOT NULL DEFAULT 0,
    "totalAmountCents" INTEGER NOT NULL,
    "payFees" BOOLEAN NOT NULL DEFAULT false,
    "feePercentage" INTEGER NOT NULL DEFAULT 0,
    "billingFirstName" TEXT,
    "billingLastName" TEXT,
    "billingAddress" TEXT,
    "billingCity" TEXT,
    "billingState" TEXT,
    "billingPostal" TEXT,
    "waiverAccepted" BOOLEAN NOT NULL DEFAULT false,
    "method" "PaymentMethod" NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'pending',
    "transactionId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Signup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Participant" (
    "id" TEXT NOT NULL,
    "signupId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "teamCampaignId" TEXT,
    "parentParticipantId" TEXT,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "smsEnabled" BOOLEAN NOT NULL DEFAULT true,
    "address" TEXT,
    "city" TEXT,
    "state" TEXT,
    "zip" TEXT,
    "addressSame" BOOLEAN NOT NULL DEFAULT false,
    "gender" TEXT,
    "birthMonth" INTEGER,
    "birthDay" INTEGER,
    "birthYear" INTEGER,
    "emergencyName" TEXT,
    "emergencyPhone" TEXT,
    "emergencyRelationship" TEXT,
    "shirtSize" TEXT,
    "baseAmountCents" INTEGER NOT NULL DEFAULT 0,
    "totalAmountCents" INTEGER NOT NULL DEFAULT 0,
    "discountCents" INTEGER NOT NULL DEFAULT 0,
    "promoCode" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Participant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuthToken" (
    "id" TEXT NOT NULL,
    "kind" "AuthTokenKind" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuthToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailOutbox" (
    "id" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" "OutboxStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "providerMessageId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Upload" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "sizeBytes" INTEGER,
    "userId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Upload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateLimitBucket" (
    "key" TEXT NOT NULL,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "RateLimitBucket_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "GatewayTransaction" (
    "tokenId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "redirectUrl" TEXT NOT NULL,
    "orderId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'created',
    "result" INTEGER,
    "resultCode" INTEGER,
    "resultText" TEXT,
    "transactionId" TEXT,
    "cardLast4" TEXT,
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GatewayTransaction_pkey" PRIMARY KEY ("tokenId")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "User_facebookId_key" ON "User"("facebookId");

-- CreateIndex
CREATE INDEX "Event_eventType_isHidden_createdAt_idx" ON "Event"("eventType", "isHidden", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Event_creatorId_idx" ON "Event"("creatorId");

-- CreateIndex
CREATE INDEX "EventCategory_eventId_position_idx" ON "EventCategory"("eventId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "PromoCode_eventId_code_key" ON "PromoCode"("eventId", "code");

-- CreateIndex
CREATE INDEX "Sponsor_eventId_priority_idx" ON "Sponsor"("eventId", "priority");

-- CreateIndex
CREATE INDEX "TeamCampaign_eventId_idx" ON "TeamCampaign"("eventId");

-- CreateIndex
CREATE INDEX "TeamCampaign_creatorId_idx" ON "TeamCampaign"("creatorId");

-- CreateIndex
CREATE INDEX "IndieCampaign_eventId_idx" ON "IndieCampaign"("eventId");

-- CreateIndex
CREATE INDEX "IndieCampaign_teamCampaignId_idx" ON "IndieCampaign"("teamCampaignId");

-- CreateIndex
CREATE INDEX "IndieCampaign_creatorId_idx" ON "IndieCampaign"("creatorId");

-- CreateIndex
CREATE INDEX "Donation_eventId_status_createdAt_idx" ON "Donation"("eventId", "status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Donation_teamCampaignId_status_idx" ON "Donation"("teamCampaignId", "status");

-- CreateIndex
CREATE INDEX "Donation_indieCampaignId_status_idx" ON "Donation"("indieCampaignId", "status");

-- CreateIndex
CREATE INDEX "Donation_userId_status_idx" ON "Donation"("userId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "Donation_method_transactionId_key" ON "Donation"("method", "transactionId");

-- CreateIndex
CREATE INDEX "Signup_eventId_createdAt_idx" ON "Signup"("eventId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Signup_method_transactionId_key" ON "Signup"("method", "transactionId");

-- CreateIndex
CREATE INDEX "Participant_eventId_createdAt_idx" ON "Participant"("eventId", "createdAt");

-- CreateIndex
CREATE INDEX "Participant_teamCampaignId_idx" ON "Participant"("teamCampaignId");

-- CreateIndex
CREATE INDEX "Participant_signupId_idx" ON "Participant"("signupId");

-- CreateIndex
CREATE UNIQUE INDEX "AuthToken_tokenHash_key" ON "AuthToken"("tokenHash");

-- CreateIndex
CREATE INDEX "AuthToken_userId_kind_idx" ON "AuthToken"("userId", "kind");

-- CreateIndex
CREATE INDEX "EmailOutbox_status_nextAttemptAt_idx" ON "EmailOutbox"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "EmailOutbox_to_createdAt_idx" ON "EmailOutbox"("to", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Upload_key_key" ON "Upload"("key");

-- CreateIndex
CREATE INDEX "Upload_userId_idx" ON "Upload"("userId");

-- CreateIndex
CREATE INDEX "RateLimitBucket_windowStart_idx" ON "RateLimitBucket"("windowStart");

-- CreateIndex
CREATE UNIQUE INDEX "GatewayTransaction_transactionId_key" ON "GatewayTransaction"("transactionId");

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventCategory" ADD CONSTRAINT "EventCategory_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromoCode" ADD CONSTRAINT "PromoCode_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Sponsor" ADD CONSTRAINT "Sponsor_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamCampaign" ADD CONSTRAINT "TeamCampaign_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamCampaign" ADD CONSTRAINT "TeamCampaign_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IndieCampaign" ADD CONSTRAINT "IndieCampaign_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IndieCampaign" ADD CONSTRAINT "IndieCampaign_teamCampaignId_fkey" FOREIGN KEY ("teamCampaignId") REFERENCES "TeamCampaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IndieCampaign" ADD CONSTRAINT "IndieCampaign_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Donation" ADD CONSTRAINT "Donation_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Donation" ADD CONSTRAINT "Donation_teamCampaignId_fkey" FOREIGN KEY ("teamCampaignId") REFERENCES "TeamCampaign"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Donation" ADD CONSTRAINT "Donation_indieCampaignId_fkey" FOREIGN KEY ("indieCampaignId") REFERENCES "IndieCampaign"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Donation" ADD CONSTRAINT "Donation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Donation" ADD CONSTRAINT "Donation_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Signup" ADD CONSTRAINT "Signup_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Signup" ADD CONSTRAINT "Signup_teamCampaignId_fkey" FOREIGN KEY ("teamCampaignId") REFERENCES "TeamCampaign"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Signup" ADD CONSTRAINT "Signup_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "EventCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Participant" ADD CONSTRAINT "Participant_signupId_fkey" FOREIGN KEY ("signupId") REFERENCES "Signup"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Participant" ADD CONSTRAINT "Participant_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Participant" ADD CONSTRAINT "Participant_teamCampaignId_fkey" FOREIGN KEY ("teamCampaignId") REFERENCES "TeamCampaign"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Participant" ADD CONSTRAINT "Participant_parentParticipantId_fkey" FOREIGN KEY ("parentParticipantId") REFERENCES "Participant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthToken" ADD CONSTRAINT "AuthToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
