/**
 * `npm run bench`: API throughput of the rooms list (100,000 rooms) on PGlite and PostgreSQL relative to a
 * bare Hono route and to the same page and total as raw SQL, the booking engine (availability search and bookings over 100,000 reservations)
 * relative to the same SQL run raw, and the built app's initial JavaScript. Prints tables and writes the
 * same results to bench/output/latest.json. Also wallet payments of bookings on PostgreSQL relative to the
 * same SQL run raw (bench/payments.ts), and the agent portal's start-up in Chromium beside a minimal
 * react-admin app (bench/startup.ts). The booking and payment sections measure an app with request timing
 * off, and print where a hold, a booking and a wallet payment spend their time from a separate 2 s pass on
 * the same app with timing on (config serverTiming): phase medians and every statement with its count and
 * median (bench/requestBreakdown.ts). Environment: BENCH_SECONDS (measured seconds per target,
 * default 10), BENCH_WARMUP (unmeasured seconds first, default 2), BENCH_CONNECTIONS (default 10),
 * BENCH_PAYMENT_CLIENTS (concurrent paying agents, default 16), BENCH_SERVER_CLIENTS (concurrent booking
 * clients of the `servers` section, default 16), DATABASE_URL, and BENCH_ONLY: a
 * comma-separated subset of the sections api, booking, payments, bundle, startup, staff, demo, servers (e.g. `BENCH_ONLY=payments npm run
 * bench`). The `staff` section (bench/staffDesk.ts) measures the staff dashboard's calls, the room board and a
 * year's monthly report on PostgreSQL against their p99 targets and the same SQL run raw. The `demo` section
 * (bench/demoSeed.ts) times the demo's seeding on a new PGlite data folder: folder, set-up, history, then the season;
 * and `npm start`'s built server (bench/serverStart.ts) until alive and ready on a new folder, then on that folder again. The `servers`
 * section (bench/servers.ts) books through one, then two real server processes on one PostgreSQL database, then
 * times a process from SIGTERM to exit under load. The bare Hono route is
 * measured in every run (the machine's speed varies; it is the baseline);
 * a run of a subset writes bench/output/latest-<sections>.json instead of latest.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { BUILT_SERVER } from '../server/test/serverProcess';
import { measureBackend, measureBare, ROOMS_PATH, type LoadSettings, type RawPage } from './apiThroughput';
import { measureBookingEngine, type BookingSettings } from './bookingEngine';
import { measureBundle } from './bundleSize';
import { measureDemoSeed, printDemoSeed } from './demoSeed';
import { measureServerStart, printServerStart } from './serverStart';
import { measurePayments, type PaymentsSettings } from './payments';
import { apiRows, engineRows, printApi, printBundle, printEngine, printPayments, printStartup, TARGETS, type ApiRow } from './report';
import { measureServers, printServers, type ServersSettings } from './servers';
import { measureStaffDesk, printStaffDesk, type StaffSettings } from './staffDesk';
import { measureStartup } from './startup';
import { settle } from './settle';

const numberFromEnv = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
};

const log = (line: string) => console.error(`· ${line}`);

/**
 * Lets the machine go idle before a section, as the figures are meant to be taken: a section after the
 * PostgreSQL ones otherwise shares the disk and a CPU with the checkpoints and dropped databases they leave.
 */
const settleBefore = async (section: string) => {
  const { waitedSeconds, lastBusyShare, settled } = await settle();
  const busy = `${Math.round(lastBusyShare * 100)} % busy`;
  log(settled ? `${section}: the machine went idle in ${waitedSeconds.toFixed(1)} s` : `${section}: the machine was still ${busy} after ${waitedSeconds.toFixed(0)} s; measuring anyway`);
};

