/** The bench's printed tables of the API, booking engine, payments, bundle and start-up sections, and the rows it saves of them. */
import { printTable } from './table';
import { API_ROUNDS, ROOMS_PATH, roundSecondsOf, type BackendResult, type LoadSettings, type RawPage, type Throughput } from './apiThroughput';
import type { BookingEngineResult, BookingSettings, Measured } from './bookingEngine';
import type { BundleResult, InitialJs } from './bundleSize';
import type { PaymentsResult, PaymentsSettings } from './payments';
import { printBreakdowns } from './requestBreakdown';
import { GUEST_TARGETS, MINIMAL_READY, PORTAL_READY, PORTAL_SETTLED, STARTUP_CHROMIUM, STARTUP_RUNS, type StartupFigures, type StartupResult } from './startup';

const fmt = (n: number, digits = 0) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kB = (bytes: number) => `${fmt(bytes / 1024, 1)} kB`;
const ratio = (n: number, d: number) => (d > 0 ? n / d : Number.NaN);

/** One printed and saved row of the API table. */
export interface ApiRow {
  target: string;
  /** A raw-SQL row carries the statements it runs. */
  result: Throughput | RawPage | { skipped: string };
  /** Backend req/s ÷ bare req/s (1 = as fast as the bare route). */
  requestsPerSecondVsBare?: number;
  /** Backend p99 ÷ bare p99 (1 = same tail latency); autocannon records whole milliseconds, so at least 1 ms is assumed for the bare p99. */
  p99VsBare?: number;
  /** API req/s ÷ req/s of the same page and total as raw SQL (target ≥ 0.6). */
  requestsPerSecondVsRaw?: number;
  /** The same, each round of the two taken in turns. */
  roundRatios?: number[];
}

/** The API's throughput, as a share of the same page and total run as raw SQL. */
const API_VS_RAW_TARGET = 0.6;

/** A backend's API row, then its raw-SQL row. */
export const apiRows = (target: string, result: BackendResult, bare: Throughput): ApiRow[] => {
  if (result.status === 'skipped') return [{ target, result: { skipped: result.reason } }];
  const { status: _status, rawSql, roundRatios, ...measured } = result;
  return [
    {
      target,
      result: measured,
      requestsPerSecondVsBare: ratio(measured.requestsPerSecond, bare.requestsPerSecond),
      p99VsBare: ratio(measured.p99Ms, Math.max(bare.p99Ms, 1)),
      requestsPerSecondVsRaw: ratio(measured.requestsPerSecond, rawSql.requestsPerSecond),
      roundRatios,
    },
    { target: `${target} raw SQL`, result: rawSql },
  ];
};

export const printApi = (rows: ApiRow[], settings: LoadSettings, raw: RawPage | undefined) => {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs bare', 'p99 vs bare', 'API vs raw'];
  const cells = rows.map((row) =>
    'skipped' in row.result
      ? [row.target, `skipped: ${row.result.skipped}`]
      : row.target.endsWith('raw SQL')
        ? [row.target, fmt(row.result.requestsPerSecond), fmt(row.result.p50Ms, 1), fmt(row.result.p99Ms, 1), '', '', '']
        : [
            row.target,
            fmt(row.result.requestsPerSecond),
            fmt(row.result.p50Ms, 1),
            fmt(row.result.p99Ms, 1),
            row.requestsPerSecondVsBare === undefined ? '1.000' : fmt(row.requestsPerSecondVsBare, 3),
            row.p99VsBare === undefined ? '1.0×' : `${fmt(row.p99VsBare, 1)}×`,
            row.requestsPerSecondVsRaw === undefined ? '' : fmt(row.requestsPerSecondVsRaw, 3),
          ],
  );
  console.log(`\nAPI  GET ${decodeURIComponent(ROOMS_PATH)}`);
  console.log(`     ${settings.connections} connections, 127.0.0.1; bare: ${settings.seconds} s measured (+${settings.warmupSeconds} s warm-up);`);
  console.log(`     each backend: its API and its raw SQL in turns, ${API_ROUNDS} rounds of ${roundSecondsOf(settings)} s each (+${settings.warmupSeconds} s warm-up each),`);
  console.log('     req/s = the rounds\' requests over their seconds, p50/p99 = the median of the rounds\'');
  printTable(header, cells);
  console.log('     (autocannon records latency in whole ms; the bare p99 counts as at least 1 ms in the ratio)');
  if (!raw) return;
  console.log(`     API: the signed-in admin's page; its session is looked up on every call on PostgreSQL (sent with the page, one round trip:`);
  console.log(`          server/app/http/readAhead.ts) and kept until a write to its tables on PGlite (server/app/auth/sessionCache.ts)`);
  console.log(`     raw SQL: the statements the route sent for this page and its total (captured from a timed request), run straight through the`);
  console.log(`              server's driver (its PGlite instance or its pg pool, as the same named prepared statement), ${settings.connections} at once, in turns with the API; no HTTP, session, Hono or JSON:`);
  for (const s of raw.statements) console.log(`                ${s}${s.length >= 120 ? '…' : ''}`);
  console.log(
    raw.total === 'estimate'
      ? `              the total is the planner's estimate (pg_class): an unfiltered list of more than exactCountLimit rows counts none (crud.service.ts)`
      : `              the total: ${raw.total}`,
  );
  for (const row of rows)
    if (row.roundRatios) console.log(`     ${row.target}: API ÷ raw by round ${row.roundRatios.map((r) => fmt(r, 3)).join(', ')}`);
  console.log(`Target (API req/s ≥ ${API_VS_RAW_TARGET} × raw)`);
  for (const row of rows)
    if (row.requestsPerSecondVsRaw !== undefined)
      console.log(`  ${row.target.padEnd(10)}  ${fmt(row.requestsPerSecondVsRaw, 3)}: ${row.requestsPerSecondVsRaw >= API_VS_RAW_TARGET ? 'meets target' : 'misses target'}`);
};

