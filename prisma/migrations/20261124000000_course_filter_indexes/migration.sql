-- Filters compare subject, level and language case-insensitively (lower(x) = lower($1)); a plain index on the
-- column cannot serve that, so counting a subject's courses scanned the whole table. Expression indexes
-- replace the plain ones, which nothing else used.
DROP INDEX "Course_subject_idx";
DROP INDEX "Course_level_idx";
DROP INDEX "Course_language_idx";
CREATE INDEX "Course_subject_lower_idx" ON "Course" (lower("subject"));
CREATE INDEX "Course_level_lower_idx" ON "Course" (lower("level"));
CREATE INDEX "Course_language_lower_idx" ON "Course" (lower("language"));
