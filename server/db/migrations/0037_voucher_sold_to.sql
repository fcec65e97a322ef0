ALTER TABLE "promo_codes" ADD COLUMN "sold_to" text DEFAULT 'agents' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "sold_to" text DEFAULT 'agents' NOT NULL;--> statement-breakpoint
CREATE INDEX "promo_codes_sold_to_idx" ON "promo_codes" USING btree ("sold_to");--> statement-breakpoint
CREATE INDEX "tour_packages_sold_to_idx" ON "tour_packages" USING btree ("sold_to");