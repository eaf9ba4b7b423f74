-- AlterTable
ALTER TABLE "Page" ADD COLUMN     "disagreement" DOUBLE PRECISION;

-- CreateIndex
CREATE INDEX "Page_disagreement_idx" ON "Page"("disagreement");
