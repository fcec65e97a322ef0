CREATE TABLE "agent_addon_prices" (
	"agent_id" uuid NOT NULL,
	"addon_id" uuid NOT NULL,
	"selling_price" bigint NOT NULL,
	"child_selling_price" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_addon_prices_agent_id_addon_id_pk" PRIMARY KEY("agent_id","addon_id"),
	CONSTRAINT "agent_addon_prices_not_negative" CHECK ("agent_addon_prices"."selling_price" >= 0 AND coalesce("agent_addon_prices"."child_selling_price", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"banner_id" uuid NOT NULL,
	"headline" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_travel_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"expires_on" date,
	"file" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'contract-rates' NOT NULL,
	"description" text,
	"file" text NOT NULL,
	"agent_category_id" uuid,
	"agent_id" uuid,
	"valid_from" date,
	"valid_to" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"headline" text,
	"size" text DEFAULT '300x250' NOT NULL,
	"priority" integer DEFAULT 0,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stay_reviews_rating_range" CHECK ("stay_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "booked_by_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "agent_addon_prices" ADD CONSTRAINT "agent_addon_prices_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_addon_prices" ADD CONSTRAINT "agent_addon_prices_addon_id_addon_sub_categories_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addon_sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_banners" ADD CONSTRAINT "agent_banners_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_banners" ADD CONSTRAINT "agent_banners_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_travel_documents" ADD CONSTRAINT "agent_travel_documents_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD CONSTRAINT "agent_documents_agent_category_id_agent_categories_id_fk" FOREIGN KEY ("agent_category_id") REFERENCES "public"."agent_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD CONSTRAINT "agent_documents_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_reviews" ADD CONSTRAINT "stay_reviews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_reviews" ADD CONSTRAINT "stay_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_banners_agent_banner" ON "agent_banners" USING btree ("agent_id","banner_id");--> statement-breakpoint
CREATE INDEX "agent_travel_documents_agent_idx" ON "agent_travel_documents" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "agent_documents_kind_idx" ON "agent_documents" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "agent_documents_agent_category_id_idx" ON "agent_documents" USING btree ("agent_category_id");--> statement-breakpoint
CREATE INDEX "agent_documents_agent_id_idx" ON "agent_documents" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "agent_documents_active_idx" ON "agent_documents" USING btree ("active");--> statement-breakpoint
CREATE INDEX "agent_documents_created_at_idx" ON "agent_documents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "banners_size_idx" ON "banners" USING btree ("size");--> statement-breakpoint
CREATE INDEX "banners_active_idx" ON "banners" USING btree ("active");--> statement-breakpoint
CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_reviews_reservation" ON "stay_reviews" USING btree ("reservation_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_booked_by_id_users_id_fk" FOREIGN KEY ("booked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;