-- The ledger's system accounts, with fixed ids the code names (wallet/ledger.ts); user wallets start at 1001.
INSERT INTO "wallet_accounts" ("id", "code", "kind") VALUES
  (1, 'platform:cash', 'system'),
  (2, 'platform:revenue', 'system'),
  (3, 'escrow', 'system'),
  (4, 'payout', 'system'),
  (5, 'platform:rewards', 'system');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('wallet_accounts', 'id'), 1000);
--> statement-breakpoint
-- A starting exchange rate and finance settings, so prices and rewards are defined before an admin edits them.
INSERT INTO "coin_settings" ("pid", "exchange_rate") VALUES ('initialCoinRate1', 10000);
--> statement-breakpoint
INSERT INTO "finance_settings" ("id", "commission_percent", "referral_reward_coins", "payout_delay_hours")
  VALUES (1, 20, 0, 48);
--> statement-breakpoint
-- Ledger rows are append-only: a correction is a new movement, never an edit.
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_movements_append_only" BEFORE UPDATE OR DELETE ON "ledger_movements"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_movements_no_truncate" BEFORE TRUNCATE ON "ledger_movements"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
