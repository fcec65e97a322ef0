/**
 * The `servers` section of `npm run bench`: bookings through real server processes (server/node/main.ts, as
 * `npm start` runs it) on one throwaway PostgreSQL database, first through ONE process, then through TWO
 * with the clients' requests sent to them in turn (round robin, as a load balancer does), and the time a
 * process takes from SIGTERM to exit while clients keep booking through it.
 *
 * A booking is what the wizard does as an agent: hold a free room for one night on the demo's 2D1N
 * snorkelling package (POST /api/agent/temp-room-block/:packageId), then book it
 * (POST /api/agent/agent-reservations). The free rooms are found first through rooms-availability and
 * dealt out so no two bookings want the same room-night; each run gets its own dates (every third day over
 * the package's whole validity), so the runs share one database and still compare fairly.
 */
import { printTable } from './table';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDays } from '../server/app/pricing/nights';
import { apiCalls, type Answer } from '../server/test/apiClient';
import { testGuest } from '../server/test/bookings';
import { startServerProcess, unhandledErrors, type ServerProcess } from '../server/test/serverProcess';
import { adminQuery, postgresUrl, redacted } from './postgresAdmin';
import { percentile } from './stats';

export interface ServersSettings {
  seconds: number;
  warmupSeconds: number;
  /** Concurrent booking clients (BENCH_SERVER_CLIENTS). */
  clients: number;
}

/** One run of the clients through one or two processes. */
export interface ServersRun {
  servers: number;
  /** 201 bookings (hold 201, then booking 201) in the measured seconds. */
  bookings: number;
  bookingsPerSecond: number;
  /** Latency of a whole booking: the hold and the booking call, one after the other. */
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 201, by call and status (e.g. `hold 409`), and requests that failed outright. */
  refusals: Record<string, number>;
  /** 409s among them: a room taken meanwhile (none expected, every client has its own room-nights). */
  conflicts: number;
  /** Up to three refusals as answered, to find the cause. */
  refusalSamples: string[];
  /** Clients that ran out of room-nights before the end (the figure would then be low). */
  exhaustedClients: number;
  /** Room-nights dealt to the clients for this run. */
  slots: number;
  /** The machine's 1-minute load average as the run began (other work on a shared machine shows here). */
  loadAverageBefore: number;
}

/** What happened to the requests around the SIGTERM. */
export interface RequestOutcomes {
  ok: number;
  /** 503: the draining server refused it. */
  refused: number;
  otherStatus: number;
  /** No answer: the connection was refused or cut. */
  connectionFailed: number;
}

export interface DrainResult {
  /** Seconds of load through the server before the SIGTERM. */
  loadSecondsBefore: number;
  /** From SIGTERM until the process exited. */
  exitMs: number;
  exitCode: number | null;
  /** Requests sent before the SIGTERM and not yet answered then, by how they ended. */
  inFlight: RequestOutcomes;
  /** Requests sent after the SIGTERM (each client stops at its first failed connection). */
  after: RequestOutcomes;
  /** Bookings completed (booking call 201) after the SIGTERM. */
  bookingsCompletedAfter: number;
}

export type ServersResult =
  | {
      status: 'measured';
      cpus: number;
      /** Start-up of the first process on the empty database: migrations and the demo's seeding. */
      firstStartSeconds: number;
      secondStartSeconds: number;
      packageCode: string;
      roomTypes: string[];
      /** Free room-nights found for all three runs. */
      slots: number;
      one: ServersRun;
      two: ServersRun;
      /** Two processes' bookings/s ÷ one process's. */
      twoVsOne: number;
      drain: DrainResult;
      /** Lines the processes logged as unhandled errors (500s). */
      unhandledErrors: number;
    }
  | { status: 'skipped'; reason: string };

