-- The search's two writers as PL/pgSQL functions whose statements keep a generic plan (0028's
-- bodies, unchanged). As SQL functions, PostgreSQL 15 plans their statements at every call, and
-- PGlite's PostgreSQL 18 makes a custom plan each time for an array it can see: 2-3 ms of planning
-- per statement on PGlite, several times the work of writing one person's rows, paid by every
-- profile save through the triggers (docs/decisions.md, "The search's plan on 100,000 crew").
-- PL/pgSQL prepares each statement once per session; force_generic_plan keeps that plan, built
-- for an array of unknown length, whose index lookups serve one person and a seed's round alike.
CREATE OR REPLACE FUNCTION troupe_search_refresh(ids integer[]) RETURNS void
  LANGUAGE plpgsql VOLATILE
  SET plan_cache_mode = force_generic_plan
  AS $$
  BEGIN
    DELETE FROM search_people s WHERE s.user_id = ANY (ids) AND NOT EXISTS (
      SELECT 1 FROM profiles p JOIN users u ON u.id = p.user_id
      WHERE p.user_id = s.user_id AND u.workflow = 0 AND p.nome IS NOT NULL AND p.cognome IS NOT NULL);
    WITH people AS (
      SELECT p.user_id, p.nome_folded, p.cognome_folded FROM profiles p JOIN users u ON u.id = p.user_id
      WHERE p.user_id = ANY (ids) AND u.workflow = 0 AND p.nome IS NOT NULL AND p.cognome IS NOT NULL),
    held AS (
      SELECT pr.user_id, array_agg(pr.role_id ORDER BY pr.position) AS roles,
        array_agg(ro.department_id ORDER BY pr.position) AS departments, array_agg(d.scope_id ORDER BY pr.position) AS scopes
      FROM people p JOIN profile_roles pr ON pr.user_id = p.user_id
      JOIN roles ro ON ro.id = pr.role_id JOIN departments d ON d.id = ro.department_id
      GROUP BY pr.user_id),
    areas AS (
      SELECT wa.user_id, array_agg(wa.nation_id ORDER BY wa.position) AS nations,
        array_agg(wa.region_id ORDER BY wa.position) FILTER (WHERE wa.region_id IS NOT NULL) AS regions
      FROM people p JOIN working_areas wa ON wa.user_id = p.user_id
      GROUP BY wa.user_id),
    level_marks AS (
      SELECT own.id AS level_id, array_agg(below.id) AS below
      FROM language_levels own JOIN language_levels below ON below.code COLLATE "C" <= own.code COLLATE "C"
      GROUP BY own.id),
    spoken AS (
      SELECT m.user_id, array_agg(m.mark ORDER BY m.mark) AS languages FROM (
        SELECT pl.user_id, troupe_language_level(pl.language_id, level.id) AS mark
        FROM people p JOIN profile_languages pl ON pl.user_id = p.user_id
        LEFT JOIN level_marks lm ON lm.level_id = pl.level_id
        CROSS JOIN LATERAL (SELECT NULL::integer AS id UNION ALL SELECT unnest(lm.below)) level) m
      GROUP BY m.user_id),
    busy AS (
      SELECT x.user_id, range_agg(x.span) AS busy FROM (
        SELECT a.user_id, daterange(a.day, a.day, '[]') AS span FROM people p JOIN availability_days a ON a.user_id = p.user_id AND NOT a.available
        UNION ALL
        SELECT e.worker_id, daterange(e.starts_on, e.ends_on, '[]') FROM people p JOIN engagements e ON e.worker_id = p.user_id AND e.state = 2) x
      GROUP BY x.user_id)
    INSERT INTO search_people (user_id, nome_folded, cognome_folded, roles, departments, scopes, nations, regions, languages, busy)
    SELECT p.user_id, p.nome_folded, p.cognome_folded,
      coalesce(h.roles, '{}'), coalesce(h.departments, '{}'), coalesce(h.scopes, '{}'),
      coalesce(a.nations, '{}'), coalesce(a.regions, '{}'), coalesce(s.languages, '{}'), coalesce(b.busy, '{}')
    FROM people p
    LEFT JOIN held h ON h.user_id = p.user_id
    LEFT JOIN areas a ON a.user_id = p.user_id
    LEFT JOIN spoken s ON s.user_id = p.user_id
    LEFT JOIN busy b ON b.user_id = p.user_id
    ON CONFLICT (user_id) DO UPDATE SET nome_folded = excluded.nome_folded, cognome_folded = excluded.cognome_folded,
      roles = excluded.roles, departments = excluded.departments, scopes = excluded.scopes,
      nations = excluded.nations, regions = excluded.regions, languages = excluded.languages, busy = excluded.busy;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION troupe_search_cards_write(ids integer[]) RETURNS void
  LANGUAGE plpgsql VOLATILE
  SET plan_cache_mode = force_generic_plan
  AS $$
  BEGIN
    WITH people AS (
      SELECT s.user_id, s.roles FROM search_people s WHERE s.user_id = ANY (ids)),
    nation_names AS (
      SELECT n.id, troupe_json(troupe_name('it', n.name_it, n.name_en)) AS it, troupe_json(troupe_name('en', n.name_it, n.name_en)) AS en
      FROM nations n),
    region_names AS (
      SELECT r.id, troupe_json(troupe_name('it', r.name_it, r.name_en)) AS it, troupe_json(troupe_name('en', r.name_it, r.name_en)) AS en
      FROM regions r),
    role_texts AS (
      SELECT ro.id,
        '{"id_Ambito":' || sc.id || ',"ambito":' || troupe_json(troupe_name('it', sc.name_it, sc.name_en))
          || ',"id_Dipartimento":' || d.id || ',"dipartimento":' || troupe_json(troupe_name('it', d.name_it, d.name_en))
          || ',"id_Ruolo":' || ro.id || ',"ruolo":' || troupe_json(troupe_name('it', ro.name_it, ro.name_en)) || '}' AS it,
        '{"id_Ambito":' || sc.id || ',"ambito":' || troupe_json(troupe_name('en', sc.name_it, sc.name_en))
          || ',"id_Dipartimento":' || d.id || ',"dipartimento":' || troupe_json(troupe_name('en', d.name_it, d.name_en))
          || ',"id_Ruolo":' || ro.id || ',"ruolo":' || troupe_json(troupe_name('en', ro.name_it, ro.name_en)) || '}' AS en
      FROM roles ro JOIN departments d ON d.id = ro.department_id JOIN scopes sc ON sc.id = d.scope_id),
    areas AS (
      SELECT wa.user_id,
        string_agg('{"id_Nazione":' || wa.nation_id || ',"nazione":' || nn.it || ',"id_Regione":' || troupe_json(wa.region_id)
          || ',"regione":' || coalesce(rn.it, 'null') || '}', ',' ORDER BY wa.position) AS it,
        string_agg('{"id_Nazione":' || wa.nation_id || ',"nazione":' || nn.en || ',"id_Regione":' || troupe_json(wa.region_id)
          || ',"regione":' || coalesce(rn.en, 'null') || '}', ',' ORDER BY wa.position) AS en
      FROM people p JOIN working_areas wa ON wa.user_id = p.user_id
      JOIN nation_names nn ON nn.id = wa.nation_id LEFT JOIN region_names rn ON rn.id = wa.region_id
      GROUP BY wa.user_id),
    held_roles AS (
      SELECT p.user_id,
        string_agg(rt.it, ',' ORDER BY held.position) AS it,
        string_agg(rt.en, ',' ORDER BY held.position) AS en
      FROM people p CROSS JOIN LATERAL unnest(p.roles) WITH ORDINALITY AS held (role_id, position)
      JOIN role_texts rt ON rt.id = held.role_id
      GROUP BY p.user_id),
    spoken AS (
      SELECT pl.user_id,
        string_agg('{"id_Lingua":' || pl.language_id || ',"lingua":' || troupe_json(troupe_name('it', lg.name_it, lg.name_en))
          || ',"livello":' || troupe_json(lv.code) || '}', ',' ORDER BY pl.position) AS it,
        string_agg('{"id_Lingua":' || pl.language_id || ',"lingua":' || troupe_json(troupe_name('en', lg.name_it, lg.name_en))
          || ',"livello":' || troupe_json(lv.code) || '}', ',' ORDER BY pl.position) AS en
      FROM people p JOIN profile_languages pl ON pl.user_id = p.user_id
      JOIN languages lg ON lg.id = pl.language_id JOIN language_levels lv ON lv.id = pl.level_id
      GROUP BY pl.user_id),
    parts AS (
      SELECT p.user_id,
        '{"userId":' || pr.user_id || ',"nome":' || troupe_json(pr.nome) || ',"cognome":' || troupe_json(pr.cognome)
          || ',"immagineProfilo":' || EXISTS (SELECT 1 FROM profile_photos ph WHERE ph.user_id = p.user_id) || ',"listaNazioni":[' AS head,
        '],"datiFisici":{"altezza":' || troupe_json(fd.height_cm) || ',"peso":' || troupe_json(fd.weight_kg)
          || '},"esperienze":' || troupe_json(pd.experience) || ',"listaRuoli":[' AS middle,
        a.it AS areas_it, a.en AS areas_en, hr.it AS roles_it, hr.en AS roles_en, sp.it AS spoken_it, sp.en AS spoken_en
      FROM people p
      JOIN profiles pr ON pr.user_id = p.user_id
      LEFT JOIN physical_data fd ON fd.user_id = p.user_id
      LEFT JOIN professional_data pd ON pd.user_id = p.user_id
      LEFT JOIN areas a ON a.user_id = p.user_id
      LEFT JOIN held_roles hr ON hr.user_id = p.user_id
      LEFT JOIN spoken sp ON sp.user_id = p.user_id)
    INSERT INTO search_cards (user_id, it, en, booked)
    SELECT c.user_id,
      c.head || coalesce(c.areas_it, '') || c.middle || coalesce(c.roles_it, '') || '],"listaLingue":[' || coalesce(c.spoken_it, '') || ']',
      c.head || coalesce(c.areas_en, '') || c.middle || coalesce(c.roles_en, '') || '],"listaLingue":[' || coalesce(c.spoken_en, '') || ']',
      coalesce((SELECT range_agg(daterange(e.starts_on, e.ends_on, '[]')) FROM engagements e
        WHERE e.worker_id = c.user_id AND e.state = 2), '{}')
    FROM parts c
    ON CONFLICT (user_id) DO UPDATE SET it = excluded.it, en = excluded.en, booked = excluded.booked;
  END $$;
