CREATE TABLE "search_scopes" (
	"scope_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"main" boolean NOT NULL,
	"nome_folded" text NOT NULL,
	"cognome_folded" text NOT NULL,
	"busy" datemultirange NOT NULL,
	CONSTRAINT "search_scopes_user_id_scope_id_pk" PRIMARY KEY("user_id","scope_id")
);
--> statement-breakpoint
ALTER TABLE "search_scopes" ADD CONSTRAINT "search_scopes_user_id_search_people_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."search_people"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A search by a scope alone reads this index only: its equality on the scope, then the page's order
-- (the main scope first, surname, name, id; "C" as the search's ORDER BY collates), and busy to
-- test the dates without visiting the table.
CREATE INDEX "search_scopes_order_idx" ON "search_scopes" ("scope_id", "main" DESC, "cognome_folded" COLLATE "C", "nome_folded" COLLATE "C", "user_id") INCLUDE ("busy");--> statement-breakpoint
-- 0012's refresh, and then the same people's rows of search_scopes from the search_people rows it
-- has just written (a scope held by two of the person's roles is one row, main when either is the first).
CREATE OR REPLACE FUNCTION troupe_search_refresh(ids integer[]) RETURNS void
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
    DELETE FROM search_scopes g WHERE g.user_id = ANY (ids);
    INSERT INTO search_scopes (scope_id, user_id, main, nome_folded, cognome_folded, busy)
    SELECT scope.id, s.user_id, bool_or(scope.position = 1), s.nome_folded, s.cognome_folded, s.busy
    FROM search_people s CROSS JOIN LATERAL unnest(s.scopes) WITH ORDINALITY AS scope (id, position)
    WHERE s.user_id = ANY (ids)
    GROUP BY scope.id, s.user_id;
  $$;--> statement-breakpoint
SELECT troupe_search_refresh(array(SELECT user_id FROM search_people));
