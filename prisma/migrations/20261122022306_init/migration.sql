-- CreateEnum
CREATE TYPE "RunStatus" AS ENUM ('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "PageKind" AS ENUM ('COURSE', 'LISTING', 'OTHER');

-- CreateEnum
CREATE TYPE "FrontierState" AS ENUM ('PENDING', 'LEASED', 'DONE', 'FAILED', 'SKIPPED');

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('READER', 'LABELER', 'ADMIN');

-- CreateTable
CREATE TABLE "Institution" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "country" TEXT,
    "rootUrls" TEXT[],
    "hosts" TEXT[],
    "crawlEveryHours" INTEGER NOT NULL DEFAULT 168,
    "lastCrawledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Institution_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CrawlRun" (
    "id" SERIAL NOT NULL,
    "institutionId" INTEGER,
    "strategy" TEXT NOT NULL,
    "status" "RunStatus" NOT NULL DEFAULT 'QUEUED',
    "seeds" TEXT[],
    "maxPages" INTEGER NOT NULL,
    "maxDepth" INTEGER NOT NULL DEFAULT 12,
    "options" JSONB NOT NULL DEFAULT '{}',
    "pagesFetched" INTEGER NOT NULL DEFAULT 0,
    "pagesSaved" INTEGER NOT NULL DEFAULT 0,
    "coursePages" INTEGER NOT NULL DEFAULT 0,
    "listingPages" INTEGER NOT NULL DEFAULT 0,
    "errors" INTEGER NOT NULL DEFAULT 0,
    "bytesFetched" BIGINT NOT NULL DEFAULT 0,
    "harvestCurve" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "heartbeatAt" TIMESTAMP(3),

    CONSTRAINT "CrawlRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Page" (
    "id" SERIAL NOT NULL,
    "runId" INTEGER,
    "institutionId" INTEGER,
    "url" TEXT NOT NULL,
    "finalUrl" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "contentType" TEXT,
    "charset" TEXT,
    "etag" TEXT,
    "lastModified" TEXT,
    "contentHash" TEXT,
    "depth" INTEGER NOT NULL DEFAULT 0,
    "fetchSeq" INTEGER NOT NULL DEFAULT 0,
    "title" TEXT,
    "text" TEXT,
    "htmlGz" BYTEA,
    "relevance" DOUBLE PRECISION,
    "kind" "PageKind",
    "saved" BOOLEAN NOT NULL DEFAULT false,
    "extractedAt" TIMESTAMP(3),
    "fetchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Page_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Link" (
    "id" SERIAL NOT NULL,
    "pageId" INTEGER NOT NULL,
    "targetUrl" TEXT NOT NULL,
    "anchorText" TEXT NOT NULL,
    "context" JSONB NOT NULL DEFAULT '{}',
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Link_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FrontierEntry" (
    "id" SERIAL NOT NULL,
    "runId" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "priority" DOUBLE PRECISION NOT NULL,
    "state" "FrontierState" NOT NULL DEFAULT 'PENDING',
    "leaseExpiresAt" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "depth" INTEGER NOT NULL,
    "discoveredFrom" TEXT,
    "anchorText" TEXT,
    "fromListing" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FrontierEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Course" (
    "id" SERIAL NOT NULL,
    "institutionId" INTEGER,
    "pageId" INTEGER,
    "key" TEXT NOT NULL,
    "code" TEXT,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "credits" DOUBLE PRECISION,
    "creditsUnit" TEXT,
    "creditsRaw" TEXT,
    "level" TEXT,
    "subject" TEXT,
    "instructors" TEXT[],
    "term" TEXT,
    "schedule" TEXT,
    "prerequisites" TEXT,
    "prerequisiteCodes" TEXT[],
    "learningOutcomes" TEXT,
    "assessment" TEXT,
    "materials" TEXT,
    "keywords" TEXT[],
    "language" TEXT,
    "sourceUrl" TEXT NOT NULL,
    "sourceUrls" TEXT[],
    "provenance" JSONB NOT NULL DEFAULT '{}',
    "overrides" JSONB NOT NULL DEFAULT '{}',
    "history" JSONB NOT NULL DEFAULT '[]',
    "contentHash" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Course_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FieldAlias" (
    "id" SERIAL NOT NULL,
    "alias" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'en',
    "source" TEXT NOT NULL DEFAULT 'seed',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FieldAlias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Label" (
    "id" SERIAL NOT NULL,
    "pageId" INTEGER,
    "url" TEXT NOT NULL,
    "kind" "PageKind" NOT NULL,
    "relevance" DOUBLE PRECISION NOT NULL,
    "labeledBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Label_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrainingPath" (
    "id" SERIAL NOT NULL,
    "institutionId" INTEGER,
    "urls" TEXT[],
    "source" TEXT NOT NULL DEFAULT 'person',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TrainingPath_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Model" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "parameters" JSONB NOT NULL,
    "metrics" JSONB NOT NULL DEFAULT '{}',
    "active" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Model_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApiToken" (
    "id" SERIAL NOT NULL,
    "name" TEXT,
    "hash" TEXT NOT NULL,
    "role" "Role" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "ApiToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobLock" (
    "name" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobLock_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE UNIQUE INDEX "Institution_name_key" ON "Institution"("name");

-- CreateIndex
CREATE INDEX "CrawlRun_status_idx" ON "CrawlRun"("status");

-- CreateIndex
CREATE INDEX "CrawlRun_institutionId_createdAt_idx" ON "CrawlRun"("institutionId", "createdAt");

-- CreateIndex
CREATE INDEX "Page_institutionId_kind_idx" ON "Page"("institutionId", "kind");

-- CreateIndex
CREATE INDEX "Page_contentHash_idx" ON "Page"("contentHash");

-- CreateIndex
CREATE INDEX "Page_finalUrl_idx" ON "Page"("finalUrl");

-- CreateIndex
CREATE INDEX "Page_kind_extractedAt_idx" ON "Page"("kind", "extractedAt");

-- CreateIndex
CREATE INDEX "Page_relevance_idx" ON "Page"("relevance");

-- CreateIndex
CREATE UNIQUE INDEX "Page_runId_url_key" ON "Page"("runId", "url");

-- CreateIndex
CREATE INDEX "Link_pageId_idx" ON "Link"("pageId");

-- CreateIndex
CREATE INDEX "Link_targetUrl_idx" ON "Link"("targetUrl");

-- CreateIndex
CREATE INDEX "FrontierEntry_runId_state_priority_idx" ON "FrontierEntry"("runId", "state", "priority" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "FrontierEntry_runId_url_key" ON "FrontierEntry"("runId", "url");

-- CreateIndex
CREATE INDEX "Course_institutionId_code_idx" ON "Course"("institutionId", "code");

-- CreateIndex
CREATE INDEX "Course_code_idx" ON "Course"("code");

-- CreateIndex
CREATE INDEX "Course_subject_idx" ON "Course"("subject");

-- CreateIndex
CREATE INDEX "Course_level_idx" ON "Course"("level");

-- CreateIndex
CREATE INDEX "Course_credits_idx" ON "Course"("credits");

-- CreateIndex
CREATE INDEX "Course_term_idx" ON "Course"("term");

-- CreateIndex
CREATE INDEX "Course_language_idx" ON "Course"("language");

-- CreateIndex
CREATE UNIQUE INDEX "Course_key_key" ON "Course"("key");

-- CreateIndex
CREATE INDEX "FieldAlias_field_idx" ON "FieldAlias"("field");

-- CreateIndex
CREATE UNIQUE INDEX "FieldAlias_alias_field_key" ON "FieldAlias"("alias", "field");

-- CreateIndex
CREATE INDEX "Label_url_idx" ON "Label"("url");

-- CreateIndex
CREATE INDEX "Label_pageId_idx" ON "Label"("pageId");

-- CreateIndex
CREATE INDEX "TrainingPath_institutionId_idx" ON "TrainingPath"("institutionId");

-- CreateIndex
CREATE INDEX "Model_kind_active_idx" ON "Model"("kind", "active");

-- CreateIndex
CREATE UNIQUE INDEX "Model_kind_version_key" ON "Model"("kind", "version");

-- CreateIndex
CREATE UNIQUE INDEX "ApiToken_hash_key" ON "ApiToken"("hash");

-- AddForeignKey
ALTER TABLE "CrawlRun" ADD CONSTRAINT "CrawlRun_institutionId_fkey" FOREIGN KEY ("institutionId") REFERENCES "Institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Page" ADD CONSTRAINT "Page_runId_fkey" FOREIGN KEY ("runId") REFERENCES "CrawlRun"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Page" ADD CONSTRAINT "Page_institutionId_fkey" FOREIGN KEY ("institutionId") REFERENCES "Institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Link" ADD CONSTRAINT "Link_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "Page"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FrontierEntry" ADD CONSTRAINT "FrontierEntry_runId_fkey" FOREIGN KEY ("runId") REFERENCES "CrawlRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Course" ADD CONSTRAINT "Course_institutionId_fkey" FOREIGN KEY ("institutionId") REFERENCES "Institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Course" ADD CONSTRAINT "Course_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "Page"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Label" ADD CONSTRAINT "Label_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "Page"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingPath" ADD CONSTRAINT "TrainingPath_institutionId_fkey" FOREIGN KEY ("institutionId") REFERENCES "Institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;
