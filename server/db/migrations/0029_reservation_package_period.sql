ALTER TABLE "reservations" ADD COLUMN "package_period_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_package_period_id_package_periods_id_fk" FOREIGN KEY ("package_period_id") REFERENCES "public"."package_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Bookings made before the option was stored get the one they were priced under: the package's period
-- holding the check-in night, the shortest where periods overlap (as the reservation screen showed it).
UPDATE "reservations" r SET "package_period_id" = (
  SELECT p."id" FROM "package_periods" p
   WHERE p."tour_package_id" = r."package_id" AND p."start_date" <= r."check_in" AND p."end_date" >= r."check_in"
   ORDER BY p."end_date" - p."start_date", p."start_date" LIMIT 1)
 WHERE r."package_period_id" IS NULL AND r."package_id" IS NOT NULL;
