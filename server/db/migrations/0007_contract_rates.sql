DROP INDEX "package_rates_period_id_room_type_id_occupancy_pax_type_unique";--> statement-breakpoint
ALTER TABLE "package_rates" ADD COLUMN "agent_category_id" uuid;--> statement-breakpoint
ALTER TABLE "package_rates" ADD CONSTRAINT "package_rates_agent_category_id_agent_categories_id_fk" FOREIGN KEY ("agent_category_id") REFERENCES "public"."agent_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_rates_agent_category_id_idx" ON "package_rates" USING btree ("agent_category_id");--> statement-breakpoint
ALTER TABLE "package_rates" ADD CONSTRAINT "package_rates_period_id_together_unique" UNIQUE NULLS NOT DISTINCT("period_id","room_type_id","occupancy","pax_type","agent_category_id");