CREATE TABLE "additional_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"amount" bigint NOT NULL,
	"charge_type" text DEFAULT 'per-booking' NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addon_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"priority" integer DEFAULT 0,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addon_sub_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_type" text DEFAULT 'per-person' NOT NULL,
	"price" bigint NOT NULL,
	"child_price" bigint,
	"priority" integer DEFAULT 0,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"agent_type" text NOT NULL,
	"commission_percent" numeric(12, 4) DEFAULT 10 NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amenities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"category" text NOT NULL,
	"description" text,
	"chargeable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text,
	"resource" text,
	"record_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sleeps" integer DEFAULT 2 NOT NULL,
	"width_cm" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guest_name" text NOT NULL,
	"email" text,
	"phone" text,
	"check_in" date,
	"check_out" date,
	"adults" integer DEFAULT 2 NOT NULL,
	"children" integer DEFAULT 0,
	"package_id" uuid,
	"lead_source_id" uuid,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"floors" integer DEFAULT 1 NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'general' NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text NOT NULL,
	"registration_no" text NOT NULL,
	"tax_no" text,
	"address" text,
	"phone" text,
	"email" text,
	"website" text,
	"bank_name" text,
	"bank_account_name" text,
	"bank_account_no" text,
	"swift_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symbol_native" text NOT NULL,
	"foreign_conv_rate" numeric(12, 4) DEFAULT 1 NOT NULL,
	"my_conv_rate" numeric(12, 4) DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"head_email" text,
	"phone_extension" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diving_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"level" text NOT NULL,
	"duration_days" integer DEFAULT 1 NOT NULL,
	"min_age" integer DEFAULT 10,
	"price" bigint NOT NULL,
	"max_students" integer DEFAULT 4,
	"department_id" uuid,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diving_departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"head_instructor" text,
	"phone" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"opening_time" text,
	"closing_time" text,
	"chargeable" boolean DEFAULT false NOT NULL,
	"price" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"is_start_point" boolean DEFAULT false NOT NULL,
	"is_end_point" boolean DEFAULT false NOT NULL,
	"address" text,
	"latitude" numeric(12, 4),
	"longitude" numeric(12, 4),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"meal_type" text NOT NULL,
	"restaurant_id" uuid,
	"adult_price" bigint NOT NULL,
	"child_price" bigint DEFAULT 0,
	"vegetarian" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pax_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pax_type" text NOT NULL,
	"label" text NOT NULL,
	"min_age_months" integer NOT NULL,
	"max_age_months" integer,
	"counts_towards_occupancy" boolean DEFAULT true NOT NULL,
	"boat_ticket" bigint DEFAULT 0,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prefix" text,
	"code" text NOT NULL,
	"number_of_uses" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0,
	"max_pax" integer,
	"expiry_date" date NOT NULL,
	"booking_from" date,
	"booking_to" date,
	"check_in_from" date,
	"check_in_to" date,
	"excluded_periods" text[],
	"cash_discount" bigint DEFAULT 0,
	"free_addon_ids" uuid[],
	"package_ids" uuid[],
	"room_type_ids" uuid[],
	"is_public" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cuisine" text,
	"location" text,
	"opening_time" text,
	"closing_time" text,
	"capacity" integer,
	"company_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"built_in" boolean DEFAULT false NOT NULL,
	"permissions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"max_adults" integer DEFAULT 2 NOT NULL,
	"max_children" integer DEFAULT 1 NOT NULL,
	"max_pax" integer DEFAULT 3 NOT NULL,
	"size_sqm" integer,
	"bed_ids" uuid[],
	"amenity_ids" uuid[],
	"image" text,
	"priority" integer DEFAULT 0,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_number" integer NOT NULL,
	"code" text NOT NULL,
	"room_type_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"floor" integer DEFAULT 1,
	"view" text,
	"in_service" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sur_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"weekdays" text[],
	"amount" bigint NOT NULL,
	"amount_type" text DEFAULT 'fixed' NOT NULL,
	"per_night" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"rate_percent" numeric(12, 4) DEFAULT 0,
	"fixed_amount" bigint DEFAULT 0,
	"basis" text DEFAULT 'per-booking' NOT NULL,
	"applies_to_foreigners_only" boolean DEFAULT false NOT NULL,
	"company_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"nights" integer DEFAULT 2 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"deposit" bigint DEFAULT 0,
	"max_pax" integer,
	"includes" text[],
	"room_type_ids" uuid[],
	"available_count" integer,
	"bought_count" integer DEFAULT 0,
	"image" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"from_location_id" uuid NOT NULL,
	"to_location_id" uuid NOT NULL,
	"transport_type" text NOT NULL,
	"trip_type" text DEFAULT 'one-way' NOT NULL,
	"vehicle_id" uuid,
	"pricing" text DEFAULT 'per-person' NOT NULL,
	"adult_price" bigint DEFAULT 0,
	"child_price" bigint DEFAULT 0,
	"toddler_price" bigint DEFAULT 0,
	"infant_price" bigint DEFAULT 0,
	"charter_price" bigint,
	"departure_time" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "uploads_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"password_hash" text,
	"role_id" uuid,
	"department_id" uuid,
	"active" boolean DEFAULT true,
	"last_login_at" timestamp with time zone,
	"company_name" text,
	"agent_type" text,
	"agent_category_id" uuid,
	"status" text DEFAULT 'P',
	"agency_role" text DEFAULT 'admin',
	"license_number" text,
	"address" text,
	"city" text,
	"country" text,
	"referral_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"capacity" integer NOT NULL,
	"registration_no" text NOT NULL,
	"charter" boolean DEFAULT false NOT NULL,
	"charter_price" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addon_sub_categories" ADD CONSTRAINT "addon_sub_categories_category_id_addon_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."addon_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_enquiries" ADD CONSTRAINT "booking_enquiries_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_enquiries" ADD CONSTRAINT "booking_enquiries_lead_source_id_lead_sources_id_fk" FOREIGN KEY ("lead_source_id") REFERENCES "public"."lead_sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diving_courses" ADD CONSTRAINT "diving_courses_department_id_diving_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."diving_departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_costs" ADD CONSTRAINT "trip_costs_from_location_id_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_costs" ADD CONSTRAINT "trip_costs_to_location_id_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_costs" ADD CONSTRAINT "trip_costs_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agent_category_id_agent_categories_id_fk" FOREIGN KEY ("agent_category_id") REFERENCES "public"."agent_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "additional_charges_name_unique" ON "additional_charges" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "additional_charges_charge_type_idx" ON "additional_charges" USING btree ("charge_type");--> statement-breakpoint
