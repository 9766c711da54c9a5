-- Trigram search over the Persian-normalized shadow columns (filled with searchKey() by the office module).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "office_cases_search_trgm_idx" ON "office_cases" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "office_clients_search_trgm_idx" ON "office_clients" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The audit log is append-only: no row may change or disappear; tampering by someone who bypasses this
-- (a superuser disabling the trigger) is caught by the hash chain (audit-verify.ts).
CREATE OR REPLACE FUNCTION office_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'office_audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER office_audit_log_no_update BEFORE UPDATE OR DELETE ON "office_audit_log"
  FOR EACH ROW EXECUTE FUNCTION office_audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER office_audit_log_no_truncate BEFORE TRUNCATE ON "office_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION office_audit_log_append_only();
