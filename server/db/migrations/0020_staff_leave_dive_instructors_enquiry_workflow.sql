CREATE TABLE "staff_leave" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_leave_dates_ordered" CHECK ("staff_leave"."to_date" >= "staff_leave"."from_date")
);
--> statement-breakpoint
ALTER TABLE "booking_enquiries" ADD COLUMN "reservation_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dive_instructor" boolean DEFAULT false;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "diving_department_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_leave" ADD CONSTRAINT "staff_leave_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_leave" ADD CONSTRAINT "staff_leave_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_leave_user_idx" ON "staff_leave" USING btree ("user_id","from_date");--> statement-breakpoint
CREATE INDEX "staff_leave_status_idx" ON "staff_leave" USING btree ("status","from_date");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_diving_department_id_diving_departments_id_fk" FOREIGN KEY ("diving_department_id") REFERENCES "public"."diving_departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_dive_instructor_idx" ON "users" USING btree ("dive_instructor");--> statement-breakpoint
CREATE INDEX "users_diving_department_id_idx" ON "users" USING btree ("diving_department_id");--> statement-breakpoint
-- Booking enquiries follow new → contacted → converted or lost: a quote given counts as contacted; an
-- enquiry won before the workflow has no booking linked, so it stays contacted until someone converts it.
UPDATE "booking_enquiries" SET "status" = 'contacted' WHERE "status" IN ('quoted', 'won');
