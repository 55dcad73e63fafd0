-- A brand portal's row and its former slugs are cached by each process for the live logo link and the page
-- (server/modules/portal/routes.ts): every change is announced on row_changes (migration 0014) as
-- "{table}:{fa_id}", so each process drops its copy at once.
CREATE TRIGGER brand_portals_changed AFTER INSERT OR UPDATE OR DELETE ON brand_portals FOR EACH ROW EXECUTE FUNCTION notify_row_change('fa_id');
--> statement-breakpoint
CREATE TRIGGER portal_slugs_changed AFTER INSERT OR UPDATE OR DELETE ON portal_slugs FOR EACH ROW EXECUTE FUNCTION notify_row_change('fa_id');
