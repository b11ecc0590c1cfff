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
-- A user's name (db/names.ts) shows as a client in the lists of the workers engaged on their live
-- jobs (migration 0010), and now as a worker on the cost sheets of the live jobs they are engaged
-- on. Migration 0010's rename triggers on users and profiles call this with the renamed users.
CREATE OR REPLACE FUNCTION troupe_client_named(client_ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    SELECT troupe_bump_user_data(
      troupe_job_workers(ARRAY(SELECT id FROM jobs WHERE owner_id = ANY (client_ids) AND deleted_at IS NULL))
      || ARRAY(SELECT DISTINCT jobs.owner_id FROM engagements JOIN jobs ON jobs.id = engagements.job_id
               WHERE engagements.worker_id = ANY (client_ids) AND jobs.deleted_at IS NULL))
  $$;--> statement-breakpoint
-- time_reports_version_insert, _update and _delete, and car_sheets' the same.
DO $$
DECLARE
  sheet text;
  operation text;
BEGIN
  FOREACH sheet IN ARRAY ARRAY['time_reports', 'car_sheets'] LOOP
    FOREACH operation IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION troupe_sheets_changed()',
        sheet || '_version_' || lower(operation), operation, sheet,
        CASE operation WHEN 'INSERT' THEN 'NEW TABLE AS new_rows'
          WHEN 'UPDATE' THEN 'OLD TABLE AS old_rows NEW TABLE AS new_rows' ELSE 'OLD TABLE AS old_rows' END);
    END LOOP;
  END LOOP;
END $$;