/** Targets on PostgreSQL (p99 of the API, in ms). */
export const TARGETS = { availabilityP99Ms: 100, bookingP99Ms: 250, guestAvailabilityP99Ms: 100 };

/** One printed and saved row of the booking-engine table: an API row carries its ratios to the raw row after it. */
interface EngineRow {
  target: string;
  result: Measured | { skipped: string };
  /** API req/s ÷ raw req/s (1 = as fast as the bare SQL). */
  requestsPerSecondVsRaw?: number;
  /** API p99 ÷ raw p99 (1 = same tail latency). */
  p99VsRaw?: number;
}

export const engineRows = (backend: string, result: BookingEngineResult): EngineRow[] => {
  if (result.status === 'skipped') return [{ target: backend, result: { skipped: result.reason } }];
  const pair = (what: string, api: Measured, raw: Measured): EngineRow[] => [
    { target: `${backend} ${what} API`, result: api, requestsPerSecondVsRaw: ratio(api.requestsPerSecond, raw.requestsPerSecond), p99VsRaw: ratio(api.p99Ms, raw.p99Ms) },
    { target: `${backend} ${what} raw SQL`, result: raw },
  ];
  const { statements: _statements, ...bookingRaw } = result.booking.rawSql;
  const { holdP50Ms: _p50, holdP99Ms: _p99, bookingsIncludingWarmup: _all, ...bookingApi } = result.booking.api;
  return [
    ...pair('availability', result.availability.api, result.availability.rawSql),
    { target: `${backend} guest availability API`, result: result.guestAvailability.api },
    ...pair('booking', bookingApi, bookingRaw),
  ];
};

const verdict = (p99: number, target: number) => `p99 ${fmt(p99, 1)} ms ≤ ${target} ms: ${p99 <= target ? 'meets target' : 'misses target'}`;