/** The sections BENCH_ONLY may pick (all when unset). */
const SECTIONS = ['api', 'booking', 'payments', 'bundle', 'startup', 'staff', 'demo', 'servers'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (name: string): name is Section => (SECTIONS as readonly string[]).includes(name);
const sectionsFromEnv = (): Section[] => {
  const raw = process.env.BENCH_ONLY?.trim();
  if (!raw) return [...SECTIONS];
  const names = raw.split(',').map((n) => n.trim().toLowerCase()).filter(Boolean);
  const unknown = names.filter((n) => !isSection(n));
  if (unknown.length || !names.length) throw new Error(`BENCH_ONLY must list some of ${SECTIONS.join(', ')}, got "${raw}"`);
  return SECTIONS.filter((s) => names.includes(s));
};

/** The server's default DATABASE_POOL_SIZE (server/node/env.ts), for the booking-engine runs. */
const POSTGRES_POOL_SIZE = 10;

const main = async () => {
  const started = Date.now();
  const sections = sectionsFromEnv();
  const runs = (section: Section) => sections.includes(section);
  /** A section's measurement when BENCH_ONLY picks it, taken once the machine is idle (`label` names the step in the log). */
  const measured = async <T>(section: Section, measure: () => Promise<T>, label: string = section): Promise<T | undefined> => {
    if (!runs(section)) return undefined;
    await settleBefore(label);
    return measure();
  };
  const settings: LoadSettings = {
    seconds: numberFromEnv('BENCH_SECONDS', 10),
    warmupSeconds: numberFromEnv('BENCH_WARMUP', 2),
    connections: numberFromEnv('BENCH_CONNECTIONS', 10),
  };
  if (sections.length < SECTIONS.length) log(`BENCH_ONLY: ${sections.join(', ')} (and the bare Hono route, the baseline)`);
  // The start-up and many-servers sections run the built product (npm start's): built first when missing,
  // not found missing after the other sections' minutes.
  if ((runs('startup') || runs('servers')) && (!existsSync('dist/index.html') || !existsSync(BUILT_SERVER))) {
    log('the product is not built: npm run build');
    execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }

  const bundle = runs('bundle') ? measureBundle(log) : undefined;

  log('bare Hono route: measuring');
  const bare = await measureBare(settings);
  const api: ApiRow[] = [{ target: 'bare Hono', result: bare }];
  let apiRaw: RawPage | undefined;
  const backends = await measured('api', async () => ({ pglite: await measureBackend('pglite', settings, log), postgres: await measureBackend('postgres', settings, log) }));
  if (backends) {
    const { pglite, postgres } = backends;
    if (postgres.status === 'skipped') log(`postgres: skipped — ${postgres.reason}`);
    api.push(...apiRows('PGlite', pglite, bare), ...apiRows('PostgreSQL', postgres, bare));
    apiRaw = [pglite, postgres].find((r) => r.status === 'measured')?.rawSql;
  }

  const engineSettings: BookingSettings = { ...settings, bookingClients: 16, poolSize: POSTGRES_POOL_SIZE };
  const engine =
    (await measured('booking', async () => [
      { backend: 'PGlite', result: await measureBookingEngine('pglite', engineSettings, log) },
      { backend: 'PostgreSQL', result: await measureBookingEngine('postgres', engineSettings, log) },
    ])) ?? [];
  for (const { backend, result } of engine) if (result.status === 'skipped') log(`${backend} booking engine: skipped — ${result.reason}`);
  const engineTable = engine.flatMap(({ backend, result }) => engineRows(backend, result));
  const measuredPostgres = engine[1]?.result.status === 'measured' ? engine[1].result : undefined;

  const paymentSettings: PaymentsSettings = { seconds: settings.seconds, warmupSeconds: settings.warmupSeconds, clients: numberFromEnv('BENCH_PAYMENT_CLIENTS', 16), poolSize: POSTGRES_POOL_SIZE };
  if (runs('payments') && (!Number.isInteger(paymentSettings.clients) || paymentSettings.clients < 1)) throw new Error('BENCH_PAYMENT_CLIENTS must be a whole number ≥ 1');
  const payments = await measured('payments', () => measurePayments(paymentSettings, log));
  if (payments?.status === 'skipped') log(`payments: skipped — ${payments.reason}`);

  const startup = await measured('startup', () => measureStartup(log));

  const staffSettings: StaffSettings = { ...settings, poolSize: POSTGRES_POOL_SIZE };
  const staff = await measured('staff', () => measureStaffDesk(staffSettings, log));
  if (staff?.status === 'skipped') log(`staff: skipped — ${staff.reason}`);
  const demoSeed = await measured('demo', () => measureDemoSeed(log));
  const serverStart = await measured('demo', () => measureServerStart(log), 'start');
  const serverSettings: ServersSettings = { seconds: settings.seconds, warmupSeconds: settings.warmupSeconds, clients: numberFromEnv('BENCH_SERVER_CLIENTS', 16) };
  if (runs('servers') && (!Number.isInteger(serverSettings.clients) || serverSettings.clients < 1)) throw new Error('BENCH_SERVER_CLIENTS must be a whole number ≥ 1');
  const servers = await measured('servers', () => measureServers(serverSettings, log));
  if (servers?.status === 'skipped') log(`servers: skipped — ${servers.reason}`);

  printApi(api, settings, apiRaw);
  if (runs('booking')) printEngine(engineTable, engine, engineSettings);
  if (payments) printPayments(payments, paymentSettings);
  if (bundle) printBundle(bundle);
  if (startup) printStartup(startup);
  if (staff) printStaffDesk(staff, staffSettings);
  if (demoSeed) printDemoSeed(demoSeed);
  if (serverStart) printServerStart(serverStart);
  if (servers) printServers(servers, serverSettings);

  const output = join(process.cwd(), 'bench', 'output');
  mkdirSync(output, { recursive: true });
  const report = {
    generatedAt: new Date().toISOString(),
    machine: { node: process.version, platform: `${process.platform}-${process.arch}`, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '' },
    ...(sections.length < SECTIONS.length ? { only: sections } : {}),
    api: { path: ROOMS_PATH, settings, rows: api },
    ...(runs('booking')
      ? {
          bookingEngine: {
            settings: engineSettings,
            rows: engineTable,
            targets: {
              backend: 'PostgreSQL',
              availabilityP99Ms: { target: TARGETS.availabilityP99Ms, measured: measuredPostgres?.availability.api.p99Ms ?? null, meets: measuredPostgres ? measuredPostgres.availability.api.p99Ms <= TARGETS.availabilityP99Ms : null },
              guestAvailabilityP99Ms: {
                target: TARGETS.guestAvailabilityP99Ms,
                measured: measuredPostgres?.guestAvailability.api.p99Ms ?? null,
                meets: measuredPostgres ? measuredPostgres.guestAvailability.api.p99Ms <= TARGETS.guestAvailabilityP99Ms : null,
              },
              bookingP99Ms: { target: TARGETS.bookingP99Ms, measured: measuredPostgres?.booking.api.p99Ms ?? null, meets: measuredPostgres ? measuredPostgres.booking.api.p99Ms <= TARGETS.bookingP99Ms : null },
            },
            results: Object.fromEntries(engine.map(({ backend, result }) => [backend, result])),
          },
        }
      : {}),
    ...(payments ? { payments: { backend: 'PostgreSQL', settings: paymentSettings, result: payments } } : {}),
    ...(bundle ? { bundle } : {}),
    ...(startup ? { startup } : {}),
    ...(staff ? { staff: { backend: 'PostgreSQL', settings: staffSettings, result: staff } } : {}),
    ...(demoSeed ? { demoSeed: { backend: 'PGlite', result: demoSeed } } : {}),
    ...(serverStart ? { serverStart } : {}),
    ...(servers ? { servers: { backend: 'PostgreSQL', settings: serverSettings, result: servers } } : {}),
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };
  const file = sections.length < SECTIONS.length ? `latest-${sections.join('+')}.json` : 'latest.json';
  writeFileSync(join(output, file), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to bench/output/${file} (${report.durationSeconds} s)`);
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('\nbench failed:', error);
    process.exit(1);
  },
);
