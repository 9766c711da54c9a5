-- Decision 013: every committed change to what authentication reads (a user, their roles, a session)
-- notifies 'vakilyar_auth', so each process drops its cached sessions of that user and re-checks the
-- user's open sockets. NOTIFY is delivered on commit only, never for a rolled-back change.
CREATE OR REPLACE FUNCTION auth_change_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('vakilyar_auth', json_build_object('u', changed.user_id, 's', changed.pid)::text);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('vakilyar_auth', json_build_object('u', changed.id)::text);
  ELSE
    PERFORM pg_notify('vakilyar_auth', json_build_object('u', changed.user_id)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION auth_change_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION auth_change_notify();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_change AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW
  EXECUTE FUNCTION auth_change_notify();
