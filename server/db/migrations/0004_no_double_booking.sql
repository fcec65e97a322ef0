-- No room is ever allocated twice for overlapping nights: the database refuses the second allocation,
-- however many servers, requests or bugs try. A hold is an allocation with expires_at; expired ones
-- are deleted for the rooms at hand inside the transaction that needs them (a constraint cannot read now()).
ALTER TABLE room_allocations
  ADD CONSTRAINT room_allocations_no_overlap EXCLUDE USING gist (room_id WITH =, stay WITH &&);
--> statement-breakpoint
ALTER TABLE room_allocations
  ADD CONSTRAINT room_allocations_stay_not_empty CHECK (NOT isempty(stay) AND lower_inc(stay) AND NOT upper_inc(stay));
--> statement-breakpoint
ALTER TABLE room_holds
  ADD CONSTRAINT room_holds_stay_order CHECK (check_out > check_in);
