CREATE TABLE "room_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"stay" daterange NOT NULL,
	"hold_id" uuid,
	"reservation_id" uuid,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid,
	"owner_id" uuid NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"extended_at" timestamp with time zone,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "room_allocations" ADD CONSTRAINT "room_allocations_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_allocations" ADD CONSTRAINT "room_allocations_hold_id_room_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."room_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_allocations_hold_idx" ON "room_allocations" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "room_allocations_reservation_idx" ON "room_allocations" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "room_holds_owner_idx" ON "room_holds" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "room_holds_expires_idx" ON "room_holds" USING btree ("expires_at");