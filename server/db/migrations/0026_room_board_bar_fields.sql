ALTER TABLE "room_allocations" ADD COLUMN "booking_no" text;--> statement-breakpoint
ALTER TABLE "room_allocations" ADD COLUMN "reservation_name" text;--> statement-breakpoint
ALTER TABLE "room_allocations" ADD COLUMN "reservation_status" text;--> statement-breakpoint
ALTER TABLE "room_allocations" ADD COLUMN "payment_status" text;--> statement-breakpoint
ALTER TABLE "room_allocations" ADD COLUMN "owner_id" uuid;