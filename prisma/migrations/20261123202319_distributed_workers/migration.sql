-- AlterTable
ALTER TABLE "CrawlRun" ADD COLUMN     "distributed" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Worker" (
    "id" TEXT NOT NULL,
    "hostname" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "heartbeatAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "stoppedAt" TIMESTAMP(3),
    "fetched" INTEGER NOT NULL DEFAULT 0,
    "errors" INTEGER NOT NULL DEFAULT 0,
    "pagesPerSecond" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "leasesHeld" INTEGER NOT NULL DEFAULT 0,
    "runIds" INTEGER[],

    CONSTRAINT "Worker_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HostLease" (
    "host" TEXT NOT NULL,
    "workerId" TEXT,
    "runId" INTEGER,
    "expiresAt" TIMESTAMP(3),
    "acquiredAt" TIMESTAMP(3),
    "notBefore" TIMESTAMP(3),
    "delayMs" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "HostLease_pkey" PRIMARY KEY ("host")
);

-- CreateIndex
CREATE INDEX "HostLease_workerId_idx" ON "HostLease"("workerId");

-- CreateIndex
CREATE INDEX "HostLease_runId_idx" ON "HostLease"("runId");

-- CreateIndex
CREATE INDEX "FrontierEntry_state_host_idx" ON "FrontierEntry"("state", "host");
