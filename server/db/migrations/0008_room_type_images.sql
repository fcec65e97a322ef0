ALTER TABLE "room_types" ADD COLUMN "images" text[];--> statement-breakpoint
-- Carry each room type's single picture over as the first (and only) picture of its gallery; a room type
-- without one keeps NULL, which is what the API stores for a gallery nobody filled in.
UPDATE "room_types" SET "images" = ARRAY["image"] WHERE "image" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" DROP COLUMN "image";
