CREATE TABLE "points_totals" (
	"account" text PRIMARY KEY NOT NULL,
	"earned" numeric(20, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(20, 2) DEFAULT '0' NOT NULL,
	"reached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "points_totals_rank" ON "points_totals" USING btree ("earned" desc,"reached_at","account") WHERE "points_totals"."earned" >= 0;--> statement-breakpoint
-- Kept by the database, not by the writers: any insert into the ledger (a quest, a claim, a seed,
-- a bulk import) moves the sums in the same transaction.
CREATE FUNCTION points_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  earning boolean := NEW.reason IN ('quest', 'referral', 'adjustment');
BEGIN
  INSERT INTO points_totals AS t (account, earned, balance, reached_at)
  VALUES (
    NEW.account,
    CASE WHEN earning THEN NEW.amount ELSE 0 END,
    NEW.amount,
    CASE WHEN earning THEN NEW.created_at END
  )
  ON CONFLICT (account) DO UPDATE SET
    earned = t.earned + EXCLUDED.earned,
    balance = t.balance + EXCLUDED.balance,
    reached_at = CASE WHEN earning THEN greatest(t.reached_at, EXCLUDED.reached_at) ELSE t.reached_at END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER points_ledger_totals AFTER INSERT ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_totals_add();
--> statement-breakpoint
-- The ledger is append-only: a correction is a new row, so the sums above stay exact.
CREATE FUNCTION points_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_ledger is append-only: add a correcting row instead';
END $$;
--> statement-breakpoint
CREATE TRIGGER points_ledger_no_change BEFORE UPDATE OR DELETE ON points_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION points_ledger_append_only();
--> statement-breakpoint
INSERT INTO points_totals (account, earned, balance, reached_at)
SELECT account,
  coalesce(sum(amount) FILTER (WHERE reason IN ('quest', 'referral', 'adjustment')), 0),
  sum(amount),
  max(created_at) FILTER (WHERE reason IN ('quest', 'referral', 'adjustment'))
FROM points_ledger GROUP BY account;
