CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"room_index" integer NOT NULL,
	"full_name" text NOT NULL,
	"chinese_name" text,
	"age" integer NOT NULL,
	"id_number" text NOT NULL,
	"non_malaysian" boolean NOT NULL,
	"senior_citizen" boolean NOT NULL,
	"disabled" boolean NOT NULL,
	"vegetarian" boolean NOT NULL,
	"email" text,
	"phones" text[] NOT NULL,
	"address" text,
	"city" text,
	"postcode" text,
	"area" text,
	"state" text,
	"country" text NOT NULL,
	"country_code" text
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_no" text NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" date NOT NULL,
	"owner_id" uuid NOT NULL,
	"booked_from" text NOT NULL,
	"taken_by" text NOT NULL,
	"package_id" uuid,
	"reservation_name" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"nights" integer NOT NULL,
	"rooms" integer NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"toddlers" integer NOT NULL,
	"infants" integer NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"payment_deadline" timestamp with time zone,
	"cut_off_date" date NOT NULL,
	"bed_type" text,
	"lead_source_id" uuid,
	"special_requests" text,
	"food_notes" text,
	"promo_code" text,
	"booking" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservations_booking_no_unique" UNIQUE("booking_no"),
	CONSTRAINT "reservations_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD CONSTRAINT "reservation_guests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_source_id_lead_sources_id_fk" FOREIGN KEY ("lead_source_id") REFERENCES "public"."lead_sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_guests_reservation_idx" ON "reservation_guests" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservations_owner_idx" ON "reservations" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "reservations_check_in_idx" ON "reservations" USING btree ("check_in");--> statement-breakpoint
CREATE INDEX "reservations_deadline_idx" ON "reservations" USING btree ("payment_deadline");--> statement-breakpoint
ALTER TABLE "room_allocations" ADD CONSTRAINT "room_allocations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;