export const printEngine = (rows: EngineRow[], results: { backend: string; result: BookingEngineResult }[], settings: BookingSettings) => {
  const sample = results.find((r) => r.result.status === 'measured')?.result;
  console.log('\nBooking engine');
  if (sample?.status === 'measured') {
    const { dataset: d, availability: a, booking: b } = sample;
    console.log(
      `     ${fmt(d.rooms)} rooms (${fmt(d.roomsInService)} in service, ${d.roomTypes} room types), ${fmt(d.reservations)} reservations of ta@agency.test (${fmt(d.roomAllocations)} room allocations; cancelled ones hold none), stays ${d.firstNight} … ${d.lastNight}, busy season ${d.busySeason.from} … ${d.busySeason.to}`,
    );
    console.log(`     availability: POST ${a.path} ${a.checkIn} → ${a.checkOut} (${a.nights} nights, all room types), ${settings.connections} connections (autocannon)`);
    console.log(`                   raw: the statement availability() sends (availabilityStatement()), run straight through the driver, prepared as the server runs it`);
    console.log(`                        (named prepared statements: on the server's PGlite instance, on the server's pg pool), ${settings.connections} at once`);
    console.log(`                   the API and its raw statement in turns: ${API_ROUNDS} rounds of ${roundSecondsOf(settings)} s each, pooled as in the API table`);
    const g = sample.guestAvailability;
    console.log(`     guest availability: POST ${g.path} (public, no sign-in) ${g.checkIn} → ${g.checkOut}, ${g.party}: ${g.roomTypesOffered} room types, each priced at the public rates`);
    console.log(`     booking: ${b.clients} clients, each: hold its next free room-night (POST /api/agent/temp-room-block/:packageId, ${b.packageCode}) then POST ${b.path};`);
    console.log(`              req/s = complete bookings/s, p50/p99 = the booking call; raw = one transaction per booking (${b.rawSql.statements.join(', ')}), ${b.clients} at once`);
  }
  console.log(`     ${settings.seconds} s measured (+${settings.warmupSeconds} s warm-up) per row, 127.0.0.1, PostgreSQL pool ${settings.poolSize} (server and raw alike)`);
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs raw', 'p99 vs raw'];
  const cells = rows.map((row) =>
    'skipped' in row.result
      ? [row.target, `skipped: ${row.result.skipped}`]
      : [
          row.target,
          fmt(row.result.requestsPerSecond, 1),
          fmt(row.result.p50Ms, 1),
          fmt(row.result.p99Ms, 1),
          row.requestsPerSecondVsRaw === undefined ? '' : fmt(row.requestsPerSecondVsRaw, 3),
          row.p99VsRaw === undefined ? '' : `${fmt(row.p99VsRaw, 1)}×`,
        ],
  );
  printTable(header, cells);
  for (const { backend, result } of results)
    if (result.status === 'measured')
      console.log(`     ${backend}: hold call p50 ${fmt(result.booking.api.holdP50Ms, 1)} ms, p99 ${fmt(result.booking.api.holdP99Ms, 1)} ms; availability answer ${fmt(result.availability.responseBytes)} bytes, ${result.availability.bookableRooms} rooms free all stay, ${fmt(result.availability.meanFreePerNight)} free per night`);
  for (const { backend, result } of results) if (result.status === 'measured') printBreakdowns(`${backend} booking`, result.booking.breakdown);
  const postgres = results.find((r) => r.backend === 'PostgreSQL')?.result;
  console.log('Targets (PostgreSQL, API p99)');
  if (postgres?.status !== 'measured') {
    console.log('  n/a: PostgreSQL skipped');
    return;
  }
  console.log(`  availability  ${verdict(postgres.availability.api.p99Ms, TARGETS.availabilityP99Ms)}`);
  console.log(`  guest availability  ${verdict(postgres.guestAvailability.api.p99Ms, TARGETS.guestAvailabilityP99Ms)}`);
  console.log(`  booking       ${verdict(postgres.booking.api.p99Ms, TARGETS.bookingP99Ms)}`);
};

export const printPayments = (result: PaymentsResult, settings: PaymentsSettings) => {
  console.log('\nPayments (PostgreSQL)');
  if (result.status === 'skipped') {
    console.log(`  skipped: ${result.reason}`);
    return;
  }
  const { dataset: d } = result;
  console.log(`     ${d.agents} agents, one per client, each with ${fmt(d.reservationsPerAgent)} unpaid reservations (Pending, not yet approved, 1 room-night, ${fmt(d.reservations)} in all) and a wallet that covers them`);
  console.log(`     API: POST ${result.path} {reservationId} with a fresh Idempotency-Key, ${result.clients} clients (worker thread, HTTP), each paying its agent's next reservation;`);
  console.log(`          payments/s = 201 answers/s, p50/p99 = the call`);
  console.log(`     raw: the route's own ${result.statements.length} statements for one payment (captured from the app's pool on a probe payment), replayed through the same pg pool`);
  console.log(`          in the route's round trips (the settlement read behind the lock, the five writes from INSERT payments to INSERT email_outbox together),`);
  console.log(`          ${result.clients} at once: the session lookup (prepared), then one transaction:`);
  const words = result.statements.slice(1).join(', ').split(' ');
  let wrapped = '';
  for (const word of words) {
    if (wrapped.length + word.length > 110) {
      console.log(`            ${wrapped.trimEnd()}`);
      wrapped = '';
    }
    wrapped += `${word} `;
  }
  if (wrapped) console.log(`            ${wrapped.trimEnd()}`);
  console.log(`     ${settings.seconds} s measured (+${settings.warmupSeconds} s warm-up) per row, 127.0.0.1, PostgreSQL pool ${result.poolSize} (server and raw alike)`);
  const header = ['target', 'payments/s', 'p50 ms', 'p99 ms', 'payments/s vs raw', 'p99 vs raw'];
  const cells = [
    ['PostgreSQL wallet payment API', fmt(result.api.requestsPerSecond, 1), fmt(result.api.p50Ms, 1), fmt(result.api.p99Ms, 1), fmt(result.paymentsPerSecondVsRaw, 3), `${fmt(result.p99VsRaw, 1)}×`],
    ['PostgreSQL wallet payment raw SQL', fmt(result.rawSql.requestsPerSecond, 1), fmt(result.rawSql.p50Ms, 1), fmt(result.rawSql.p99Ms, 1), '', ''],
  ];
  printTable(header, cells);
  for (const [name, m] of [['API', result.api], ['raw', result.rawSql]] as const)
    if (m.exhaustedClients) console.log(`     warning: ${m.exhaustedClients} ${name} clients ran out of unpaid reservations before the end`);
  console.log(`  check: ${result.check.line}`);
  printBreakdowns('PostgreSQL wallet payment', result.breakdown);
};

