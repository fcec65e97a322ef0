ALTER TABLE "commissions" DROP CONSTRAINT "commissions_once";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_once" ON "commissions" USING btree ("reservation_id","agent_id","kind") WHERE status = 'credited';