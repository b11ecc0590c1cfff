-- What authentication reads for a signed-in user (plugins/auth.ts: the users row, the profile's name
-- for the greeting, the running subscription's tier) is kept by each server between requests, and
-- these triggers tell every server when it changes: one NOTIFY per statement on the channel
-- troupe_user_changed, delivered at commit (never for a rolled-back write), whose payload is the
-- users' ids separated by commas, or '*' (forget everyone) when a statement touches more users than
-- a payload holds (NOTIFY's payload is at most 8,000 bytes).
CREATE FUNCTION troupe_notify_user_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids text;
  BEGIN
    EXECUTE 'SELECT string_agg(DISTINCT ' || quote_ident(TG_ARGV[0]) || '::text, '','') FROM ' || troupe_touched_rows(TG_OP) INTO ids;
    IF ids IS NOT NULL THEN
      PERFORM pg_notify('troupe_user_changed', CASE WHEN length(ids) > 7900 THEN '*' ELSE ids END);
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
-- Each table that feeds the signed-in user, with the column naming the user.
CREATE TRIGGER signed_in_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_notify_user_changed('id');--> statement-breakpoint
CREATE TRIGGER signed_in_users_update AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_notify_user_changed('id');--> statement-breakpoint
CREATE TRIGGER signed_in_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_notify_user_changed('id');--> statement-breakpoint
CREATE TRIGGER signed_in_profiles_insert AFTER INSERT ON profiles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_notify_user_changed('user_id');--> statement-breakpoint
CREATE TRIGGER signed_in_profiles_update AFTER UPDATE ON profiles REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_notify_user_changed('user_id');--> statement-breakpoint
CREATE TRIGGER signed_in_profiles_delete AFTER DELETE ON profiles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_notify_user_changed('user_id');--> statement-breakpoint
CREATE TRIGGER signed_in_subscriptions_insert AFTER INSERT ON subscriptions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_notify_user_changed('user_id');--> statement-breakpoint
CREATE TRIGGER signed_in_subscriptions_update AFTER UPDATE ON subscriptions REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_notify_user_changed('user_id');--> statement-breakpoint
CREATE TRIGGER signed_in_subscriptions_delete AFTER DELETE ON subscriptions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION troupe_notify_user_changed('user_id');
