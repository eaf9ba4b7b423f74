-- Trigram search needs pg_trgm, which lives in "public" so that all schemas of a database share one copy.
CREATE EXTENSION IF NOT EXISTS "pg_trgm" WITH SCHEMA "public";

-- CreateIndex
CREATE INDEX "Course_title_trgm_idx" ON "Course" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Course_description_trgm_idx" ON "Course" USING GIN ("description" gin_trgm_ops);
