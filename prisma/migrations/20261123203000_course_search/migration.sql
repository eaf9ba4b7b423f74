-- Text search: one generated, weighted tsvector per course with a GIN index, in place of two trigram indexes.
-- Words (any script the parser splits into words) come from the 'simple' configuration, so a word matches as
-- typed, case-insensitively; Chinese, Japanese and Korean runs have no spaces between words, so they are
-- indexed as overlapping character bigrams (and each run's last character), which find any substring of two
-- or more characters.
CREATE FUNCTION "course_cjk_grams"(body text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(m.run[1], i, 2)), '{}')
  FROM regexp_matches(body, '[ぁ-ヿ㐀-䶿一-鿿豈-﫿가-힯]+', 'g') AS m(run),
       generate_series(1, char_length(m.run[1])) AS i
$$;

-- A search word as a query: each of its lexemes as a prefix ('data' finds "database"), all of them required.
-- NULL when the word has no lexemes (only punctuation).
CREATE FUNCTION "course_word_query"(word text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT string_agg('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''':*', ' & ')::tsquery
  FROM unnest(to_tsvector('simple', word))
$$;

ALTER TABLE "Course" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "title"), 'A')
  || setweight(to_tsvector('simple', coalesce("description", '')), 'B')
  || setweight(to_tsvector('simple', coalesce("code", '')), 'C')
  || setweight(array_to_tsvector("course_cjk_grams"("title")), 'A')
  || setweight(array_to_tsvector("course_cjk_grams"(coalesce("description", ''))), 'B')
) STORED;

CREATE INDEX "Course_search_idx" ON "Course" USING GIN ("search");

DROP INDEX "Course_title_trgm_idx";
DROP INDEX "Course_description_trgm_idx";

-- The catalog's version: every statement that changes courses or institutions advances it, so that caches of
-- counts, institutions and responses (keyed by the version) never serve what a write has changed.
CREATE SEQUENCE "catalog_version_seq";

CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_version_seq');
  RETURN NULL;
END
$$;

CREATE TRIGGER "Course_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Course"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
CREATE TRIGGER "Institution_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Institution"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
