-- DropIndex
DROP INDEX "Course_code_idx";

-- AlterTable
ALTER TABLE "Course" ADD COLUMN     "codeKey" TEXT;

-- CreateIndex
CREATE INDEX "Course_codeKey_idx" ON "Course"("codeKey");

-- Backfill: the same normalisation the extractor applies (upper case, no spaces, dashes, underscores or dots).
UPDATE "Course" SET "codeKey" = upper(regexp_replace("code", '[[:space:]_.-]+', '', 'g')) WHERE "code" IS NOT NULL;
