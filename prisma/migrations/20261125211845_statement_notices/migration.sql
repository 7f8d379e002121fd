-- CreateTable
CREATE TABLE "StatementNotice" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StatementNotice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StatementNotice_tokenHash_key" ON "StatementNotice"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "StatementNotice_email_year_key" ON "StatementNotice"("email", "year");
