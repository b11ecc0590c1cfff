-- Search (product.md §3.7): names are matched by prefix without regard to case or accents. unaccent does
-- the folding; it is only STABLE (its dictionary could change), so an IMMUTABLE wrapper naming the
-- dictionary explicitly lets a stored generated column and its index use it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION troupe_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "nome_folded" text GENERATED ALWAYS AS (troupe_fold(nome)) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cognome_folded" text GENERATED ALWAYS AS (troupe_fold(cognome)) STORED;--> statement-breakpoint
CREATE INDEX "availability_days_unavailable_idx" ON "availability_days" USING btree ("user_id","day") WHERE not "availability_days"."available";--> statement-breakpoint
CREATE INDEX "profiles_cognome_folded_idx" ON "profiles" USING btree ("cognome_folded" text_pattern_ops,"nome_folded" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_nome_folded_idx" ON "profiles" USING btree ("nome_folded" text_pattern_ops);