ALTER TABLE "search_people" ADD COLUMN "languages" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_people_languages_idx" ON "search_people" USING gin ("languages");--> statement-breakpoint
-- search_people.languages holds, for each of the person's spoken languages, the marks of that
-- language at any level and at each level up to theirs: a search for a language at a minimum level
-- (product.md §3.7) is `languages @> array[troupe_language_level(language, level)]`, without a
-- level `troupe_language_level(language, null)`. Levels rank by their CEFR code (A2 < B1 < B2 < C1 <
-- C2 as text, the lookup's order); a level id is below 100, so language * 100 + level is one mark.
CREATE FUNCTION troupe_language_level(language integer, level integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT language * 100 + coalesce(level, 0) $$;--> statement-breakpoint
-- 0012's refresh, with the languages' marks.
CREATE OR REPLACE FUNCTION troupe_search_refresh(ids integer[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
    DELETE FROM search_people s WHERE s.user_id = ANY (ids) AND NOT EXISTS (
      SELECT 1 FROM profiles p JOIN users u ON u.id = p.user_id
      WHERE p.user_id = s.user_id AND u.workflow = 0 AND p.nome IS NOT NULL AND p.cognome IS NOT NULL);
    INSERT INTO search_people (user_id, nome_folded, cognome_folded, roles, departments, scopes, nations, regions, languages, busy)
    SELECT p.user_id, p.nome_folded, p.cognome_folded,
      coalesce(r.roles, '{}'), coalesce(r.departments, '{}'), coalesce(r.scopes, '{}'),
      coalesce(w.nations, '{}'), coalesce(w.regions, '{}'), coalesce(l.languages, '{}'), coalesce(b.busy, '{}')
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
      SELECT array_agg(mark ORDER BY mark) AS languages FROM (
        SELECT troupe_language_level(pl.language_id, null) AS mark FROM profile_languages pl WHERE pl.user_id = p.user_id
        UNION ALL
        SELECT troupe_language_level(pl.language_id, below.id) FROM profile_languages pl
        JOIN language_levels own ON own.id = pl.level_id
        JOIN language_levels below ON below.code COLLATE "C" <= own.code COLLATE "C"
        WHERE pl.user_id = p.user_id) m) l ON true
    LEFT JOIN LATERAL (
      SELECT range_agg(x.span) AS busy FROM (
        SELECT daterange(a.day, a.day, '[]') AS span FROM availability_days a WHERE a.user_id = p.user_id AND NOT a.available
        UNION ALL
        SELECT daterange(e.starts_on, e.ends_on, '[]') FROM engagements e WHERE e.worker_id = p.user_id AND e.state = 2) x) b ON true
    WHERE p.user_id = ANY (ids) AND u.workflow = 0 AND p.nome IS NOT NULL AND p.cognome IS NOT NULL
    ON CONFLICT (user_id) DO UPDATE SET nome_folded = excluded.nome_folded, cognome_folded = excluded.cognome_folded,
      roles = excluded.roles, departments = excluded.departments, scopes = excluded.scopes,
      nations = excluded.nations, regions = excluded.regions, languages = excluded.languages, busy = excluded.busy;
  $$;--> statement-breakpoint
-- The spoken languages now feed search_people (and so the card, which follows it) rather than the
-- card alone: 0017's three triggers on profile_languages give way to 0012's, with its refresh.
DROP TRIGGER search_cards_profile_languages_insert ON profile_languages;--> statement-breakpoint
DROP TRIGGER search_cards_profile_languages_update ON profile_languages;--> statement-breakpoint
DROP TRIGGER search_cards_profile_languages_delete ON profile_languages;--> statement-breakpoint
CREATE TRIGGER search_people_profile_languages_insert AFTER INSERT ON profile_languages REFERENCING NEW TABLE AS touched_new FOR EACH STATEMENT EXECUTE FUNCTION troupe_search_touched('user_id');--> statement-breakpoint
CREATE TRIGGER search_people_profile_languages_update AFTER UPDATE ON profile_languages REFERENCING NEW TABLE AS touched_new OLD TABLE AS touched_old FOR EACH STATEMENT EXECUTE FUNCTION troupe_search_touched('user_id');--> statement-breakpoint
CREATE TRIGGER search_people_profile_languages_delete AFTER DELETE ON profile_languages REFERENCING OLD TABLE AS touched_old FOR EACH STATEMENT EXECUTE FUNCTION troupe_search_touched('user_id');--> statement-breakpoint
-- The people already there, by the same refresh (search_scopes and the cards follow, unchanged).
SELECT troupe_search_refresh(array(SELECT user_id FROM search_people));
