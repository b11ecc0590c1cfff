-- Data versions for a job's cost sheet (GET /api/Jobs/Costi/{idJob}, product.md §4.20), answered
-- from the same per-user cache as RecuperaJobs (migration 0010; docs/decisions.md, "A job's costs").
-- The sheet reads the job (its terms: migration 0010's jobs triggers bump the owner), its
-- engagements (rates, states: the engagements triggers bump the owner), the engaged workers' names,
-- and the engagements' SENT time reports and car sheets. These triggers bump the owner for the last
-- two. Statement triggers, as migration 0010's: one INSERT into user_data_versions per statement,
-- however many records a send or a review writes.

-- The owners of the jobs some engagements are on.
CREATE FUNCTION troupe_engagement_owners(engagement_ids integer[]) RETURNS integer[]
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(array_agg(DISTINCT jobs.owner_id), '{}') FROM engagements JOIN jobs ON jobs.id = engagements.job_id
    WHERE engagements.id = ANY (engagement_ids)
  $$;--> statement-breakpoint
-- A sent record, on either side of the statement, shows on its job's cost sheet: sent (sent_at set),
-- reviewed (approved, or rejected: sent_at cleared), changed or deleted. A draft (sent_at null before
-- and after) shows nowhere but to its worker, so saving drafts leaves the owner's answers cached.
CREATE FUNCTION troupe_sheets_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    changed integer[];
  BEGIN
    EXECUTE 'SELECT array_agg(DISTINCT engagement_id) FROM ' || troupe_touched_rows(TG_OP) || ' WHERE sent_at IS NOT NULL' INTO changed;
    IF changed IS NOT NULL THEN
      PERFORM troupe_bump_user_data(troupe_engagement_owners(changed));
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
-- A worker's name (db/names.ts) shows on the cost sheets of the live jobs they are engaged on.
CREATE FUNCTION troupe_worker_named(worker_ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    SELECT troupe_bump_user_data(ARRAY(
      SELECT DISTINCT jobs.owner_id FROM engagements JOIN jobs ON jobs.id = engagements.job_id
      WHERE engagements.worker_id = ANY (worker_ids) AND jobs.deleted_at IS NULL))
  $$;--> statement-breakpoint
-- Migration 0010's rename triggers, now naming the renamed user both as a client and as a worker.
CREATE OR REPLACE FUNCTION troupe_users_renamed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    renamed integer[];
  BEGIN
    SELECT array_agg(new_rows.id) INTO renamed
    FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
    WHERE (new_rows.username, new_rows.tipologia_utente) IS DISTINCT FROM (old_rows.username, old_rows.tipologia_utente);
    IF renamed IS NOT NULL THEN
      PERFORM troupe_client_named(renamed);
      PERFORM troupe_worker_named(renamed);
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION troupe_profiles_renamed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    renamed integer[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(user_id) INTO renamed FROM new_rows;
    ELSIF TG_OP = 'UPDATE' THEN
      SELECT array_agg(new_rows.user_id) INTO renamed
      FROM new_rows JOIN old_rows ON old_rows.user_id = new_rows.user_id
      WHERE (new_rows.nome, new_rows.cognome, new_rows.ragione_sociale) IS DISTINCT FROM (old_rows.nome, old_rows.cognome, old_rows.ragione_sociale);
    ELSE
      SELECT array_agg(user_id) INTO renamed FROM old_rows;
    END IF;
    IF renamed IS NOT NULL THEN
      PERFORM troupe_client_named(renamed);
      PERFORM troupe_worker_named(renamed);
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE TRIGGER time_reports_version_insert AFTER INSERT ON time_reports REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_sheets_changed();--> statement-breakpoint
CREATE TRIGGER time_reports_version_update AFTER UPDATE ON time_reports REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_sheets_changed();--> statement-breakpoint
CREATE TRIGGER time_reports_version_delete AFTER DELETE ON time_reports REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_sheets_changed();--> statement-breakpoint
CREATE TRIGGER car_sheets_version_insert AFTER INSERT ON car_sheets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_sheets_changed();--> statement-breakpoint
CREATE TRIGGER car_sheets_version_update AFTER UPDATE ON car_sheets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_sheets_changed();--> statement-breakpoint
CREATE TRIGGER car_sheets_version_delete AFTER DELETE ON car_sheets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_sheets_changed();