CREATE INDEX "additional_charges_taxable_idx" ON "additional_charges" USING btree ("taxable");--> statement-breakpoint
CREATE INDEX "additional_charges_mandatory_idx" ON "additional_charges" USING btree ("mandatory");--> statement-breakpoint
CREATE INDEX "additional_charges_active_idx" ON "additional_charges" USING btree ("active");--> statement-breakpoint
CREATE INDEX "additional_charges_created_at_idx" ON "additional_charges" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addon_categories_name_unique" ON "addon_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "addon_categories_active_idx" ON "addon_categories" USING btree ("active");--> statement-breakpoint
CREATE INDEX "addon_categories_created_at_idx" ON "addon_categories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "addon_sub_categories_category_id_idx" ON "addon_sub_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "addon_sub_categories_price_type_idx" ON "addon_sub_categories" USING btree ("price_type");--> statement-breakpoint
CREATE INDEX "addon_sub_categories_active_idx" ON "addon_sub_categories" USING btree ("active");--> statement-breakpoint
CREATE INDEX "addon_sub_categories_created_at_idx" ON "addon_sub_categories" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_categories_name_unique" ON "agent_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "agent_categories_agent_type_idx" ON "agent_categories" USING btree ("agent_type");--> statement-breakpoint
CREATE INDEX "agent_categories_active_idx" ON "agent_categories" USING btree ("active");--> statement-breakpoint
CREATE INDEX "agent_categories_created_at_idx" ON "agent_categories" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "amenities_name_unique" ON "amenities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "amenities_category_idx" ON "amenities" USING btree ("category");--> statement-breakpoint
CREATE INDEX "amenities_chargeable_idx" ON "amenities" USING btree ("chargeable");--> statement-breakpoint
CREATE INDEX "amenities_active_idx" ON "amenities" USING btree ("active");--> statement-breakpoint
CREATE INDEX "amenities_created_at_idx" ON "amenities" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE INDEX "audit_log_resource_idx" ON "audit_log" USING btree ("resource");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "beds_name_unique" ON "beds" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "beds_active_idx" ON "beds" USING btree ("active");--> statement-breakpoint
CREATE INDEX "beds_created_at_idx" ON "beds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_enquiries_package_id_idx" ON "booking_enquiries" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "booking_enquiries_lead_source_id_idx" ON "booking_enquiries" USING btree ("lead_source_id");--> statement-breakpoint
CREATE INDEX "booking_enquiries_status_idx" ON "booking_enquiries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "booking_enquiries_created_at_idx" ON "booking_enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_name_unique" ON "buildings" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_code_unique" ON "buildings" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "buildings_active_idx" ON "buildings" USING btree ("active");--> statement-breakpoint
CREATE INDEX "buildings_created_at_idx" ON "buildings" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_unique" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "categories_type_idx" ON "categories" USING btree ("type");--> statement-breakpoint
CREATE INDEX "categories_active_idx" ON "categories" USING btree ("active");--> statement-breakpoint
CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_legal_name_unique" ON "companies" USING btree (lower("legal_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_registration_no_unique" ON "companies" USING btree (lower("registration_no"));--> statement-breakpoint
CREATE INDEX "companies_active_idx" ON "companies" USING btree ("active");--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_code_unique" ON "currencies" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "currencies_is_default_idx" ON "currencies" USING btree ("is_default");--> statement-breakpoint
CREATE INDEX "currencies_active_idx" ON "currencies" USING btree ("active");--> statement-breakpoint
CREATE INDEX "currencies_created_at_idx" ON "currencies" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_unique" ON "departments" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "departments_code_unique" ON "departments" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "departments_active_idx" ON "departments" USING btree ("active");--> statement-breakpoint
CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "diving_courses_name_unique" ON "diving_courses" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "diving_courses_code_unique" ON "diving_courses" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "diving_courses_level_idx" ON "diving_courses" USING btree ("level");--> statement-breakpoint
CREATE INDEX "diving_courses_department_id_idx" ON "diving_courses" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "diving_courses_active_idx" ON "diving_courses" USING btree ("active");--> statement-breakpoint
CREATE INDEX "diving_courses_created_at_idx" ON "diving_courses" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "diving_departments_name_unique" ON "diving_departments" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "diving_departments_code_unique" ON "diving_departments" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "diving_departments_active_idx" ON "diving_departments" USING btree ("active");--> statement-breakpoint
CREATE INDEX "diving_departments_created_at_idx" ON "diving_departments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_name_unique" ON "facilities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "facilities_category_idx" ON "facilities" USING btree ("category");--> statement-breakpoint
CREATE INDEX "facilities_chargeable_idx" ON "facilities" USING btree ("chargeable");--> statement-breakpoint
CREATE INDEX "facilities_active_idx" ON "facilities" USING btree ("active");--> statement-breakpoint
CREATE INDEX "facilities_created_at_idx" ON "facilities" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_sources_name_unique" ON "lead_sources" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "lead_sources_active_idx" ON "lead_sources" USING btree ("active");--> statement-breakpoint
CREATE INDEX "lead_sources_created_at_idx" ON "lead_sources" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_unique" ON "locations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "locations_type_idx" ON "locations" USING btree ("type");--> statement-breakpoint
CREATE INDEX "locations_is_start_point_idx" ON "locations" USING btree ("is_start_point");--> statement-breakpoint
CREATE INDEX "locations_is_end_point_idx" ON "locations" USING btree ("is_end_point");--> statement-breakpoint
CREATE INDEX "locations_active_idx" ON "locations" USING btree ("active");--> statement-breakpoint
CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_email_at_idx" ON "login_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_at_idx" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "meals_meal_type_idx" ON "meals" USING btree ("meal_type");--> statement-breakpoint
CREATE INDEX "meals_restaurant_id_idx" ON "meals" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "meals_vegetarian_idx" ON "meals" USING btree ("vegetarian");--> statement-breakpoint
CREATE INDEX "meals_active_idx" ON "meals" USING btree ("active");--> statement-breakpoint
CREATE INDEX "meals_created_at_idx" ON "meals" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pax_settings_pax_type_unique" ON "pax_settings" USING btree ("pax_type");--> statement-breakpoint
CREATE INDEX "pax_settings_active_idx" ON "pax_settings" USING btree ("active");--> statement-breakpoint
CREATE INDEX "pax_settings_created_at_idx" ON "pax_settings" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_unique" ON "promo_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "promo_codes_is_public_idx" ON "promo_codes" USING btree ("is_public");--> statement-breakpoint
CREATE INDEX "promo_codes_active_idx" ON "promo_codes" USING btree ("active");--> statement-breakpoint
CREATE INDEX "promo_codes_created_at_idx" ON "promo_codes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_name_unique" ON "restaurants" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "restaurants_company_id_idx" ON "restaurants" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "restaurants_active_idx" ON "restaurants" USING btree ("active");--> statement-breakpoint
CREATE INDEX "restaurants_created_at_idx" ON "restaurants" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_unique" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "roles_created_at_idx" ON "roles" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_name_unique" ON "room_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_code_unique" ON "room_types" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "room_types_active_idx" ON "room_types" USING btree ("active");--> statement-breakpoint
CREATE INDEX "room_types_created_at_idx" ON "room_types" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_room_number_unique" ON "rooms" USING btree ("room_number");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_code_unique" ON "rooms" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "rooms_room_type_id_idx" ON "rooms" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "rooms_building_id_idx" ON "rooms" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "rooms_floor_idx" ON "rooms" USING btree ("floor");--> statement-breakpoint
CREATE INDEX "rooms_view_idx" ON "rooms" USING btree ("view");--> statement-breakpoint
CREATE INDEX "rooms_in_service_idx" ON "rooms" USING btree ("in_service");--> statement-breakpoint
CREATE INDEX "rooms_created_at_idx" ON "rooms" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sur_charges_kind_idx" ON "sur_charges" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "sur_charges_amount_type_idx" ON "sur_charges" USING btree ("amount_type");--> statement-breakpoint
CREATE INDEX "sur_charges_active_idx" ON "sur_charges" USING btree ("active");--> statement-breakpoint
CREATE INDEX "sur_charges_created_at_idx" ON "sur_charges" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_name_unique" ON "taxes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_code_unique" ON "taxes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "taxes_basis_idx" ON "taxes" USING btree ("basis");--> statement-breakpoint
CREATE INDEX "taxes_applies_to_foreigners_only_idx" ON "taxes" USING btree ("applies_to_foreigners_only");--> statement-breakpoint
CREATE INDEX "taxes_company_id_idx" ON "taxes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "taxes_active_idx" ON "taxes" USING btree ("active");--> statement-breakpoint
CREATE INDEX "taxes_created_at_idx" ON "taxes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_packages_name_unique" ON "tour_packages" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tour_packages_code_unique" ON "tour_packages" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "tour_packages_nights_idx" ON "tour_packages" USING btree ("nights");--> statement-breakpoint
CREATE INDEX "tour_packages_active_idx" ON "tour_packages" USING btree ("active");--> statement-breakpoint
CREATE INDEX "tour_packages_created_at_idx" ON "tour_packages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_costs_name_unique" ON "trip_costs" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "trip_costs_from_location_id_idx" ON "trip_costs" USING btree ("from_location_id");--> statement-breakpoint
CREATE INDEX "trip_costs_to_location_id_idx" ON "trip_costs" USING btree ("to_location_id");--> statement-breakpoint
CREATE INDEX "trip_costs_transport_type_idx" ON "trip_costs" USING btree ("transport_type");--> statement-breakpoint
CREATE INDEX "trip_costs_trip_type_idx" ON "trip_costs" USING btree ("trip_type");--> statement-breakpoint
CREATE INDEX "trip_costs_vehicle_id_idx" ON "trip_costs" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "trip_costs_pricing_idx" ON "trip_costs" USING btree ("pricing");--> statement-breakpoint
CREATE INDEX "trip_costs_active_idx" ON "trip_costs" USING btree ("active");--> statement-breakpoint
CREATE INDEX "trip_costs_created_at_idx" ON "trip_costs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "uploads_sha256_idx" ON "uploads" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_department_id_idx" ON "users" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "users_active_idx" ON "users" USING btree ("active");--> statement-breakpoint
CREATE INDEX "users_agent_type_idx" ON "users" USING btree ("agent_type");--> statement-breakpoint
CREATE INDEX "users_agent_category_id_idx" ON "users" USING btree ("agent_category_id");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_country_idx" ON "users" USING btree ("country");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_unique" ON "users" USING btree (lower("referral_code"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_kind_idx" ON "users" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_name_unique" ON "vehicles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "vehicles_type_idx" ON "vehicles" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_registration_no_unique" ON "vehicles" USING btree (lower("registration_no"));--> statement-breakpoint
CREATE INDEX "vehicles_charter_idx" ON "vehicles" USING btree ("charter");--> statement-breakpoint
CREATE INDEX "vehicles_active_idx" ON "vehicles" USING btree ("active");--> statement-breakpoint
CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at");