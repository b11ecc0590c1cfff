-- The cards become the result's JSON text per language (rewritten below, so emptied first).
TRUNCATE "search_cards";--> statement-breakpoint
ALTER TABLE "search_cards" ADD COLUMN "it" text NOT NULL;--> statement-breakpoint
ALTER TABLE "search_cards" ADD COLUMN "en" text NOT NULL;--> statement-breakpoint
ALTER TABLE "search_cards" ADD COLUMN "booked" datemultirange DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_cards" DROP COLUMN "card";--> statement-breakpoint
-- A value as a JSON text, null as null: what fast-json-stringify writes for a string (to_json escapes
-- as JSON.stringify does) or an integer, without the spaces json_build_object puts between keys.
CREATE FUNCTION troupe_json(value anyelement) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(to_json(value)::text, 'null') $$;--> statement-breakpoint
-- A lookup's name in the language ('en', else Italian), as the domain service's nameIn.
CREATE FUNCTION troupe_name(language text, name_it text, name_en text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN language = 'en' THEN name_en ELSE name_it END $$;--> statement-breakpoint
-- 0017's troupe_search_cards_write, writing each person's search result in both languages as the
-- API writes it (shared/contracts/search.ts' searchResultUser, keys in its order) up to what depends
-- on the search, which the search service appends with the closing brace; the lists in the
-- profile's order (the roles as search_people holds them). And the days the accepted engagements
-- take (search_people's refresh follows the engagements, so the cards, which follow it, do too).
-- One statement for all the people given; each lookup named by its primary key (joined, the planner
-- hashed the 421 roles once per person).
CREATE OR REPLACE FUNCTION troupe_search_cards_write(ids integer[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
    INSERT INTO search_cards (user_id, it, en, booked)
    SELECT s.user_id,
      max(card.text) FILTER (WHERE card.language = 'it'), max(card.text) FILTER (WHERE card.language = 'en'),
      coalesce((SELECT range_agg(daterange(e.starts_on, e.ends_on, '[]')) FROM engagements e
        WHERE e.worker_id = s.user_id AND e.state = 2), '{}')
    FROM unnest(ids) AS given (user_id)
    JOIN search_people s ON s.user_id = given.user_id
    JOIN profiles p ON p.user_id = s.user_id
    LEFT JOIN physical_data fd ON fd.user_id = s.user_id
    LEFT JOIN professional_data pd ON pd.user_id = s.user_id
    CROSS JOIN LATERAL (
      SELECT l.language, '{"userId":' || p.user_id || ',"nome":' || troupe_json(p.nome) || ',"cognome":' || troupe_json(p.cognome)
        || ',"immagineProfilo":' || EXISTS (SELECT 1 FROM profile_photos ph WHERE ph.user_id = p.user_id)
        || ',"listaNazioni":[' || coalesce((
          SELECT string_agg('{"id_Nazione":' || wa.nation_id
            || ',"nazione":' || (SELECT troupe_json(troupe_name(l.language, n.name_it, n.name_en)) FROM nations n WHERE n.id = wa.nation_id)
            || ',"id_Regione":' || troupe_json(wa.region_id)
            || ',"regione":' || coalesce((SELECT troupe_json(troupe_name(l.language, r.name_it, r.name_en)) FROM regions r WHERE r.id = wa.region_id), 'null')
            || '}', ',' ORDER BY wa.position)
          FROM working_areas wa WHERE wa.user_id = p.user_id), '')
        || '],"datiFisici":{"altezza":' || troupe_json(fd.height_cm) || ',"peso":' || troupe_json(fd.weight_kg)
        || '},"esperienze":' || troupe_json(pd.experience)
        || ',"listaRuoli":[' || coalesce((
          SELECT string_agg((
            SELECT '{"id_Ambito":' || sc.id || ',"ambito":' || troupe_json(troupe_name(l.language, sc.name_it, sc.name_en))
              || ',"id_Dipartimento":' || d.id || ',"dipartimento":' || troupe_json(troupe_name(l.language, d.name_it, d.name_en))
              || ',"id_Ruolo":' || ro.id || ',"ruolo":' || troupe_json(troupe_name(l.language, ro.name_it, ro.name_en)) || '}'
            FROM roles ro JOIN departments d ON d.id = ro.department_id JOIN scopes sc ON sc.id = d.scope_id
            WHERE ro.id = held.role_id), ',' ORDER BY held.position)
          FROM unnest(s.roles) WITH ORDINALITY AS held (role_id, position)), '')
        || '],"listaLingue":[' || coalesce((
          SELECT string_agg('{"id_Lingua":' || pl.language_id
            || ',"lingua":' || (SELECT troupe_json(troupe_name(l.language, lg.name_it, lg.name_en)) FROM languages lg WHERE lg.id = pl.language_id)
            || ',"livello":' || (SELECT troupe_json(lv.code) FROM language_levels lv WHERE lv.id = pl.level_id)
            || '}', ',' ORDER BY pl.position)
          FROM profile_languages pl WHERE pl.user_id = p.user_id), '')
        || ']' AS text
      FROM (VALUES ('it'), ('en')) AS l (language)) card
    GROUP BY s.user_id, p.user_id
    ON CONFLICT (user_id) DO UPDATE SET it = excluded.it, en = excluded.en, booked = excluded.booked;
  $$;--> statement-breakpoint
-- The cards carry the lookups' names: a statement that changes a lookup row (the seed's upsert at
-- every start writes them all, changed or not) rewrites every card when a row really changed.
CREATE FUNCTION troupe_search_cards_renamed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM touched_new n JOIN touched_old o ON o.id = n.id WHERE n IS DISTINCT FROM o) THEN
      PERFORM troupe_search_cards_write(array(SELECT user_id FROM search_people));
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
DO $$
DECLARE
  lookup record;
BEGIN
  FOR lookup IN SELECT * FROM (VALUES ('nations'), ('regions'), ('languages'), ('language_levels'), ('scopes'), ('departments'), ('roles')) AS lookups (name) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS touched_new OLD TABLE AS touched_old FOR EACH STATEMENT EXECUTE FUNCTION troupe_search_cards_renamed()',
      'search_cards_' || lookup.name || '_renamed', lookup.name);
  END LOOP;
END $$;--> statement-breakpoint
SELECT troupe_search_cards_write(array(SELECT user_id FROM search_people));
