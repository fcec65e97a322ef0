CREATE TABLE "calendar_days" (
	"day" date PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"label" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "sur_charges" ADD COLUMN "calendar_days" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_days" ADD CONSTRAINT "calendar_days_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The kinds a day can be marked with are the surcharge kinds; anything else is refused by the database too.
ALTER TABLE "calendar_days" ADD CONSTRAINT "calendar_days_kind_check" CHECK ("kind" IN ('weekend', 'peak', 'super-peak', 'custom'));