const PACKAGE_CODE = 'PD-2D1N-SNK';
/** The package's room types and a bed combination each offers. */
const BED_TYPES: Record<string, string> = { 'CHL-GDN': 'Queen', 'CHL-BCH': 'King', 'DLX-SEA': 'King' };
const AGENTS = ['ta@agency.test', 'freelancer@agent.test', 'priya@lioncitytravel.test'];
/** Seconds of load through the server before it is sent SIGTERM. */
const LOAD_BEFORE_SIGTERM_SECONDS = 2;


interface Slot {
  roomId: string;
  checkIn: string;
  bedType: string;
}

interface Ids {
  packageId: string;
  leadSourceId: string;
  tokens: string[];
}

/** Sends requests to the origins in turn, one request each, as a round-robin load balancer. */
const roundRobin = (origins: string[]) => {
  let next = 0;
  return apiCalls((path, init) => fetch(`${origins[next++ % origins.length]}${path}`, init));
};
type Calls = ReturnType<typeof apiCalls>;

/** The answer, or the failure's code when no answer came (ECONNREFUSED, ECONNRESET, …). */
const attempt = async (send: () => Promise<Answer>): Promise<Answer | { failed: string }> => {
  try {
    return await send();
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown } }).cause;
    return { failed: typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.message : String(error) };
  }
};

const holdOf = (api: Calls, ids: Ids, token: string, slot: Slot) =>
  attempt(() => api.call('POST', `/api/agent/temp-room-block/${ids.packageId}`, { token, body: { checkIn: slot.checkIn, checkOut: addDays(slot.checkIn, 1), roomIds: [slot.roomId] } }));
const bookingOf = (api: Calls, ids: Ids, token: string, slot: Slot, holdId: string) =>
  attempt(() =>
    api.call('POST', '/api/agent/agent-reservations', {
      token,
      body: { holdId, packageId: ids.packageId, leadSourceId: ids.leadSourceId, bedType: slot.bedType, rooms: [{ roomId: slot.roomId, adults: 2, children: 0, toddlers: 0, infants: 0 }], guests: [testGuest] },
    }),
  );

/** Deals the slots out to the clients in turn, so each has its own room-nights spread over the dates. */
const deal = <T>(items: T[], clients: number) => Array.from({ length: clients }, (_, c) => items.filter((_, i) => i % clients === c));

/**
 * The clients book through `origins` (in turn) for the warm-up, then for the measured seconds; only the
 * measured bookings count.
 */
const runClients = async (servers: number, origins: string[], ids: Ids, slots: Slot[], settings: ServersSettings): Promise<ServersRun> => {
  const loadAverageBefore = loadavg()[0];
  const api = roundRobin(origins);
  const perClient = deal(slots, settings.clients);
  const next = perClient.map(() => 0);
  const refusals: Record<string, number> = {};
  const refusalSamples: string[] = [];
  let exhaustedClients = 0;
  const refuse = (what: string, answer: Answer | { failed: string }) => {
    const key = 'failed' in answer ? `${what} ${answer.failed}` : `${what} ${answer.status}`;
    refusals[key] = (refusals[key] ?? 0) + 1;
    if (refusalSamples.length < 3) refusalSamples.push('failed' in answer ? key : `${key} ${answer.text.slice(0, 200)}`);
  };
  const phase = async (seconds: number) => {
    const latencies: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      perClient.map(async (own, client) => {
        const token = ids.tokens[client % ids.tokens.length];
        while (performance.now() < deadline) {
          const slot = own[next[client]++];
          if (!slot) {
            exhaustedClients++;
            return;
          }
          const started = performance.now();
          const hold = await holdOf(api, ids, token, slot);
          if ('failed' in hold || hold.status !== 201) {
            refuse('hold', hold);
            continue;
          }
          const booking = await bookingOf(api, ids, token, slot, hold.json.id as string);
          if ('failed' in booking || booking.status !== 201) {
            refuse('booking', booking);
            continue;
          }
          latencies.push(performance.now() - started);
        }
      }),
    );
    return latencies;
  };
  if (settings.warmupSeconds > 0) await phase(settings.warmupSeconds);
  for (const key of Object.keys(refusals)) delete refusals[key];
  refusalSamples.length = 0;
  exhaustedClients = 0;
  const started = performance.now();
  const latencies = (await phase(settings.seconds)).sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  return {
    servers,
    bookings: latencies.length,
    bookingsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    refusals,
    conflicts: Object.entries(refusals).filter(([key]) => key.endsWith(' 409')).reduce((n, [, count]) => n + count, 0),
    refusalSamples,
    exhaustedClients,
    slots: slots.length,
    loadAverageBefore,
  };
};

