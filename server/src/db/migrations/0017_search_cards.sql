CREATE TABLE "search_cards" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"card" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_cards" ADD CONSTRAINT "search_cards_user_id_search_people_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."search_people"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- troupe_search_cards_write rewrites the cards of the people given from search_people's rows (the
-- roles, already in the profile's order) and the tables the card shows; the lists are in the
-- profile's order.
CREATE FUNCTION troupe_search_cards_write(ids integer[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
    INSERT INTO search_cards (user_id, card)
    SELECT s.user_id, jsonb_build_object(
      'nome', p.nome, 'cognome', p.cognome,
      'photo', EXISTS (SELECT 1 FROM profile_photos ph WHERE ph.user_id = s.user_id),
      'altezza', fd.height_cm, 'peso', fd.weight_kg, 'esperienze', pd.experience,
      'areas', coalesce((SELECT jsonb_agg(jsonb_build_array(wa.nation_id, wa.region_id) ORDER BY wa.position) FROM working_areas wa WHERE wa.user_id = s.user_id), '[]'),
      'roles', to_jsonb(s.roles),
      'languages', coalesce((SELECT jsonb_agg(jsonb_build_array(l.language_id, l.level_id) ORDER BY l.position) FROM profile_languages l WHERE l.user_id = s.user_id), '[]'))
    FROM search_people s
    JOIN profiles p ON p.user_id = s.user_id
    LEFT JOIN physical_data fd ON fd.user_id = s.user_id
    LEFT JOIN professional_data pd ON pd.user_id = s.user_id
    WHERE s.user_id = ANY (ids)
    ON CONFLICT (user_id) DO UPDATE SET card = excluded.card;
  $$;--> statement-breakpoint
-- search_cards follows search_people as search_scopes does (0015): each statement that writes rows
-- there (0012's refresh, an INSERT ... ON CONFLICT DO UPDATE, so both triggers) rewrites those
-- people's cards; a person removed from search_people goes from here with the foreign key's cascade.
CREATE FUNCTION troupe_search_cards_follow() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM troupe_search_cards_write(array(SELECT user_id FROM written));
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER search_cards_insert AFTER INSERT ON search_people REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION troupe_search_cards_follow();--> statement-breakpoint
CREATE TRIGGER search_cards_update AFTER UPDATE ON search_people REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION troupe_search_cards_follow();--> statement-breakpoint
-- 0012's troupe_search_touched, with the refresh it runs as an optional second argument (0012's
-- triggers give none: troupe_search_refresh, as before).
CREATE OR REPLACE FUNCTION troupe_search_touched() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    refresh text := coalesce(TG_ARGV[1], 'troupe_search_refresh');
  BEGIN
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('SELECT %2$I(array(SELECT DISTINCT %1$I FROM touched_new WHERE %1$I IS NOT NULL))', TG_ARGV[0], refresh);
    ELSIF TG_OP = 'UPDATE' THEN
      EXECUTE format('SELECT %2$I(array(SELECT %1$I FROM touched_new WHERE %1$I IS NOT NULL UNION SELECT %1$I FROM touched_old WHERE %1$I IS NOT NULL))', TG_ARGV[0], refresh);
    ELSE
      EXECUTE format('SELECT %2$I(array(SELECT DISTINCT %1$I FROM touched_old WHERE %1$I IS NOT NULL))', TG_ARGV[0], refresh);
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- The tables only the card shows rewrite only the cards of the people their rows name (three
-- triggers each, as 0012's, named after the table): search_people and search_scopes do not depend
-- on them, and rewriting their rows would only churn the broad search's index.
DO $$
DECLARE
  feed record;
BEGIN
  FOR feed IN SELECT * FROM (VALUES ('profile_languages'), ('physical_data'), ('professional_data'), ('profile_photos')) AS feeds (name) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS touched_new FOR EACH STATEMENT EXECUTE FUNCTION troupe_search_touched(%L, %L)',
      'search_cards_' || feed.name || '_insert', feed.name, 'user_id', 'troupe_search_cards_write');
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS touched_new OLD TABLE AS touched_old FOR EACH STATEMENT EXECUTE FUNCTION troupe_search_touched(%L, %L)',
      'search_cards_' || feed.name || '_update', feed.name, 'user_id', 'troupe_search_cards_write');
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS touched_old FOR EACH STATEMENT EXECUTE FUNCTION troupe_search_touched(%L, %L)',
      'search_cards_' || feed.name || '_delete', feed.name, 'user_id', 'troupe_search_cards_write');
  END LOOP;
END $$;--> statement-breakpoint
-- The people already there (written straight, not by touching search_people, which would rewrite
-- search_scopes too).
SELECT troupe_search_cards_write(array(SELECT user_id FROM search_people));
