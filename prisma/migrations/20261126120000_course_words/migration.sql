-- A plain word of the text filter (ASCII letters and digits) finds the courses with a word that starts with it.
-- As a prefix query ('calc':*) the GIN index collects every match into a bitmap before checking it: 3-4 ms for
-- two common words of 100k courses, and the capped count a sequential scan. The API expands such a word to the
-- whole words it begins from the catalog's vocabulary and asks for them exactly ('calculus' | 'calculi'): the
-- same courses at a fifth of the cost. The vocabulary is this table, filled by triggers on Course; rows are never
-- removed (a word no course holds any more only adds a term that matches nothing). No unique key: two writers
-- adding the same new word never wait for each other or deadlock; the reader asks for DISTINCT words.
CREATE TABLE "CourseWord" (
    "id" SERIAL NOT NULL,
    "word" TEXT NOT NULL,

    CONSTRAINT "CourseWord_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "CourseWord_word_idx" ON "CourseWord"("word");

-- The vocabulary's words of a search vector: its lexemes made only of ASCII letters and digits.
CREATE FUNCTION "course_plain_words"(v tsvector) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT w FROM unnest(tsvector_to_array(v)) AS w WHERE w ~ '^[a-z0-9]+$'
$$;

-- A writer of courses or institutions holds this shared lock until it commits (taken before the version moves),
-- so that a reader who gets the exclusive lock at once knows no write is in flight: every version it then reads
-- belongs to committed data (see "catalog_version" below).
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1, 'catalog_version_seq'::regclass::oid::int);
  PERFORM nextval('catalog_version_seq');
  RETURN NULL;
END
$$;

CREATE FUNCTION "record_course_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1, 'catalog_version_seq'::regclass::oid::int);
  INSERT INTO "CourseWord" ("word")
    SELECT DISTINCT w FROM "written", "course_plain_words"("written"."search") AS w
    WHERE NOT EXISTS (SELECT 1 FROM "CourseWord" c WHERE c."word" = w);
  RETURN NULL;
END
$$;

CREATE TRIGGER "Course_words_insert" AFTER INSERT ON "Course" REFERENCING NEW TABLE AS "written"
  FOR EACH STATEMENT EXECUTE FUNCTION "record_course_words"();
CREATE TRIGGER "Course_words_update" AFTER UPDATE ON "Course" REFERENCING NEW TABLE AS "written"
  FOR EACH STATEMENT EXECUTE FUNCTION "record_course_words"();

INSERT INTO "CourseWord" ("word") SELECT DISTINCT w FROM "Course", "course_plain_words"("search") AS w;

-- The catalog's version as the API reads it, with whether it is settled (no write of courses or institutions in
-- flight: the exclusive try-lock is taken before the version is read, so a version read while settled has all its
-- writes committed; an unsettled one may belong to a write not yet visible, and caches must not keep what was read
-- under it), and the vocabulary's id sequence as of that moment (rows up to it are all committed when settled).
CREATE FUNCTION "catalog_version"() RETURNS TABLE ("settled" boolean, "version" bigint, "words" bigint) LANGUAGE plpgsql AS $$
BEGIN
  "settled" := pg_try_advisory_xact_lock(1, 'catalog_version_seq'::regclass::oid::int);
  SELECT CASE WHEN s.is_called THEN s.last_value ELSE 0 END INTO "version" FROM "catalog_version_seq" s;
  SELECT CASE WHEN s.is_called THEN s.last_value ELSE 0 END INTO "words" FROM "CourseWord_id_seq" s;
  RETURN NEXT;
END
$$;
