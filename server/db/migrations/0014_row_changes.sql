-- Row changes the servers cache reads of (server/db/changes.ts): every change of a session, a user, a
-- designer flag, a logo or a customise record is announced on the channel row_changes as
-- "{table}:{key}" when its transaction commits, so each process drops its cached copy.
CREATE FUNCTION notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || (to_jsonb(OLD) ->> TG_ARGV[0]));
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR (to_jsonb(NEW) ->> TG_ARGV[0]) IS DISTINCT FROM (to_jsonb(OLD) ->> TG_ARGV[0])) THEN
    PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || (to_jsonb(NEW) ->> TG_ARGV[0]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_row_change('id');
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_row_change('id');
--> statement-breakpoint
CREATE TRIGGER designers_changed AFTER INSERT OR UPDATE OR DELETE ON designers FOR EACH ROW EXECUTE FUNCTION notify_row_change('user_id');
--> statement-breakpoint
CREATE TRIGGER logos_changed AFTER UPDATE OR DELETE ON logos FOR EACH ROW EXECUTE FUNCTION notify_row_change('fa_id');
--> statement-breakpoint
CREATE TRIGGER customize_records_changed AFTER INSERT OR UPDATE OR DELETE ON customize_records FOR EACH ROW EXECUTE FUNCTION notify_row_change('id');
