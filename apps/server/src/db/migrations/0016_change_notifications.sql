-- Every API node keeps in-process copies of the site configuration and of items (decision 0053);
-- a change to their tables, from the app, the indexer or an operator's hand edit, tells them all.
CREATE FUNCTION "guardians_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('guardians_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "site_config_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_config"
  FOR EACH STATEMENT EXECUTE FUNCTION "guardians_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "tokens_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "guardians_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "collections_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections"
  FOR EACH STATEMENT EXECUTE FUNCTION "guardians_announce_change"();
--> statement-breakpoint
-- Sessions are copied one by one, so a revoked or deleted one is announced by itself (its id hash).
CREATE FUNCTION "guardians_announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('guardians_changes', 'sessions:' || OLD.id_hash);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "guardians_announce_session_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "guardians_announce_change"();
