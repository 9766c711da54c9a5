-- The case search narrows by office and by text at once: one GIN index over both columns (btree_gin gives
-- office_id a GIN operator class), so a search in one office reads that office's matches only, however many
-- offices share the table. It keeps the name of the trigram index it replaces; the column alone is still
-- served by it.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX IF EXISTS "office_cases_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "office_cases_search_trgm_idx" ON "office_cases" USING gin ("office_id", "search_text" gin_trgm_ops);
--> statement-breakpoint
-- A small sample of the search texts: with 100 values the planner estimated `<%` by computing
-- word_similarity() on each, some 3 ms of planning per search; long unique texts tell it nothing anyway.
ALTER TABLE "office_cases" ALTER COLUMN "search_text" SET STATISTICS 10;
--> statement-breakpoint
ALTER TABLE "office_clients" ALTER COLUMN "search_text" SET STATISTICS 10;
--> statement-breakpoint
-- office_case_counts: the exact number of cases of each office, kept by statement triggers (one row per
-- statement, however many cases it inserts or deletes). A missing row is zero.
CREATE OR REPLACE FUNCTION office_case_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO office_case_counts (office_id, cases)
    SELECT office_id, count(*) FROM office_cases_inserted GROUP BY office_id ORDER BY office_id
  ON CONFLICT (office_id) DO UPDATE SET cases = office_case_counts.cases + excluded.cases;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION office_case_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE office_case_counts c SET cases = c.cases - d.n
    FROM (SELECT office_id, count(*) AS n FROM office_cases_deleted GROUP BY office_id) d
    WHERE c.office_id = d.office_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION office_case_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE office_case_counts SET cases = cases - 1 WHERE office_id = OLD.office_id;
  INSERT INTO office_case_counts (office_id, cases) VALUES (NEW.office_id, 1)
  ON CONFLICT (office_id) DO UPDATE SET cases = office_case_counts.cases + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION office_case_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM office_case_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER office_case_counts_insert AFTER INSERT ON "office_cases"
  REFERENCING NEW TABLE AS office_cases_inserted
  FOR EACH STATEMENT EXECUTE FUNCTION office_case_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER office_case_counts_delete AFTER DELETE ON "office_cases"
  REFERENCING OLD TABLE AS office_cases_deleted
  FOR EACH STATEMENT EXECUTE FUNCTION office_case_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER office_case_counts_move AFTER UPDATE OF office_id ON "office_cases"
  FOR EACH ROW WHEN (OLD.office_id IS DISTINCT FROM NEW.office_id) EXECUTE FUNCTION office_case_counts_moved();
--> statement-breakpoint
CREATE TRIGGER office_case_counts_truncate AFTER TRUNCATE ON "office_cases"
  FOR EACH STATEMENT EXECUTE FUNCTION office_case_counts_truncated();
--> statement-breakpoint
-- The cases already there (the triggers above already hold the table against writes in this transaction).
INSERT INTO office_case_counts (office_id, cases)
  SELECT office_id, count(*) FROM office_cases GROUP BY office_id
ON CONFLICT (office_id) DO UPDATE SET cases = excluded.cases;
