-- CreateIndex
CREATE INDEX "FrontierEntry_runId_host_idx" ON "FrontierEntry"("runId", "host");
