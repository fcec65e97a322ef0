CREATE TABLE "email_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "guest_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"locale" text DEFAULT 'en' NOT NULL,
	"chinese_name" text,
	"age" integer,
	"id_number" text,
	"non_malaysian" boolean DEFAULT false NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country_code" text,
	"address" text,
	"area" text,
	"city" text,
	"postcode" text,
	"state" text,
	"country" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_profiles" ADD CONSTRAINT "guest_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_confirmations_user_created_idx" ON "email_confirmations" USING btree ("user_id","created_at");--> statement-breakpoint
-- Guests who existed before sign-up was offered were made by the resort: their addresses count as confirmed.
INSERT INTO "guest_profiles" ("user_id", "email_confirmed_at", "updated_at") SELECT "id", now(), now() FROM "users" WHERE "kind" = 'guest' ON CONFLICT DO NOTHING;
