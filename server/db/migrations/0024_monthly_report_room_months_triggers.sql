-- Room nights and room revenue of every sold reservation, by month and room, kept by the database itself
-- in reservation_room_months (README "Figures"; server/app/reports/figures.ts `roomMonthsSql` reads them):
-- whichever writer books, moves, re-prices, confirms or cancels a stay, these triggers follow, so the
-- monthly report sums a narrow table instead of expanding every quote's lines. Each function redoes the
-- rows of the reservations it is given (one, or a whole statement's); the sold statuses are figures.ts
-- SOLD_STATUSES.
CREATE OR REPLACE FUNCTION reservation_room_months_nights(ids uuid[]) RETURNS void AS $$
BEGIN
  DELETE FROM reservation_room_months WHERE reservation_id = ANY (ids) AND source = 'allocations';
  -- Room nights: each room allocated to a sold reservation, its nights split by the months they fall in
  -- (the check-out day is not a night), under the room occupied.
  INSERT INTO reservation_room_months (reservation_id, source, month, room_id, room_nights, room_revenue)
  SELECT a.reservation_id, 'allocations', m.month, a.room_id, sum(upper(a.stay * m.span) - lower(a.stay * m.span)), 0
  FROM room_allocations a
  JOIN reservations r ON r.id = a.reservation_id
  CROSS JOIN LATERAL (
    SELECT d::date AS month, daterange(d::date, (d + interval '1 month')::date) AS span
    FROM generate_series(date_trunc('month', lower(a.stay)::timestamp), (upper(a.stay) - 1)::timestamp, interval '1 month') AS d
  ) m
  WHERE a.reservation_id = ANY (ids) AND r.status IN ('Upcoming', 'InHouse', 'Completed') AND a.stay && m.span
  GROUP BY a.reservation_id, m.month, a.room_id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reservation_room_months_revenue(ids uuid[]) RETURNS void AS $$
BEGIN
  DELETE FROM reservation_room_months WHERE reservation_id = ANY (ids) AND source = 'quote';
  -- Room revenue: the quote's room lines of a sold reservation, dated by the night they price (a line
  -- without a night on the check-in night), under the room it was sold as.
  INSERT INTO reservation_room_months (reservation_id, source, month, room_id, room_nights, room_revenue)
  SELECT y.id, 'quote', to_date(y.month, 'YYYY-MM'), rm.id, 0, sum(y.amount)
  FROM (
    SELECT r.id, coalesce(left(l->>'date', 7), to_char(r.check_in, 'YYYY-MM')) AS month,
           r.booking->'rooms'->coalesce((l->>'roomIndex')::int, 0)->>'roomId' AS room_id, (l->>'total')::bigint AS amount
    FROM reservations r
    CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(r.quote->'lines') = 'array' THEN r.quote->'lines' END) AS l
    WHERE r.id = ANY (ids) AND r.status IN ('Upcoming', 'InHouse', 'Completed') AND l->>'kind' = 'room'
  ) y
  JOIN rooms rm ON rm.id::text = y.room_id
  WHERE y.month ~ '^\d{4}-(0[1-9]|1[0-2])$'
  GROUP BY y.id, y.month, rm.id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- New reservations, a statement's at once (a seed of thousands is one pass).
CREATE OR REPLACE FUNCTION reservations_room_months_inserted() RETURNS trigger AS $$
DECLARE
  ids uuid[] := ARRAY(SELECT id FROM inserted WHERE status IN ('Upcoming', 'InHouse', 'Completed'));
BEGIN
  IF cardinality(ids) > 0 THEN
    PERFORM reservation_room_months_nights(ids);
    PERFORM reservation_room_months_revenue(ids);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reservations_room_months_insert AFTER INSERT ON reservations
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION reservations_room_months_inserted();
--> statement-breakpoint
-- A reservation confirmed, cancelled, re-priced or rebooked.
CREATE OR REPLACE FUNCTION reservations_room_months_updated() RETURNS trigger AS $$
DECLARE
  was_sold boolean := OLD.status IN ('Upcoming', 'InHouse', 'Completed');
  is_sold boolean := NEW.status IN ('Upcoming', 'InHouse', 'Completed');
BEGIN
  -- Upcoming → InHouse → Completed stays a sale: nothing to redo.
  IF was_sold <> is_sold THEN
    PERFORM reservation_room_months_nights(ARRAY[NEW.id]);
    PERFORM reservation_room_months_revenue(ARRAY[NEW.id]);
  ELSIF is_sold AND (NEW.quote IS DISTINCT FROM OLD.quote OR NEW.booking IS DISTINCT FROM OLD.booking OR NEW.check_in IS DISTINCT FROM OLD.check_in) THEN
    PERFORM reservation_room_months_revenue(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reservations_room_months_update AFTER UPDATE OF status, quote, booking, check_in ON reservations
  FOR EACH ROW EXECUTE FUNCTION reservations_room_months_updated();
--> statement-breakpoint
-- Rooms allocated to reservations or taken from them, a statement's at once.
CREATE OR REPLACE FUNCTION room_allocations_room_months_changed() RETURNS trigger AS $$
DECLARE
  ids uuid[] := ARRAY(SELECT DISTINCT reservation_id FROM changed WHERE reservation_id IS NOT NULL);
BEGIN
  IF cardinality(ids) > 0 THEN
    PERFORM reservation_room_months_nights(ids);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER room_allocations_room_months_insert AFTER INSERT ON room_allocations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION room_allocations_room_months_changed();
--> statement-breakpoint
CREATE TRIGGER room_allocations_room_months_delete AFTER DELETE ON room_allocations
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION room_allocations_room_months_changed();
--> statement-breakpoint
-- A room moved, a stay changed, a hold turned into a reservation's rooms.
CREATE OR REPLACE FUNCTION room_allocations_room_months_updated() RETURNS trigger AS $$
BEGIN
  IF OLD.reservation_id IS NOT NULL THEN
    PERFORM reservation_room_months_nights(ARRAY[OLD.reservation_id]);
  END IF;
  IF NEW.reservation_id IS NOT NULL AND NEW.reservation_id IS DISTINCT FROM OLD.reservation_id THEN
    PERFORM reservation_room_months_nights(ARRAY[NEW.reservation_id]);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER room_allocations_room_months_update AFTER UPDATE OF reservation_id, room_id, stay ON room_allocations
  FOR EACH ROW EXECUTE FUNCTION room_allocations_room_months_updated();
--> statement-breakpoint
-- The reservations made before this migration.
SELECT reservation_room_months_nights(ids), reservation_room_months_revenue(ids)
FROM (SELECT ARRAY(SELECT id FROM reservations WHERE status IN ('Upcoming', 'InHouse', 'Completed')) AS ids) AS sold;
