CREATE TABLE "reservation_room_months" (
	"reservation_id" uuid NOT NULL,
	"source" text NOT NULL,
	"month" date NOT NULL,
	"room_id" uuid NOT NULL,
	"room_nights" integer DEFAULT 0 NOT NULL,
	"room_revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_room_months_reservation_id_source_month_room_id_pk" PRIMARY KEY("reservation_id","source","month","room_id")
);
--> statement-breakpoint
ALTER TABLE "reservation_room_months" ADD CONSTRAINT "reservation_room_months_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_room_months_month_idx" ON "reservation_room_months" USING btree ("month","room_id","room_nights","room_revenue");