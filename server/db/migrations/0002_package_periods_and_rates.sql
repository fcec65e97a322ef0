CREATE TABLE "package_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_package_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"deposit" bigint DEFAULT 0,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"occupancy" integer DEFAULT 2 NOT NULL,
	"pax_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_periods" ADD CONSTRAINT "package_periods_tour_package_id_tour_packages_id_fk" FOREIGN KEY ("tour_package_id") REFERENCES "public"."tour_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_rates" ADD CONSTRAINT "package_rates_period_id_package_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."package_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_rates" ADD CONSTRAINT "package_rates_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_periods_tour_package_id_idx" ON "package_periods" USING btree ("tour_package_id");--> statement-breakpoint
CREATE INDEX "package_periods_active_idx" ON "package_periods" USING btree ("active");--> statement-breakpoint
CREATE INDEX "package_periods_created_at_idx" ON "package_periods" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "package_rates_period_id_idx" ON "package_rates" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "package_rates_room_type_id_idx" ON "package_rates" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "package_rates_occupancy_idx" ON "package_rates" USING btree ("occupancy");--> statement-breakpoint
CREATE INDEX "package_rates_pax_type_idx" ON "package_rates" USING btree ("pax_type");--> statement-breakpoint
CREATE UNIQUE INDEX "package_rates_period_id_room_type_id_occupancy_pax_type_unique" ON "package_rates" USING btree ("period_id","room_type_id","occupancy","pax_type");--> statement-breakpoint
CREATE INDEX "package_rates_created_at_idx" ON "package_rates" USING btree ("created_at");