-- Refuses a booking from inside the statement that completes it: the booking's last statement is sent
-- together with its COMMIT (server/db/commitTogether.ts), so a check on what that statement found (the
-- package still had a place, every held room moved to the booking) cannot wait for the answer in the
-- server; it raises here instead, the statement fails and PostgreSQL answers the COMMIT with a rollback.
-- SQLSTATE RF409 (class RF, not one PostgreSQL uses); the message is the reason the server maps to its 409.
CREATE OR REPLACE FUNCTION booking_refused(p_reason text) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION '%', p_reason USING ERRCODE = 'RF409';
END
$$;
