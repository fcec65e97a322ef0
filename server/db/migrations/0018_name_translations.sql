ALTER TABLE "additional_charges" ADD COLUMN "name_translations" jsonb;--> statement-breakpoint
ALTER TABLE "addon_sub_categories" ADD COLUMN "name_translations" jsonb;--> statement-breakpoint
ALTER TABLE "package_periods" ADD COLUMN "name_translations" jsonb;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "name_translations" jsonb;--> statement-breakpoint
ALTER TABLE "sur_charges" ADD COLUMN "name_translations" jsonb;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "name_translations" jsonb;--> statement-breakpoint
ALTER TABLE "trip_costs" ADD COLUMN "name_translations" jsonb;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "name_translations" jsonb;