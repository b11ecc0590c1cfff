-- Data versions (performance): RecuperaJobs and ListaIngaggi are answered from a per-user
-- cache whose key is the user's row here. Triggers bump it in the writing transaction, whichever
-- module writes, for every user whose answers a statement changes. Statement triggers (transition
-- tables) bump each statement's users in one INSERT, sorted by user id, so two transactions never
-- take the rows' locks in opposite orders. The values come from one sequence: a user's version
-- never takes a value twice, even when two bumps commit in the other order than they drew.
CREATE TABLE "user_data_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
CREATE SEQUENCE user_data_version_seq;--> statement-breakpoint
CREATE FUNCTION troupe_bump_user_data(user_ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO user_data_versions (user_id, version)
    SELECT id, nextval('user_data_version_seq')
    FROM (SELECT DISTINCT id FROM unnest(user_ids) AS bumped(id) WHERE id IS NOT NULL ORDER BY id) AS sorted
    ON CONFLICT (user_id) DO UPDATE SET version = excluded.version
  $$;--> statement-breakpoint
-- The workers in whose lists some jobs show: those with a pending or accepted engagement on them.
CREATE FUNCTION troupe_job_workers(job_ids integer[]) RETURNS integer[]
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(array_agg(DISTINCT worker_id), '{}') FROM engagements
    WHERE job_id = ANY (job_ids) AND state IN (1, 2) AND worker_id IS NOT NULL
  $$;--> statement-breakpoint
-- The rows a statement touched, for a trigger function's EXECUTE (only it sees its transition
-- tables): the new ones of an INSERT, both sides of an UPDATE, the old ones of a DELETE.
CREATE FUNCTION troupe_touched_rows(operation text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT '(' || CASE operation
      WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
      WHEN 'UPDATE' THEN 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows'
      ELSE 'SELECT * FROM old_rows' END || ') AS touched'
  $$;--> statement-breakpoint
-- A job's own columns show in its owner's RecuperaJobs and its workers' lists.
CREATE FUNCTION troupe_jobs_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    changed integer[];
    owners integer[];
  BEGIN
    EXECUTE 'SELECT array_agg(id), array_agg(owner_id) FROM ' || troupe_touched_rows(TG_OP) INTO changed, owners;
    IF changed IS NOT NULL THEN
      PERFORM troupe_bump_user_data(owners || troupe_job_workers(changed));
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
-- A job's places show beside it on both sides.
CREATE FUNCTION troupe_job_places_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    changed integer[];
  BEGIN
    EXECUTE 'SELECT array_agg(job_id) FROM ' || troupe_touched_rows(TG_OP) INTO changed;
    IF changed IS NOT NULL THEN
      PERFORM troupe_bump_user_data(ARRAY(SELECT owner_id FROM jobs WHERE id = ANY (changed)) || troupe_job_workers(changed));
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
-- An engagement counts in its job owner's RecuperaJobs and lists in its worker's (before and after).
CREATE FUNCTION troupe_engagements_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    changed_jobs integer[];
    workers integer[];
  BEGIN
    EXECUTE 'SELECT array_agg(job_id), array_agg(worker_id) FROM ' || troupe_touched_rows(TG_OP) INTO changed_jobs, workers;
    IF changed_jobs IS NOT NULL THEN
      PERFORM troupe_bump_user_data(ARRAY(SELECT owner_id FROM jobs WHERE id = ANY (changed_jobs)) || workers);
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
-- A client's name (db/names.ts: company name, name and surname, else username) shows in the lists
-- of the workers engaged on their live jobs.
CREATE FUNCTION troupe_client_named(client_ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    SELECT troupe_bump_user_data(troupe_job_workers(ARRAY(SELECT id FROM jobs WHERE owner_id = ANY (client_ids) AND deleted_at IS NULL)))
  $$;--> statement-breakpoint
CREATE FUNCTION troupe_users_renamed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    renamed integer[];
  BEGIN
    SELECT array_agg(new_rows.id) INTO renamed
    FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
    WHERE (new_rows.username, new_rows.tipologia_utente) IS DISTINCT FROM (old_rows.username, old_rows.tipologia_utente);
    PERFORM troupe_client_named(renamed); -- nothing when no name changed (renamed is null)
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE FUNCTION troupe_profiles_renamed() RETURNS trigger
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
    PERFORM troupe_client_named(coalesce(renamed, '{}'));
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE TRIGGER jobs_version_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_jobs_changed();--> statement-breakpoint
CREATE TRIGGER jobs_version_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_jobs_changed();--> statement-breakpoint
CREATE TRIGGER jobs_version_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_jobs_changed();--> statement-breakpoint
CREATE TRIGGER job_places_version_insert AFTER INSERT ON job_places REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_job_places_changed();--> statement-breakpoint
CREATE TRIGGER job_places_version_update AFTER UPDATE ON job_places REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_job_places_changed();--> statement-breakpoint
CREATE TRIGGER job_places_version_delete AFTER DELETE ON job_places REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_job_places_changed();--> statement-breakpoint
CREATE TRIGGER engagements_version_insert AFTER INSERT ON engagements REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_engagements_changed();--> statement-breakpoint
CREATE TRIGGER engagements_version_update AFTER UPDATE ON engagements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_engagements_changed();--> statement-breakpoint
CREATE TRIGGER engagements_version_delete AFTER DELETE ON engagements REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_engagements_changed();--> statement-breakpoint
CREATE TRIGGER users_version_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_users_renamed();--> statement-breakpoint
CREATE TRIGGER profiles_version_insert AFTER INSERT ON profiles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_profiles_renamed();--> statement-breakpoint
CREATE TRIGGER profiles_version_update AFTER UPDATE ON profiles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_profiles_renamed();--> statement-breakpoint
CREATE TRIGGER profiles_version_delete AFTER DELETE ON profiles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_profiles_renamed();
