CREATE TABLE "search_people" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"nome_folded" text NOT NULL,
	"cognome_folded" text NOT NULL,
	"roles" integer[] NOT NULL,
	"departments" integer[] NOT NULL,
	"scopes" integer[] NOT NULL,
	"nations" integer[] NOT NULL,
	"regions" integer[] NOT NULL,
	"busy" datemultirange NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_people" ADD CONSTRAINT "search_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_people_roles_idx" ON "search_people" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "search_people_departments_idx" ON "search_people" USING gin ("departments");--> statement-breakpoint
CREATE INDEX "search_people_scopes_idx" ON "search_people" USING gin ("scopes");--> statement-breakpoint
CREATE INDEX "search_people_nations_idx" ON "search_people" USING gin ("nations");--> statement-breakpoint
CREATE INDEX "search_people_regions_idx" ON "search_people" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "search_people_cognome_idx" ON "search_people" USING btree ("cognome_folded" text_pattern_ops,"nome_folded" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_people_nome_idx" ON "search_people" USING btree ("nome_folded" text_pattern_ops);--> statement-breakpoint
-- search_people is derived, never written by the code: troupe_search_refresh rewrites the rows of
-- the people given from their profile's tables (or removes them when no longer searchable: an
-- incomplete profile, a name missing). Arrays follow the profile's positions, so [1] is the main
-- role; state 2 is an accepted engagement (ENGAGEMENT_STATE.accepted, as the engagements'
-- no-double-booking constraint of 0003 writes it).
CREATE FUNCTION troupe_search_refresh(ids integer[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
    DELETE FROM search_people s WHERE s.user_id = ANY (ids) AND NOT EXISTS (
      SELECT 1 FROM profiles p JOIN users u ON u.id = p.user_id
      WHERE p.user_id = s.user_id AND u.workflow = 0 AND p.nome IS NOT NULL AND p.cognome IS NOT NULL);
    INSERT INTO search_people (user_id, nome_folded, cognome_folded, roles, departments, scopes, nations, regions, busy)
    SELECT p.user_id, p.nome_folded, p.cognome_folded,
      coalesce(r.roles, '{}'), coalesce(r.departments, '{}'), coalesce(r.scopes, '{}'),
      coalesce(w.nations, '{}'), coalesce(w.regions, '{}'), coalesce(b.busy, '{}')
    FROM profiles p
    JOIN users u ON u.id = p.user_id
    LEFT JOIN LATERAL (
      SELECT array_agg(pr.role_id ORDER BY pr.position) AS roles, array_agg(ro.department_id ORDER BY pr.position) AS departments,
        array_agg(d.scope_id ORDER BY pr.position) AS scopes
      FROM profile_roles pr JOIN roles ro ON ro.id = pr.role_id JOIN departments d ON d.id = ro.department_id
      WHERE pr.user_id = p.user_id) r ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(wa.nation_id ORDER BY wa.position) AS nations,
        array_agg(wa.region_id ORDER BY wa.position) FILTER (WHERE wa.region_id IS NOT NULL) AS regions
      FROM working_areas wa WHERE wa.user_id = p.user_id) w ON true
    LEFT JOIN LATERAL (
      SELECT range_agg(x.span) AS busy FROM (
        SELECT daterange(a.day, a.day, '[]') AS span FROM availability_days a WHERE a.user_id = p.user_id AND NOT a.available
        UNION ALL
        SELECT daterange(e.starts_on, e.ends_on, '[]') FROM engagements e WHERE e.worker_id = p.user_id AND e.state = 2) x) b ON true
    WHERE p.user_id = ANY (ids) AND u.workflow = 0 AND p.nome IS NOT NULL AND p.cognome IS NOT NULL
    ON CONFLICT (user_id) DO UPDATE SET nome_folded = excluded.nome_folded, cognome_folded = excluded.cognome_folded,
      roles = excluded.roles, departments = excluded.departments, scopes = excluded.scopes,
      nations = excluded.nations, regions = excluded.regions, busy = excluded.busy;
  $$;--> statement-breakpoint
-- One refresh per statement, of the people its rows name (the column given as the trigger's
-- argument): a COPY of 5,000 people's day rows refreshes 5,000 rows once, not once per day row.
CREATE FUNCTION troupe_search_touched() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('SELECT troupe_search_refresh(array(SELECT DISTINCT %1$I FROM touched_new WHERE %1$I IS NOT NULL))', TG_ARGV[0]);
    ELSIF TG_OP = 'UPDATE' THEN
      EXECUTE format('SELECT troupe_search_refresh(array(SELECT %1$I FROM touched_new WHERE %1$I IS NOT NULL UNION SELECT %1$I FROM touched_old WHERE %1$I IS NOT NULL))', TG_ARGV[0]);
    ELSE
      EXECUTE format('SELECT troupe_search_refresh(array(SELECT DISTINCT %1$I FROM touched_old WHERE %1$I IS NOT NULL))', TG_ARGV[0]);
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE FUNCTION troupe_search_workflow_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM troupe_search_refresh(ARRAY[NEW.id]);
    RETURN NULL;
  END $$;--> statement-breakpoint
-- The same three triggers on each table that feeds search_people, named after it.
DO $$
DECLARE
  feed record;
BEGIN
  FOR feed IN SELECT * FROM (VALUES ('profiles', 'user_id'), ('profile_roles', 'user_id'), ('working_areas', 'user_id'),
      ('availability_days', 'user_id'), ('engagements', 'worker_id')) AS feeds (name, person) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS touched_new FOR EACH STATEMENT EXECUTE FUNCTION troupe_search_touched(%L)',
      'search_people_' || feed.name || '_insert', feed.name, feed.person);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS touched_new OLD TABLE AS touched_old FOR EACH STATEMENT EXECUTE FUNCTION troupe_search_touched(%L)',
      'search_people_' || feed.name || '_update', feed.name, feed.person);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS touched_old FOR EACH STATEMENT EXECUTE FUNCTION troupe_search_touched(%L)',
      'search_people_' || feed.name || '_delete', feed.name, feed.person);
  END LOOP;
END $$;--> statement-breakpoint
-- A profile goes with its account, and search_people with it (the foreign key's cascade); only the
-- workflow of users matters here (a profile completed or reopened), so that trigger is per row.
CREATE TRIGGER search_people_workflow AFTER UPDATE OF workflow ON users FOR EACH ROW WHEN (OLD.workflow IS DISTINCT FROM NEW.workflow) EXECUTE FUNCTION troupe_search_workflow_changed();--> statement-breakpoint
SELECT troupe_search_refresh(array(SELECT user_id FROM profiles));
