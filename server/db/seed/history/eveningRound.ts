import { sql } from 'drizzle-orm';
import { setHousekeeping } from '../../../app/roomBoard/housekeeping';
import { seedDemoStaffOps } from '../../../app/staff/demoStaffOps';
import type { DemoStep } from '../demoSteps';

const MINUTE = 60_000;

/** At 22:00 the evening before the demo opens, housekeeping turns round every room left dirty (every third inspected). */
export const housekeepingRound: DemoStep = async ({ db, end, cast, at }) => {
  const turnDown = new Date(end.getTime() - 120 * MINUTE);
  at(turnDown, async () => {
    const dirty = (await db.execute(
      sql`SELECT h.room_id FROM room_housekeeping h JOIN rooms r ON r.id = h.room_id WHERE h.status = 'dirty' ORDER BY r.room_number, r.id`,
    )) as unknown as { rows: { room_id: string }[] };
    for (const [index, { room_id }] of dirty.rows.entries())
      await setHousekeeping(db, cast.frontDesk, room_id, { status: index % 3 === 0 ? 'inspected' : 'clean', note: null }, turnDown, 'demo');
  });
};

/**
 * The evening before the demo opens: housekeeping has turned the day's check-outs round (most rooms
 * clean, every third inspected by the supervisor), and the staff's leave requests and a converted
 * enquiry are on file. Without it every room the history checked out would still read dirty.
 */
export const eveningRound: DemoStep = async (context) => {
  await housekeepingRound(context);
  const { db, end, at } = context;
  const office = new Date(end.getTime() - 90 * MINUTE);
  at(office, async () => {
    await seedDemoStaffOps(db, office);
  });
};
