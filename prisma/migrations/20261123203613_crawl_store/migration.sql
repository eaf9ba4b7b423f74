-- The crawl store: per-link context with each frontier row, model versions and the learner's snapshot with each
-- run, fetch errors in a column of their own (they were written into Page.text as "error: ..."). The unused
-- contentHash and fromListing go.

-- DropIndex
DROP INDEX "Page_contentHash_idx";

-- AlterTable
ALTER TABLE "CrawlRun" ADD COLUMN     "learnerState" JSONB,
ADD COLUMN     "models" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "FrontierEntry" ADD COLUMN     "context" JSONB NOT NULL DEFAULT '{}';

-- Queued links keep their anchor text inside their context.
UPDATE "FrontierEntry" SET "context" = jsonb_build_object(
  'path', '[]'::jsonb, 'anchorText', coalesce("anchorText", ''),
  'dom', jsonb_build_object('before', '[]'::jsonb, 'after', '[]'::jsonb, 'ancestors', '[]'::jsonb), 'position', 0);

ALTER TABLE "FrontierEntry" DROP COLUMN "anchorText",
DROP COLUMN "fromListing";

-- AlterTable
ALTER TABLE "Page" ADD COLUMN     "error" TEXT;

UPDATE "Page" SET "error" = substr("text", 8), "text" = NULL WHERE "status" = 0 AND "text" LIKE 'error: %';

ALTER TABLE "Page" DROP COLUMN "contentHash";
