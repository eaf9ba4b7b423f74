-- Until now a page stored in the same group as the page that queued it had its new frontier row inserted pending
-- (the statement's end-of-row update cannot see rows the statement inserts). A worker then fetched the page again,
-- leased the row and never ended it: the run stayed RUNNING for ever. A row whose page is stored ends as the page did.
UPDATE "FrontierEntry" f
SET "state" = CASE WHEN p."error" IS NOT NULL OR p."status" = 0 OR p."status" >= 400 THEN 'FAILED'::"FrontierState" ELSE 'DONE'::"FrontierState" END,
    "leaseExpiresAt" = NULL,
    "attempts" = GREATEST(f."attempts", 1)
FROM "Page" p
WHERE p."runId" = f."runId" AND p."url" = f."url" AND f."state" IN ('PENDING', 'LEASED');
