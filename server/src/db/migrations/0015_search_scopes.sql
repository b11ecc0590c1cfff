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
-- search_scopes follows search_people: each statement that writes rows there (0012's refresh, an
-- INSERT ... ON CONFLICT DO UPDATE, so both triggers) rewrites those people's scope rows from the
-- rows written; a person removed from search_people goes from here with the foreign key's cascade.
-- A scope held by two of the person's roles is one row, main when it is the first role's.
CREATE FUNCTION troupe_search_scopes_follow() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM search_scopes g USING written w WHERE g.user_id = w.user_id;
    INSERT INTO search_scopes (scope_id, user_id, main, nome_folded, cognome_folded, busy)
    SELECT DISTINCT ON (w.user_id, scope.id) scope.id, w.user_id, w.scopes[1] = scope.id, w.nome_folded, w.cognome_folded, w.busy
    FROM written w CROSS JOIN LATERAL unnest(w.scopes) AS scope (id);
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER search_scopes_insert AFTER INSERT ON search_people REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION troupe_search_scopes_follow();--> statement-breakpoint
CREATE TRIGGER search_scopes_update AFTER UPDATE ON search_people REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION troupe_search_scopes_follow();--> statement-breakpoint
-- The people already there: an update that changes nothing, for the trigger to see every row once.
UPDATE search_people SET user_id = user_id;
