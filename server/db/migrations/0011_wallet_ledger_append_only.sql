-- The wallet ledger is append-only, like the audit log: a correction is a new entry, never an edit.
CREATE OR REPLACE FUNCTION wallet_entries_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_no_update BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wallet_entries_no_truncate BEFORE TRUNCATE ON wallet_entries
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_entries_refuse_change();
