-- The addresses a page names as its own (rel=canonical, rel=shortlink): a resumed crawl treats them as fetched,
-- as it does a redirect's target.
-- AlterTable
ALTER TABLE "Page" ADD COLUMN     "declaredUrls" TEXT[] DEFAULT ARRAY[]::TEXT[];
