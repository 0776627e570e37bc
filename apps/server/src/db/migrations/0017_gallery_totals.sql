CREATE TABLE "gallery_totals" (
	"token_address" text NOT NULL,
	"token_id" text NOT NULL,
	"shown" integer DEFAULT 0 NOT NULL,
	"with_disabled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gallery_totals_token_address_token_id_pk" PRIMARY KEY("token_address","token_id")
);
--> statement-breakpoint
-- Kept by the database, not by the writers: every insert, delete or moderation of a submission moves
-- the pool's row ('', '') and its Guardian's row in the same transaction. The pool's row is always
-- moved first, so two writers never take the two rows in opposite orders.
CREATE FUNCTION gallery_totals_add(address text, id text, disabled boolean, step integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  shown integer := CASE WHEN disabled THEN 0 ELSE step END;
BEGIN
  INSERT INTO gallery_totals AS t (token_address, token_id, shown, with_disabled)
  VALUES ('', '', shown, step)
  ON CONFLICT (token_address, token_id) DO UPDATE SET
    shown = t.shown + EXCLUDED.shown, with_disabled = t.with_disabled + EXCLUDED.with_disabled;
  -- Only a submission naming both halves is found by a Guardian's filter.
  IF address IS NOT NULL AND id IS NOT NULL THEN
    INSERT INTO gallery_totals AS t (token_address, token_id, shown, with_disabled)
    VALUES (address, id, shown, step)
    ON CONFLICT (token_address, token_id) DO UPDATE SET
      shown = t.shown + EXCLUDED.shown, with_disabled = t.with_disabled + EXCLUDED.with_disabled;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION gallery_totals_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM gallery_totals_add(OLD.token_address, OLD.token_id, OLD.disabled, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM gallery_totals_add(NEW.token_address, NEW.token_id, NEW.disabled, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER artist_submissions_totals AFTER INSERT OR DELETE ON artist_submissions
  FOR EACH ROW EXECUTE FUNCTION gallery_totals_move();
--> statement-breakpoint
CREATE TRIGGER artist_submissions_totals_moved AFTER UPDATE OF disabled, token_address, token_id
  ON artist_submissions FOR EACH ROW
  WHEN (OLD.disabled IS DISTINCT FROM NEW.disabled OR OLD.token_address IS DISTINCT FROM NEW.token_address
        OR OLD.token_id IS DISTINCT FROM NEW.token_id)
  EXECUTE FUNCTION gallery_totals_move();
--> statement-breakpoint
CREATE FUNCTION gallery_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM gallery_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER artist_submissions_totals_cleared AFTER TRUNCATE ON artist_submissions
  FOR EACH STATEMENT EXECUTE FUNCTION gallery_totals_clear();
--> statement-breakpoint
INSERT INTO gallery_totals (token_address, token_id, shown, with_disabled)
SELECT '', '', count(*) FILTER (WHERE NOT disabled), count(*) FROM artist_submissions
UNION ALL
SELECT token_address, token_id, count(*) FILTER (WHERE NOT disabled), count(*) FROM artist_submissions
 WHERE token_address IS NOT NULL AND token_id IS NOT NULL
 GROUP BY token_address, token_id;
