-- What the room board shows on a bar (booking number, name, status, payment status, and whose booking
-- or hold it is), kept on each allocation by the database itself, so the board reads the window's
-- allocations alone instead of looking up each of the ~800 bookings of a 400-room fortnight
-- (server/app/roomBoard/roomBoard.query.ts). Whichever writer books, confirms a hold, re-rooms, renames,
-- checks in or takes a payment, these triggers follow.
CREATE OR REPLACE FUNCTION room_allocations_bar_fields() RETURNS trigger AS $$
BEGIN
  IF NEW.reservation_id IS NOT NULL THEN
    SELECT r.booking_no, r.reservation_name, r.status, r.payment_status, r.owner_id
      INTO NEW.booking_no, NEW.reservation_name, NEW.reservation_status, NEW.payment_status, NEW.owner_id
      FROM reservations r WHERE r.id = NEW.reservation_id;
  ELSE
    NEW.booking_no := NULL;
    NEW.reservation_name := NULL;
    NEW.reservation_status := NULL;
    NEW.payment_status := NULL;
    NEW.owner_id := (SELECT h.owner_id FROM room_holds h WHERE h.id = NEW.hold_id);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER room_allocations_bar_fields BEFORE INSERT OR UPDATE OF reservation_id, hold_id ON room_allocations
  FOR EACH ROW EXECUTE FUNCTION room_allocations_bar_fields();
--> statement-breakpoint
-- A writer that inserts bookings and their allocations in one statement (data-modifying CTEs, as bulk
-- loads do) runs the row trigger above before those bookings are visible to it; after the statement
-- they are, so the rows it left blank are filled here. Rows the row trigger filled are skipped.
CREATE OR REPLACE FUNCTION room_allocations_bar_fields_inserted() RETURNS trigger AS $$
BEGIN
  UPDATE room_allocations a
     SET booking_no = r.booking_no, reservation_name = r.reservation_name, reservation_status = r.status,
         payment_status = r.payment_status, owner_id = r.owner_id
    FROM inserted i JOIN reservations r ON r.id = i.reservation_id
   WHERE a.id = i.id AND i.booking_no IS NULL;
  UPDATE room_allocations a SET owner_id = h.owner_id
    FROM inserted i JOIN room_holds h ON h.id = i.hold_id
   WHERE a.id = i.id AND i.reservation_id IS NULL AND i.owner_id IS NULL;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER room_allocations_bar_fields_insert AFTER INSERT ON room_allocations
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION room_allocations_bar_fields_inserted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reservations_bar_fields_updated() RETURNS trigger AS $$
BEGIN
  UPDATE room_allocations
     SET booking_no = NEW.booking_no, reservation_name = NEW.reservation_name, reservation_status = NEW.status,
         payment_status = NEW.payment_status, owner_id = NEW.owner_id
   WHERE reservation_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reservations_bar_fields_update AFTER UPDATE OF booking_no, reservation_name, status, payment_status, owner_id ON reservations
  FOR EACH ROW
  WHEN (OLD.booking_no IS DISTINCT FROM NEW.booking_no OR OLD.reservation_name IS DISTINCT FROM NEW.reservation_name
        OR OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_status IS DISTINCT FROM NEW.payment_status
        OR OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION reservations_bar_fields_updated();
--> statement-breakpoint
-- The allocations made before these triggers.
UPDATE room_allocations a
   SET booking_no = r.booking_no, reservation_name = r.reservation_name, reservation_status = r.status,
       payment_status = r.payment_status, owner_id = r.owner_id
  FROM reservations r
 WHERE r.id = a.reservation_id;
--> statement-breakpoint
UPDATE room_allocations a SET owner_id = h.owner_id FROM room_holds h WHERE h.id = a.hold_id AND a.reservation_id IS NULL;
