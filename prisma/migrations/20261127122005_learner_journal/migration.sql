-- An online learner's changes per commit since its run's last full snapshot: a crawl of a thousand pages wrote
-- megabytes of snapshot with every page; with the journal each commit writes what it changed.
-- CreateTable
CREATE TABLE "LearnerJournal" (
    "runId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "entry" JSONB NOT NULL,

    CONSTRAINT "LearnerJournal_pkey" PRIMARY KEY ("runId","seq")
);

-- AddForeignKey
ALTER TABLE "LearnerJournal" ADD CONSTRAINT "LearnerJournal_runId_fkey" FOREIGN KEY ("runId") REFERENCES "CrawlRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
