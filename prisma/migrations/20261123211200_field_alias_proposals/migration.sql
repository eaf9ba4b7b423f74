-- AlterTable
ALTER TABLE "Course" ADD COLUMN     "confidence" DOUBLE PRECISION;

-- CreateTable
CREATE TABLE "FieldAliasProposal" (
    "id" SERIAL NOT NULL,
    "host" TEXT NOT NULL,
    "alias" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "evidence" INTEGER NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "examples" JSONB NOT NULL,
    "decidedBy" TEXT,
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FieldAliasProposal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FieldAliasProposal_host_status_idx" ON "FieldAliasProposal"("host", "status");

-- CreateIndex
CREATE UNIQUE INDEX "FieldAliasProposal_host_alias_field_key" ON "FieldAliasProposal"("host", "alias", "field");