/**
 * Clients book through `server` alone; after a while it is sent SIGTERM. Every request is timed against
 * the signal; each client stops at its first failed connection (a load balancer would take the server out).
 */
const drainUnderLoad = async (server: ServerProcess, ids: Ids, slots: Slot[], clients: number): Promise<DrainResult> => {
  const api = roundRobin([server.url]);
  const perClient = deal(slots, clients);
  const outcomes = () => ({ ok: 0, refused: 0, otherStatus: 0, connectionFailed: 0 });
  const inFlight: RequestOutcomes = outcomes();
  const after: RequestOutcomes = outcomes();
  let signalledAt = Number.POSITIVE_INFINITY;
  let bookingsCompletedAfter = 0;
  let exitedAt = Number.NaN;
  const exited = server.exited.then((code) => {
    exitedAt = performance.now();
    return code;
  });
  let gone = false;
  void exited.then(() => (gone = true));
  const timed = async (send: () => Promise<Answer | { failed: string }>) => {
    const started = performance.now();
    const answer = await send();
    const ended = performance.now();
    const bucket = started >= signalledAt ? after : ended >= signalledAt ? inFlight : undefined;
    if (bucket) {
      if ('failed' in answer) bucket.connectionFailed++;
      else if (answer.status >= 200 && answer.status < 300) bucket.ok++;
      else if (answer.status === 503) bucket.refused++;
      else bucket.otherStatus++;
    }
    return answer;
  };
  const load = Promise.all(
    perClient.map(async (own, client) => {
      const token = ids.tokens[client % ids.tokens.length];
      for (const slot of own) {
        if (gone && performance.now() - exitedAt > 5_000) return; // a client that never fails to connect still ends
        const hold = await timed(() => holdOf(api, ids, token, slot));
        if ('failed' in hold) return;
        if (hold.status !== 201) continue;
        const booking = await timed(() => bookingOf(api, ids, token, slot, hold.json.id as string));
        if ('failed' in booking) return;
        if (booking.status === 201 && performance.now() >= signalledAt) bookingsCompletedAfter++;
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGTERM_SECONDS * 1000));
  signalledAt = performance.now();
  const exitCode = await server.stop();
  await exited;
  await load;
  return { loadSecondsBefore: LOAD_BEFORE_SIGTERM_SECONDS, exitMs: exitedAt - signalledAt, exitCode, inFlight, after, bookingsCompletedAfter };
};

/** Every free room-night of the package's room types from a week ahead to the package's last day, night by night. */
const freeSlots = async (api: Calls, token: string, roomTypes: Map<string, string>, from: string, to: string) => {
  const dates: string[] = [];
  for (let date = from; date < to; date = addDays(date, 1)) dates.push(date);
  const byDate: Slot[][] = dates.map(() => []);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < dates.length; i = next++) {
      const answer = await api.call('POST', '/api/agent/rooms-availability', { token, body: { checkIn: dates[i], checkOut: addDays(dates[i], 1), roomTypeIds: [...roomTypes.keys()] } });
      if (answer.status !== 200) throw new Error(`rooms-availability ${dates[i]}: ${answer.status} ${answer.text.slice(0, 300)}`);
      for (const type of answer.json as unknown as { roomTypeId: string; rooms: { id: string }[] }[])
        for (const room of type.rooms) byDate[i].push({ roomId: room.id, checkIn: dates[i], bedType: BED_TYPES[roomTypes.get(type.roomTypeId) ?? ''] });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return byDate;
};

/**
 * Bookings/s and latency through one and through two server processes on one new PostgreSQL database, then
 * SIGTERM under load. Skipped when PostgreSQL cannot be reached; throws when no booking goes through.
 */
export const measureServers = async (settings: ServersSettings, log: (line: string) => void): Promise<ServersResult> => {
  const url = postgresUrl();
  const name = `bench_servers_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  try {
    await adminQuery(url, `CREATE DATABASE ${name}`);
  } catch (error) {
    return { status: 'skipped', reason: `PostgreSQL not reachable at ${redacted(url)} (${error instanceof Error ? error.message : String(error)})` };
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  const dataDirs: string[] = [];
  const started: ServerProcess[] = [];
  const start = async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'resort-bench-server-'));
    dataDirs.push(dataDir);
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DEMO_DATA: 'true', DEMO_SEASON: 'false', LOG_LEVEL: 'warn' }, 300_000);
    started.push(server);
    return server;
  };
  try {
    log('servers: starting the first server process (migrations and the demo on the empty database)');
    let clock = performance.now();
    const first = await start();
    const firstStartSeconds = (performance.now() - clock) / 1000;

    const api = roundRobin([first.url]);
    const admin = await api.login('admin@resort.test');
    const pkg = await api.record(admin, 'tour-packages', { code: PACKAGE_CODE });
    const leadSource = await api.record(admin, 'lead-sources', { name: 'Facebook' });
    const roomTypes = new Map<string, string>();
    for (const code of Object.keys(BED_TYPES)) roomTypes.set((await api.record(admin, 'room-types', { code })).id, code);
    // The package's sales cap (availableCount) would end the runs early: the bench measures bookings, not the cap.
    await adminQuery(databaseUrl, `UPDATE tour_packages SET available_count = NULL WHERE code = '${PACKAGE_CODE}'`);
    const tokens: string[] = [];
    for (const email of AGENTS) tokens.push(await api.login(email));
    const ids: Ids = { packageId: pkg.id, leadSourceId: leadSource.id, tokens };

    const today = new Date().toISOString().slice(0, 10);
    const validTo = String(pkg.validTo ?? addDays(today, 400)).slice(0, 10);
    const byDate = await freeSlots(api, tokens[0], roomTypes, addDays(today, 7), validTo);
    // Every third day to each run: disjoint dates, each spread over the whole period.
    const runSlots = [0, 1, 2].map((run) => byDate.filter((_, i) => i % 3 === run).flat());
    const slots = runSlots.reduce((n, s) => n + s.length, 0);
    log(`servers: ${slots.toLocaleString('en')} free room-nights (${addDays(today, 7)} … ${validTo}); ${settings.clients} clients through one server, measuring`);

    const one = await runClients(1, [first.url], ids, runSlots[0], settings);
    log(`servers: one server: ${one.bookingsPerSecond.toFixed(1)} bookings/s; starting the second server process`);
    clock = performance.now();
    const second = await start();
    const secondStartSeconds = (performance.now() - clock) / 1000;
    log(`servers: ${settings.clients} clients through two servers in turn, measuring`);
    const two = await runClients(2, [first.url, second.url], ids, runSlots[1], settings);
    log(`servers: two servers: ${two.bookingsPerSecond.toFixed(1)} bookings/s; stopping the second, then SIGTERM to the first under load`);
    await second.stop();
    const drain = await drainUnderLoad(first, ids, runSlots[2], settings.clients);
    log(`servers: exited ${Math.round(drain.exitMs)} ms after SIGTERM, code ${drain.exitCode}`);
    for (const run of [one, two]) if (run.bookings === 0) throw new Error(`No booking went through ${run.servers} server(s): ${run.refusalSamples.join(' | ')}`);
    return {
      status: 'measured',
      cpus: cpus().length,
      firstStartSeconds,
      secondStartSeconds,
      packageCode: PACKAGE_CODE,
      roomTypes: Object.keys(BED_TYPES),
      slots,
      one,
      two,
      twoVsOne: two.bookingsPerSecond / one.bookingsPerSecond,
      drain,
      unhandledErrors: started.reduce((n, server) => n + unhandledErrors(server).length, 0),
    };
  } finally {
    await Promise.all(started.map((server) => server.kill()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
};

const fmt = (n: number, digits = 0) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Prints the one/two server table, the note on the machine, and the SIGTERM figures. */
export const printServers = (result: ServersResult, settings: ServersSettings) => {
  console.log('\nServer processes (PostgreSQL)');
  if (result.status === 'skipped') {
    console.log(`  skipped: ${result.reason}`);
    return;
  }
  console.log(`     real processes (server/node/main.ts) on one new database with the demo (first start ${fmt(result.firstStartSeconds, 1)} s, second ${fmt(result.secondStartSeconds, 1)} s);`);
  console.log(`     ${settings.clients} clients as 3 demo agents, each: hold a free room for a night (${result.packageCode}, ${result.roomTypes.join('/')}) then book it;`);
  console.log(`     with two servers each request goes to the next server in turn (round robin); each run its own dates (every third day)`);
  console.log(`     bookings/s = 201 bookings/s, p50/p99 = the whole booking (hold + booking call); ${settings.seconds} s measured (+${settings.warmupSeconds} s warm-up) per row`);
  const header = ['servers', 'bookings/s', 'p50 ms', 'p99 ms', 'two / one', 'load avg', 'not 201'];
  const refused = (run: ServersRun) => Object.entries(run.refusals).map(([key, n]) => `${key}: ${n}`).join(', ') || 'none';
  const cells = [
    ['1', fmt(result.one.bookingsPerSecond, 1), fmt(result.one.p50Ms, 1), fmt(result.one.p99Ms, 1), '', fmt(result.one.loadAverageBefore, 2), refused(result.one)],
    ['2', fmt(result.two.bookingsPerSecond, 1), fmt(result.two.p50Ms, 1), fmt(result.two.p99Ms, 1), fmt(result.twoVsOne, 2), fmt(result.two.loadAverageBefore, 2), refused(result.two)],
  ];
  printTable(header, cells, (column, columns) => column === columns - 1);
  for (const run of [result.one, result.two]) if (run.exhaustedClients) console.log(`     warning: ${run.exhaustedClients} clients ran out of room-nights with ${run.servers} server(s)`);
  console.log(`     conflicts (409): ${result.one.conflicts} with one, ${result.two.conflicts} with two; unhandled errors logged: ${result.unhandledErrors}`);
  console.log(`     load avg = the machine's 1-minute load average as the run began; this machine has ${result.cpus} cores, shared by the`);
  console.log('     servers, PostgreSQL and the load generator (and anything else running): the ratio is honest for');
  console.log('     this machine, not a claim about how the product scales on more cores');
  const d = result.drain;
  const outcomes = (o: RequestOutcomes) => `${o.ok} OK, ${o.refused} refused (503), ${o.otherStatus} other status, ${o.connectionFailed} no connection`;
  console.log(`SIGTERM under load (one server, ${settings.clients} clients booking for ${d.loadSecondsBefore} s first)`);
  console.log(`  exit         ${fmt(d.exitMs)} ms after SIGTERM, exit code ${d.exitCode}${d.exitCode === 0 ? '' : ' (expected 0)'}`);
  console.log(`  in flight    ${outcomes(d.inFlight)}`);
  console.log(`  sent after   ${outcomes(d.after)} (a client stops at its first failed connection)`);
  console.log(`  bookings completed after SIGTERM: ${d.bookingsCompletedAfter}`);
};
