CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"seats" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"held_until" timestamp with time zone,
	"member_notes" text,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_registrations_seats_positive" CHECK ("event_registrations"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"venue" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"price" bigint DEFAULT 0,
	"seats" integer NOT NULL,
	"booked_seats" integer DEFAULT 0,
	"max_seats_per_agent" integer DEFAULT 4,
	"image" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD COLUMN "period_id" uuid;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_agent_live" ON "event_registrations" USING btree ("event_id","agent_id") WHERE "event_registrations"."status" <> 'released';--> statement-breakpoint
CREATE INDEX "events_active_idx" ON "events" USING btree ("active");--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD CONSTRAINT "voucher_purchases_period_id_package_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."package_periods"("id") ON DELETE restrict ON UPDATE no action;