-- A row queued for delivery wakes the outbox workers of every instance when its transaction commits
-- (PostgreSQL delivers a NOTIFY only on commit, once per transaction and channel), so no service has
-- to. A row claimed by a worker (locked_until set) or delivered wakes nobody. Scheduled and retried
-- rows wake the workers too, which find nothing due yet and wait for their next poll.
CREATE FUNCTION "outbox_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_queued', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "outbox_queued" AFTER INSERT OR UPDATE ON "outbox" FOR EACH ROW
  WHEN (NEW."status" = 'PENDING' AND NEW."locked_until" IS NULL)
  EXECUTE FUNCTION "outbox_queued"();
