/**
 * Worker thread of `npm run bench`: the booking clients. Each client signs nothing in (its token is
 * given), then loops: hold its next free room-night (`POST /api/agent/temp-room-block/:packageId`),
 * book it (`POST /api/agent/agent-reservations`). First a short pass on the timed server (its request
 * timing is the breakdown; timing every statement slows the calls, so it is kept out of the figures),
 * then the warm-up seconds and the measured seconds on the untimed one. It runs in its own thread, like
 * autocannon, so the load generator does not share the server's event loop. Started by bookingEngine.ts;
 * node built-ins only.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

export interface ClientSlot {
  roomId: string;
  checkIn: string;
  checkOut: string;
  /** One of the room type's bed combinations. */
  bedType: string;
}

export interface BookingClientsInput {
  /** The server measured (request timing off). */
  origin: string;
  /** The same app with request timing on, over the same database: booked first, for the breakdown. */
  breakdown: { origin: string; seconds: number };
  /** One bearer token per client. */
  tokens: string[];
  /** Each client's room-nights, in the order it books them; distinct between clients. */
  slots: ClientSlot[][];
  packageId: string;
  /** The rest of the reservation body (lead source, guests, occupancy besides roomId). */
  reservation: { leadSourceId: string; occupancy: Record<string, number>; guests: unknown[]; specialRequests: string; foodNotes: string };
  warmupSeconds: number;
  seconds: number;
}

export interface PhaseResult {
  /** Bookings completed (hold 201 and booking 201). */
  bookings: number;
  /** From the phase start until its last client stopped. */
  elapsedSeconds: number;
  holdMs: number[];
  bookMs: number[];
  /** Clients that ran out of free room-nights before the end of the phase. */
  exhaustedClients: number;
}

export interface BookingClientsOutput {
  breakdown: PhaseResult;
  warmup: PhaseResult;
  measured: PhaseResult;
  errors: string[];
}

const input = workerData as BookingClientsInput;
const next = input.slots.map(() => 0);
const errors: string[] = [];

const post = async (url: string, token: string, body: unknown) => {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
};

const phase = async (origin: string, seconds: number): Promise<PhaseResult> => {
  const result: PhaseResult = { bookings: 0, elapsedSeconds: 0, holdMs: [], bookMs: [], exhaustedClients: 0 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    input.tokens.map(async (token, client) => {
      while (performance.now() < deadline && errors.length === 0) {
        const slot = input.slots[client][next[client]++];
        if (!slot) {
          result.exhaustedClients++;
          return;
        }
        const hold = await post(`${origin}/api/agent/temp-room-block/${input.packageId}`, token, { checkIn: slot.checkIn, checkOut: slot.checkOut, roomIds: [slot.roomId] });
        if (hold.status !== 201) {
          errors.push(`hold ${slot.roomId} ${slot.checkIn}: ${hold.status} ${hold.text.slice(0, 300)}`);
          return;
        }
        const holdId = (JSON.parse(hold.text) as { id: string }).id;
        const { leadSourceId, occupancy, guests, specialRequests, foodNotes } = input.reservation;
        const book = await post(`${origin}/api/agent/agent-reservations`, token, {
          holdId,
          packageId: input.packageId,
          leadSourceId,
          bedType: slot.bedType,
          rooms: [{ roomId: slot.roomId, ...occupancy }],
          guests,
          specialRequests,
          foodNotes,
        });
        if (book.status !== 201) {
          errors.push(`booking ${slot.roomId} ${slot.checkIn}: ${book.status} ${book.text.slice(0, 300)}`);
          return;
        }
        result.holdMs.push(hold.ms);
        result.bookMs.push(book.ms);
        result.bookings++;
      }
    }),
  );
  result.elapsedSeconds = (performance.now() - started) / 1000;
  return result;
};

const main = async () => {
  const breakdown = await phase(input.breakdown.origin, input.breakdown.seconds);
  const warmup = await phase(input.origin, input.warmupSeconds);
  const measured = await phase(input.origin, input.seconds);
  const output: BookingClientsOutput = { breakdown, warmup, measured, errors };
  parentPort?.postMessage(output);
};

main().catch((error: unknown) => {
  errors.push(`client crashed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  const empty: PhaseResult = { bookings: 0, elapsedSeconds: 0, holdMs: [], bookMs: [], exhaustedClients: 0 };
  parentPort?.postMessage({ breakdown: empty, warmup: empty, measured: empty, errors } satisfies BookingClientsOutput);
});
