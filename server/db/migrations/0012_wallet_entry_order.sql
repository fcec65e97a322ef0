DROP INDEX "wallet_entries_agent_idx";--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "wallet_entries_agent_idx" ON "wallet_entries" USING btree ("agent_id","seq");