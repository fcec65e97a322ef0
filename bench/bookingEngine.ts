import type { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import { availabilityStatement } from '../server/app/booking/availability';
import { statementOf } from '../server/db/prepared';
import { queryPrepared } from '../server/db/pglitePrepared';
import { READ_AS_SERVER } from '../server/db/textTypes';
import { systemClock } from '../server/app/clock';
import type { Database } from '../server/db/client';
import { openPglite } from '../server/db/pglite';
import { API_ROUNDS, listen, openThrowawayPostgres, roundSecondsOf, signIn, type BackendKind } from './apiThroughput';
import type { BookingClientsInput, BookingClientsOutput, ClientSlot, PhaseResult } from './bookingClients';
import { addDays, BOOKING_RULES, isoDate, prepareBookingDatabase, type BookingDataset } from './bookingSeed';
import { BREAKDOWN_SECONDS, breakdownCollector, type CallBreakdown } from './requestBreakdown';
import { closedLoop, percentile, pooledRounds, summarize } from './stats';
import { profiled } from './cpuProfile';
import { benchApp } from './benchApp';

/** Settings of the booking-engine measurements (the availability load shares the API table's). */
export interface BookingSettings {
  /** autocannon connections for the availability search, and concurrent raw statements. */
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Concurrent booking clients (and concurrent raw booking transactions). */
  bookingClients: number;
  /** PostgreSQL pool size of the server (and of the raw runs, which share its pool). */
  poolSize: number;
}

/** One measured load: requests (or statements / transactions) per second and latency. */
export interface Measured {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
}

export type BookingEngineResult =
  | {
      status: 'measured';
      dataset: BookingDataset;
      availability: {
        path: string;
        checkIn: string;
        checkOut: string;
        nights: number;
        roomTypes: number;
        /** Rooms free for the whole stay in the answer (the ones a client could hold). */
        bookableRooms: number;
        /** Mean free rooms per night over all types. */
        meanFreePerNight: number;
        responseBytes: number;
        /** How the raw baseline runs the statement. */
        raw: string;
        api: Measured;
        rawSql: Measured;
      };
      /** A guest's search on the resort's own site: the public availability of one package, priced per room type at the public rates. */
      guestAvailability: {
        path: string;
        checkIn: string;
        checkOut: string;
        party: string;
        /** Room types offered in the answer (each with its quote for the party). */
        roomTypesOffered: number;
        api: Measured;
      };
      booking: {
        path: string;
        packageCode: string;
        clients: number;
        /** Free room-nights the clients could book from (rates window, seeded stays left out). */
        freeRoomNights: number;
        /** API: complete bookings (hold + booking) per second; latency of the booking call. */
        api: Measured & { holdP50Ms: number; holdP99Ms: number; bookingsIncludingWarmup: number };
        /** Raw: one transaction per booking, per second; latency of the transaction. */
        rawSql: Measured & { statements: string[] };
        /** Where the time of the hold and of the booking call goes: server timing, medians over a separate pass of BREAKDOWN_SECONDS on an app with timing on. */
        breakdown: CallBreakdown[];
        reservationsAfter: number;
      };
    }
  | { status: 'skipped'; reason: string };

const AGENT_EMAIL = 'ta@agency.test';
const PACKAGE_CODE = 'PD-2D1N-SNK';
const LEAD_SOURCE = 'Facebook';
const AVAILABILITY_PATH = '/api/agent/rooms-availability';
/** The guest site's search (public, no sign-in): free room types of a package for a stay and a party, each priced. */
const GUEST_AVAILABILITY_PATH = '/api/portal/availability';
/** A couple: the demo's 2D1N package prices its room types for two adults (not all of them for a child too). */
const GUEST_PARTY = { adults: 2, children: 0, toddlers: 0, infants: 0 };
const BOOKING_PATH = '/api/agent/agent-reservations';
const STAY_NIGHTS = 30;
/** The calls of a booking whose time the bench breaks down (server timing). */
const TIMED_CALLS = [
  { name: 'hold', method: 'POST', route: '/api/agent/temp-room-block/:packageId' },
  { name: 'booking create', method: 'POST', route: BOOKING_PATH },
];

const GUEST = { fullName: 'Nur Aisyah binti Ahmad', age: 34, idNumber: '920314-11-5566', country: 'Malaysia', phones: ['+60 12-345 6789'], email: 'aisyah@example.com' };
const OCCUPANCY = { adults: 2, children: 0, toddlers: 1, infants: 0 };
const SPECIAL_REQUESTS = 'Ground floor if possible';
const FOOD_NOTES = 'No seafood';

// ---------------------------------------------------------------------------------------------
// Raw access to the database, under Drizzle: the pg pool or the PGlite instance the server uses.
// ---------------------------------------------------------------------------------------------

type RawQuery = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
interface RawDriver {
  query: RawQuery;
  /** BEGIN … COMMIT on one connection (ROLLBACK on error). */
  transaction<T>(work: (query: RawQuery) => Promise<T>): Promise<T>;
  /** A statement as the server runs its hot reads (server/db/prepared.ts): named and prepared. */
  prepared: (name: string, text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

const rawDriverOf = (database: Database): RawDriver => {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return {
      query: (text, params) => pool.query(text, params),
      transaction: async (work) => {
        const connection = await pool.connect();
        try {
          await connection.query('BEGIN');
          const result = await work((text, params) => connection.query(text, params));
          await connection.query('COMMIT');
          return result;
        } catch (error) {
          await connection.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      },
      prepared: (name, text, params) => pool.query({ name, text, values: params }),
    };
  }
  const pglite = client as PGlite;
  return {
    query: (text, params) => pglite.query<Record<string, unknown>>(text, params, READ_AS_SERVER),
    transaction: (work) => pglite.transaction((tx) => work((text, params) => tx.query<Record<string, unknown>>(text, params, READ_AS_SERVER))),
    prepared: (name, text, params) => queryPrepared<Record<string, unknown>>(pglite, text, params, { prepared: name, ...READ_AS_SERVER }),
  };
};

// ---------------------------------------------------------------------------------------------
// Load helpers
// ---------------------------------------------------------------------------------------------


const warmThenMeasure = async (settings: BookingSettings, workers: number, op: (worker: number) => Promise<void>) => {
  if (settings.warmupSeconds > 0) await closedLoop(workers, settings.warmupSeconds, op);
  return closedLoop(workers, settings.seconds, op);
};

/** autocannon POSTing one JSON body (in a worker thread, like the API table). */
const cannon = async (url: string, headers: Record<string, string>, body: string, connections: number, seconds: number): Promise<Measured> => {
  const result = await autocannon({ url, method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body, connections, duration: seconds, workers: 1 });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${result.errors} connection errors and ${result.non2xx} non-2xx answers during the load test`);
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, maxMs: result.latency.max, requests: result.requests.total };
};

/** Runs the booking clients in a worker thread (bookingClients.ts, loaded through tsx). */
const runBookingClients = (input: BookingClientsInput) =>
  new Promise<BookingClientsOutput>((resolve, reject) => {
    const url = new URL('./bookingClients.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: input });
    let done = false;
    worker.on('message', (output: BookingClientsOutput) => {
      done = true;
      void worker.terminate();
      resolve(output);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!done) reject(new Error(`booking clients exited with code ${code} before reporting`));
    });
  });

// ---------------------------------------------------------------------------------------------
// The measurements
// ---------------------------------------------------------------------------------------------

type Row = Record<string, unknown>;
const rows = async (database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The raw booking: the writes of hold + booking in one transaction (names for the report). */
const RAW_BOOKING_STATEMENTS = [
  'INSERT room_holds',
  'INSERT room_allocations (held)',
  'counters booking-YYYY +1',
  'counters invoice-YYYY +1',
  'INSERT reservations',
  'INSERT reservation_guests',
  'UPDATE room_allocations → reservation',
  'UPDATE room_holds released',
  'INSERT audit_log',
];

interface RawBookingContext {
  ownerId: string;
  packageId: string;
  leadSourceId: string;
  quote: string;
  total: number;
  now: () => Date;
}

const rawBooking = async (driver: RawDriver, ctx: RawBookingContext, roomId: string, checkIn: string, checkOut: string) => {
  const now = ctx.now();
  const at = now.toISOString();
  const year = now.getUTCFullYear();
  const holdExpires = new Date(now.getTime() + BOOKING_RULES.roomHoldMinutes * 60_000).toISOString();
  const paymentDeadline = new Date(now.getTime() + BOOKING_RULES.paymentCountdownMinutes * 60_000).toISOString();
  const today = isoDate(now);
  const cutOff = addDays(checkIn, -BOOKING_RULES.cutOffDays);
  const booking = JSON.stringify({ rooms: [{ roomId, ...OCCUPANCY, foreignGuests: false }], addons: [], transport: [], selectedChargeIds: [] });
  await driver.transaction(async (q) => {
    const [hold] = (
      await q(
        `INSERT INTO room_holds (owner_id, package_id, check_in, check_out, created_at, expires_at) VALUES ($1, $2, $3::date, $4::date, $5::timestamptz, $6::timestamptz) RETURNING id`,
        [ctx.ownerId, ctx.packageId, checkIn, checkOut, at, holdExpires],
      )
    ).rows;
    await q(`INSERT INTO room_allocations (room_id, stay, hold_id, expires_at, created_at) VALUES ($1, daterange($2::date, $3::date, '[)'), $4, $5::timestamptz, $6::timestamptz)`, [
      roomId,
      checkIn,
      checkOut,
      hold.id,
      holdExpires,
      at,
    ]);
    const counter = `INSERT INTO counters (name, value) VALUES ($1, 1) ON CONFLICT (name) DO UPDATE SET value = counters.value + 1 RETURNING value`;
    const bookingNumber = Number((await q(counter, [`booking-${year}`])).rows[0].value);
    const invoiceNumber = Number((await q(counter, [`invoice-${year}`])).rows[0].value);
    const bookingNo = `PD${String(year).slice(2)}-${String(bookingNumber).padStart(6, '0')}`;
    const [reservation] = (
      await q(
        `INSERT INTO reservations (booking_no, invoice_no, invoice_date, owner_id, booked_from, taken_by, package_id, reservation_name, check_in, check_out,
           nights, rooms, adults, children, toddlers, infants, status, payment_status, approved_at, approved_by, payment_deadline, cut_off_date, bed_type,
           lead_source_id, special_requests, food_notes, booking, quote, total, created_at, updated_at)
         VALUES ($1, $2, $3::date, $4, 'agent-portal', $5, $6, $7, $8::date, $9::date, 1, 1, $10, $11, $12, $13, 'Pending', 'Pending', NULL, NULL,
           $14::timestamptz, $15::date, NULL, $16, $17, $18, $19::jsonb, $20::jsonb, $21, $22::timestamptz, $22::timestamptz)
         RETURNING id`,
        [
          bookingNo,
          `INV-${year}-${String(invoiceNumber).padStart(6, '0')}`,
          today,
          ctx.ownerId,
          AGENT_EMAIL,
          ctx.packageId,
          GUEST.fullName,
          checkIn,
          checkOut,
          OCCUPANCY.adults,
          OCCUPANCY.children,
          OCCUPANCY.toddlers,
          OCCUPANCY.infants,
          paymentDeadline,
          cutOff < today ? today : cutOff,
          ctx.leadSourceId,
          SPECIAL_REQUESTS,
          FOOD_NOTES,
          booking,
          ctx.quote,
          ctx.total,
          at,
        ],
      )
    ).rows;
    await q(
      `INSERT INTO reservation_guests (reservation_id, room_index, full_name, age, id_number, non_malaysian, senior_citizen, disabled, vegetarian, email, phones, country)
       VALUES ($1, 0, $2, $3, $4, false, false, false, false, $5, ARRAY[$6]::text[], $7)`,
      [reservation.id, GUEST.fullName, GUEST.age, GUEST.idNumber, GUEST.email, GUEST.phones[0], GUEST.country],
    );
    await q(`UPDATE room_allocations SET hold_id = NULL, reservation_id = $1, expires_at = $2::timestamptz WHERE hold_id = $3`, [reservation.id, paymentDeadline, hold.id]);
    await q(`UPDATE room_holds SET released_at = $1::timestamptz WHERE id = $2`, [at, hold.id]);
    await q(
      `INSERT INTO audit_log (actor_id, actor_email, action, resource, record_id, before, after, ip, created_at, updated_at)
       VALUES ($1, $2, 'create', 'reservations', $3, NULL, $4::jsonb, 'local', $5::timestamptz, $5::timestamptz)`,
      [ctx.ownerId, AGENT_EMAIL, reservation.id, JSON.stringify({ bookingNo, total: ctx.total }), at],
    );
  });
};

const open = async (kind: BackendKind, poolSize: number) => (kind === 'pglite' ? openPglite() : openThrowawayPostgres(poolSize));

/**
 * The booking engine on one backend: a fresh database with 100,000 reservations, the real app served
 * on 127.0.0.1, then (1) the availability search through the API and its own SQL statement raw, and
 * (2) bookings by concurrent clients through the API and the same writes as one raw transaction.
 */
export const measureBookingEngine = async (kind: BackendKind, settings: BookingSettings, log: (line: string) => void): Promise<BookingEngineResult> => {
  const opened = await open(kind, settings.poolSize);
  if (typeof opened === 'string') return { status: 'skipped', reason: opened };
  const database = opened;
  try {
    const dataset = await prepareBookingDatabase(database, systemClock.now());
    log(
      `${kind}: booking engine: ${dataset.rooms} rooms, ${dataset.reservations.toLocaleString('en')} reservations (${dataset.roomAllocations.toLocaleString('en')} room allocations) seeded in ${dataset.seedSeconds.toFixed(1)} s`,
    );
    const driver = rawDriverOf(database);
    const timing = breakdownCollector(TIMED_CALLS);
    const server = await listen(benchApp(database, kind).fetch);
    const timedServer = await listen(benchApp(database, `${kind} timed`, timing.onAnswered).fetch);
    try {
      // ---- 1. Availability: 30 nights in the middle of the busy season, all room types.
      const checkIn = addDays(dataset.busySeason.from, 30);
      const stay = { checkIn, checkOut: addDays(checkIn, STAY_NIGHTS) };
      const token = await signIn(server.origin, AGENT_EMAIL);
      const headers = { authorization: `Bearer ${token}` };
      const url = `${server.origin}${AVAILABILITY_PATH}`;
      const body = JSON.stringify(stay);
      const check = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
      const answerText = await check.text();
      const answer = JSON.parse(answerText) as { totalRooms: number; nights: { free: number }[]; rooms: unknown[] }[];
      if (check.status !== 200 || !Array.isArray(answer) || answer.length !== dataset.roomTypes || answer.some((t) => t.nights.length !== STAY_NIGHTS))
        throw new Error(`Unexpected availability answer: ${check.status} ${answerText.slice(0, 300)}`);
      const bookableRooms = answer.reduce((n, t) => n + t.rooms.length, 0);
      const meanFreePerNight = answer.reduce((n, t) => n + t.nights.reduce((m, night) => m + night.free, 0), 0) / STAY_NIGHTS;
      log(`${kind}: POST ${AVAILABILITY_PATH} ${stay.checkIn}→${stay.checkOut}: ${answer.length} room types, ${bookableRooms} rooms free all stay, ${meanFreePerNight.toFixed(0)} free per night; measuring`);
      // The raw baseline: the very statement availability() sends (availabilityStatement(), the same
      // text and parameters), run by the driver itself, prepared as the server runs it, at the same concurrency.
      const statement = statementOf(availabilityStatement(stay, systemClock.now()));
      const rawRows = (await driver.prepared('availability_raw', statement.text, statement.params)).rows.length;
      if (rawRows !== answer.reduce((n, t) => n + t.totalRooms, 0)) throw new Error(`Raw availability statement returned ${rawRows} rows`);
      const rawSearch = async () => {
        await driver.prepared('availability_raw', statement.text, statement.params);
      };
      log(`${kind}: the same statement raw (${rawRows} rows); the API and it in turns, ${API_ROUNDS} rounds; measuring`);
      if (settings.warmupSeconds > 0) {
        await cannon(url, headers, body, settings.connections, settings.warmupSeconds);
        await closedLoop(settings.connections, settings.warmupSeconds, rawSearch);
      }
      const apiRounds: Measured[] = [];
      const rawRounds: Measured[] = [];
      for (let round = 0; round < API_ROUNDS; round++) {
        const seconds = roundSecondsOf(settings);
        apiRounds.push(round === 0 ? await profiled(`availability-${kind}`, () => cannon(url, headers, body, settings.connections, seconds)) : await cannon(url, headers, body, settings.connections, seconds));
        rawRounds.push(await closedLoop(settings.connections, seconds, rawSearch));
      }
      const availabilityApi = pooledRounds(apiRounds);
      const availabilityRaw = pooledRounds(rawRounds);

      // ---- 1b. A guest's search: the same busy-season nights, one package on sale to the public, priced per room type.
      const [onSale] = await rows(database, sql`SELECT id, nights FROM tour_packages WHERE code = ${PACKAGE_CODE}`);
      const guestStay = { checkIn, checkOut: addDays(checkIn, Number(onSale.nights)) };
      const guestUrl = `${server.origin}${GUEST_AVAILABILITY_PATH}`;
      const guestBody = JSON.stringify({ packageId: onSale.id, ...guestStay, ...GUEST_PARTY });
      const guestCheck = await fetch(guestUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: guestBody });
      const guestText = await guestCheck.text();
      const guestAnswer = JSON.parse(guestText) as { roomTypes?: { total: number }[] };
      if (guestCheck.status !== 200 || !guestAnswer.roomTypes?.length) throw new Error(`Unexpected guest availability answer: ${guestCheck.status} ${guestText.slice(0, 300)}`);
      log(`${kind}: POST ${GUEST_AVAILABILITY_PATH} ${guestStay.checkIn}→${guestStay.checkOut}: ${guestAnswer.roomTypes.length} room types offered; measuring`);
      if (settings.warmupSeconds > 0) await cannon(guestUrl, {}, guestBody, settings.connections, settings.warmupSeconds);
      const guestApi = await cannon(guestUrl, {}, guestBody, settings.connections, settings.seconds);

      // ---- 2. Bookings: each client holds and books its own free room-nights.
      const [ids] = await rows(
        database,
        sql`SELECT (SELECT id FROM users WHERE email = ${AGENT_EMAIL}) AS owner_id,
                   tp.id AS package_id,
                   (SELECT id FROM lead_sources WHERE name = ${LEAD_SOURCE}) AS lead_source_id,
                   (SELECT max(end_date)::text FROM package_periods pp WHERE pp.tour_package_id = tp.id AND pp.active) AS rates_end
            FROM tour_packages tp WHERE tp.code = ${PACKAGE_CODE}`,
      );
      const packageId = String(ids.package_id);
      const firstNight = addDays(isoDate(systemClock.now()), 1);
      const lastNight = addDays(String(ids.rates_end), -1);
      const free = await rows(
        database,
        sql`SELECT r.id AS room_id, r.room_type_id, n::date::text AS night,
                   (SELECT min(bc.name) FROM bed_combinations bc WHERE bc.room_type_id = r.room_type_id AND bc.active) AS bed_type
            FROM tour_packages tp
            JOIN rooms r ON r.in_service AND r.room_type_id = ANY(tp.room_type_ids)
            CROSS JOIN generate_series(${firstNight}::date, ${lastNight}::date, interval '1 day') n
            WHERE tp.id = ${packageId}
              AND NOT EXISTS (SELECT 1 FROM room_allocations a WHERE a.room_id = r.id AND a.stay && daterange(n::date, n::date + 1, '[)'))
            ORDER BY r.room_number, n`,
      );
      const roomOrder = [...new Set(free.map((f) => String(f.room_id)))];
      const clientOf = new Map(roomOrder.map((roomId, i) => [roomId, i % settings.bookingClients]));
      const slots: ClientSlot[][] = Array.from({ length: settings.bookingClients }, () => []);
      for (const f of free) slots[clientOf.get(String(f.room_id)) as number].push({ roomId: String(f.room_id), checkIn: String(f.night), checkOut: addDays(String(f.night), 1), bedType: String(f.bed_type ?? 'As set up') });
      if (slots.some((s) => s.length === 0)) throw new Error(`Not enough free rooms for ${settings.bookingClients} booking clients`);

      const quoted = await fetch(`${server.origin}/api/agent/quote`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ packageId, checkIn: slots[0][0].checkIn, checkOut: slots[0][0].checkOut, rooms: [{ roomTypeId: String(free[0].room_type_id), ...OCCUPANCY }] }),
      });
      const quote = (await quoted.json()) as { total?: number };
      if (quoted.status !== 200 || typeof quote.total !== 'number') throw new Error(`Quote failed: ${quoted.status} ${JSON.stringify(quote).slice(0, 300)}`);

      const tokens: string[] = [];
      for (let i = 0; i < settings.bookingClients; i++) tokens.push(await signIn(server.origin, AGENT_EMAIL));
      log(`${kind}: ${settings.bookingClients} booking clients over ${free.length.toLocaleString('en')} free room-nights (${firstNight}…${lastNight}); measuring`);
      const before = Number((await rows(database, sql`SELECT count(*)::int AS n FROM reservations`))[0].n);
      timing.start();
      const clients = await profiled(`booking-${kind}`, () => runBookingClients(
        {
          origin: server.origin,
          breakdown: { origin: timedServer.origin, seconds: BREAKDOWN_SECONDS },
          tokens,
          slots,
          packageId,
          reservation: { leadSourceId: String(ids.lead_source_id), occupancy: OCCUPANCY, guests: [GUEST], specialRequests: SPECIAL_REQUESTS, foodNotes: FOOD_NOTES },
          warmupSeconds: settings.warmupSeconds,
          seconds: settings.seconds,
        },
      ));
      timing.stop();
      if (clients.errors.length) throw new Error(`Booking clients failed: ${clients.errors.slice(0, 3).join(' | ')}`);
      const exhausted = (p: PhaseResult) => (p.exhaustedClients ? ` (${p.exhaustedClients} clients ran out of free room-nights)` : '');
      if (clients.measured.exhaustedClients) log(`${kind}: warning: ${exhausted(clients.measured)}`);
      const made = Number((await rows(database, sql`SELECT count(*)::int AS n FROM reservations`))[0].n) - before;
      const apiBookings = clients.breakdown.bookings + clients.warmup.bookings + clients.measured.bookings;
      if (made !== apiBookings) throw new Error(`The clients counted ${apiBookings} bookings, the database holds ${made} new reservations`);
      const bookSummary = summarize(clients.measured.bookMs, clients.measured.elapsedSeconds);
      const holdSorted = [...clients.measured.holdMs].sort((a, b) => a - b);
      const bookingApi = {
        ...bookSummary,
        holdP50Ms: percentile(holdSorted, 0.5),
        holdP99Ms: percentile(holdSorted, 0.99),
        bookingsIncludingWarmup: apiBookings,
      };

      // The raw baseline: the same writes, one transaction per booking, as many at once; each client on
      // its own rooms, on nights after everything seeded (no rate is needed without the pricing).
      const clientRooms = slots.map((s) => [...new Set(s.map((x) => x.roomId))]);
      const rawFirstNight = addDays(dataset.lastNight, 60);
      const rawNext = clientRooms.map(() => 0);
      const ctx: RawBookingContext = {
        ownerId: String(ids.owner_id),
        packageId,
        leadSourceId: String(ids.lead_source_id),
        quote: JSON.stringify(quote),
        total: quote.total,
        now: () => systemClock.now(),
      };
      log(`${kind}: the same writes as one raw transaction per booking, ${settings.bookingClients} at once; measuring`);
      const bookingRaw = await warmThenMeasure(settings, settings.bookingClients, async (client) => {
        const j = rawNext[client]++;
        const rooms = clientRooms[client];
        const night = addDays(rawFirstNight, Math.floor(j / rooms.length));
        await rawBooking(driver, ctx, rooms[j % rooms.length], night, addDays(night, 1));
      });
      const reservationsAfter = Number((await rows(database, sql`SELECT count(*)::int AS n FROM reservations`))[0].n);

      return {
        status: 'measured',
        dataset,
        availability: {
          path: AVAILABILITY_PATH,
          ...stay,
          nights: STAY_NIGHTS,
          roomTypes: answer.length,
          bookableRooms,
          meanFreePerNight,
          responseBytes: Buffer.byteLength(answerText),
          raw: `the statement availability() sends (availabilityStatement()), run with ${kind === 'postgres' ? 'pg Pool.query as a named prepared statement (the server pool), as the server runs it' : 'PGlite.query as a named prepared statement (the server instance, server/db/pglitePrepared.ts), as the server runs it'}, ${settings.connections} at once`,
          api: availabilityApi,
          rawSql: availabilityRaw,
        },
        guestAvailability: {
          path: GUEST_AVAILABILITY_PATH,
          ...guestStay,
          party: `${GUEST_PARTY.adults} adults`,
          roomTypesOffered: guestAnswer.roomTypes.length,
          api: guestApi,
        },
        booking: {
          path: BOOKING_PATH,
          packageCode: PACKAGE_CODE,
          clients: settings.bookingClients,
          freeRoomNights: free.length,
          api: bookingApi,
          rawSql: { ...bookingRaw, statements: RAW_BOOKING_STATEMENTS },
          breakdown: timing.breakdowns(),
          reservationsAfter,
        },
      };
    } finally {
      await server.close();
      await timedServer.close();
    }
  } finally {
    await database.close();
  }
};