export const printBundle = (bundle: BundleResult) => {
  console.log('\nInitial JavaScript (gzip)');
  if (bundle.status === 'n/a') {
    console.log(`  n/a: ${bundle.reason}`);
    return;
  }
  const row = (name: string, js: InitialJs | null) =>
    console.log(`  ${name.padEnd(12)} ${js ? `${kB(js.gzipBytes).padStart(10)} gzip  ${kB(js.rawBytes).padStart(10)} raw  ${js.files.length} file(s)` : 'n/a: admin chunk not found in the manifest'}`);
  row('sign-in', bundle.signIn);
  row('back office', bundle.backOffice);
};

export const printStartup = (startup: StartupResult) => {
  console.log('\nStart-up in Chromium: the agent portal and the guest site beside a minimal react-admin app (one resource, same versions)');
  if (startup.status === 'n/a') {
    console.log(`  n/a: ${startup.reason}`);
    return;
  }
  console.log('     both built by this run (vite build → dist/; bench/minimal-admin → bench/output/minimal-admin); the portal served by the');
  console.log('     product server (PGlite, demo data), the minimal app by a static server forwarding /api to it');
  console.log(`     ${STARTUP_RUNS} cold loads each, taken in turns (a fresh browser context per load), ${STARTUP_CHROMIUM}`);
  console.log(`     usable: navigation start → ${PORTAL_READY} visible (portal, signed in as ta@agency.test)`);
  console.log(`             navigation start → ${MINIMAL_READY} visible (minimal app, #/departments, signed in as admin@resort.test)`);
  console.log('     initial JS: every .js the browser had requested when the screen became usable (entry + its static imports,');
  console.log('                 then the lazy chunks asked for), gzip of each file as built; raw = the same files unzipped');
  const header = ['app', 'initial JS gzip', 'entry + static', 'lazy', 'raw', 'JS files', 'usable (median)', 'each load, ms'];
  const row = (name: string, f: StartupFigures) => [
    name,
    kB(f.initialJsGzipBytes),
    kB(f.entryJsGzipBytes),
    kB(f.initialJsGzipBytes - f.entryJsGzipBytes),
    kB(f.initialJsRawBytes),
    String(f.jsFiles),
    `${fmt(f.medianUsableMs)} ms`,
    f.usableMs.join(', '),
  ];
  const cells = [row('agent portal, dashboard', startup.portal), row('guest site, packages', startup.guest), row('minimal react-admin, list', startup.minimalAdmin)];
  cells.push(['portal ÷ minimal', `${fmt(startup.jsVsMinimal, 2)}×`, '', '', '', '', `${fmt(startup.usableVsMinimal, 2)}×`, '']);
  cells.push(['guest ÷ minimal', `${fmt(startup.guestJsVsMinimal, 2)}×`, '', '', '', '', `${fmt(startup.guestShownVsMinimal, 2)}×`, '']);
  printTable(header, cells, (column, columns) => column === 0 || column === columns - 1);
  const { settledMs, medianSettledMs } = startup.portal;
  if (settledMs && medianSettledMs !== undefined) {
    console.log(`  the portal's dashboard settled (every panel filled, ${PORTAL_SETTLED}; those below the fold fill in once the top is painted):`);
    console.log(`     ${fmt(medianSettledMs)} ms (median; each ${settledMs.join(', ')}), ${fmt(medianSettledMs / startup.minimalAdmin.medianUsableMs, 2)}× the minimal app's usable time`);
  }
  const meets = (ok: boolean) => (ok ? 'meets target' : 'misses target');
  console.log('Targets (guest site)');
  console.log(`  initial JS  ${kB(startup.guest.initialJsGzipBytes)} ≤ ${kB(GUEST_TARGETS.initialJsGzipBytes)} gzip: ${meets(startup.guest.initialJsGzipBytes <= GUEST_TARGETS.initialJsGzipBytes)}`);
  console.log(`  shown       ${fmt(startup.guestShownVsMinimal, 2)}× the minimal app's time ≤ ${GUEST_TARGETS.shownVsMinimal}×: ${meets(startup.guestShownVsMinimal <= GUEST_TARGETS.shownVsMinimal)}`);
  const reactAdmin = startup.guest.files.filter((f) => /react-admin|AdminApp/i.test(f));
  console.log(`  react-admin ${reactAdmin.length ? `loaded: ${reactAdmin.join(', ')}` : 'not loaded'}`);
};
