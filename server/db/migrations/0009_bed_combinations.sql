CREATE TABLE "bed_combinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bed_ids" uuid[] NOT NULL,
	"sleeps" integer DEFAULT 2 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bed_combinations_room_type_id_name_unique" UNIQUE NULLS NOT DISTINCT("room_type_id","name")
);
--> statement-breakpoint
ALTER TABLE "bed_combinations" ADD CONSTRAINT "bed_combinations_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bed_combinations_room_type_id_idx" ON "bed_combinations" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "bed_combinations_active_idx" ON "bed_combinations" USING btree ("active");--> statement-breakpoint
CREATE INDEX "bed_combinations_created_at_idx" ON "bed_combinations" USING btree ("created_at");