/**
 * `npm run bench`: API throughput of the rooms list (100,000 rooms) on PGlite and PostgreSQL relative to a
 * bare Hono route, and the built app's initial JavaScript. Prints a table and writes the same results to
 * bench/output/latest.json. Environment: BENCH_SECONDS (measured seconds per target, default 10),
 * BENCH_WARMUP (unmeasured seconds first, default 2), BENCH_CONNECTIONS (default 10), DATABASE_URL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { measureBackend, measureBare, ROOMS_PATH, type BackendResult, type LoadSettings, type Throughput } from './apiThroughput';
import { measureBundle, type BundleResult, type InitialJs } from './bundleSize';

const numberFromEnv = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
};

const log = (line: string) => console.error(`· ${line}`);

const fmt = (n: number, digits = 0) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kB = (bytes: number) => `${fmt(bytes / 1024, 1)} kB`;
const ratio = (n: number, d: number) => (d > 0 ? n / d : Number.NaN);

/** One printed and saved row of the API table. */
interface ApiRow {
  target: string;
  result: Throughput | { skipped: string };
  /** Backend req/s ÷ bare req/s (1 = as fast as the bare route). */
  requestsPerSecondVsBare?: number;
  /** Backend p99 ÷ bare p99 (1 = same tail latency); autocannon records whole milliseconds, so at least 1 ms is assumed for the bare p99. */
  p99VsBare?: number;
}

const apiRow = (target: string, result: BackendResult, bare: Throughput): ApiRow => {
  if (result.status === 'skipped') return { target, result: { skipped: result.reason } };
  const { status: _status, ...measured } = result;
  return {
    target,
    result: measured,
    requestsPerSecondVsBare: ratio(measured.requestsPerSecond, bare.requestsPerSecond),
    p99VsBare: ratio(measured.p99Ms, Math.max(bare.p99Ms, 1)),
  };
};

const printApi = (rows: ApiRow[], settings: LoadSettings) => {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs bare', 'p99 vs bare'];
  const cells = rows.map((row) =>
    'skipped' in row.result
      ? [row.target, `skipped: ${row.result.skipped}`]
      : [
          row.target,
          fmt(row.result.requestsPerSecond),
          fmt(row.result.p50Ms, 1),
          fmt(row.result.p99Ms, 1),
          row.requestsPerSecondVsBare === undefined ? '1.000' : fmt(row.requestsPerSecondVsBare, 3),
          row.p99VsBare === undefined ? '1.0×' : `${fmt(row.p99VsBare, 1)}×`,
        ],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...cells.filter((c) => c.length > 2).map((c) => c[i].length)));
  const line = (c: string[]) => (c.length === 2 ? `  ${c[0].padEnd(widths[0])}  ${c[1]}` : `  ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ')}`);
  console.log(`\nAPI  GET ${decodeURIComponent(ROOMS_PATH)}`);
  console.log(`     ${settings.connections} connections, ${settings.seconds} s measured (+${settings.warmupSeconds} s warm-up) per target, 127.0.0.1`);
  console.log(line(header));
  for (const c of cells) console.log(line(c));
  console.log('     (autocannon records latency in whole ms; the bare p99 counts as at least 1 ms in the ratio)');
};

const printBundle = (bundle: BundleResult) => {
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

const main = async () => {
  const started = Date.now();
  const settings: LoadSettings = {
    seconds: numberFromEnv('BENCH_SECONDS', 10),
    warmupSeconds: numberFromEnv('BENCH_WARMUP', 2),
    connections: numberFromEnv('BENCH_CONNECTIONS', 10),
  };

  const bundle = measureBundle(log);

  log('bare Hono route: measuring');
  const bare = await measureBare(settings);
  const pglite = await measureBackend('pglite', settings, log);
  const postgres = await measureBackend('postgres', settings, log);
  if (postgres.status === 'skipped') log(`postgres: skipped — ${postgres.reason}`);

  const api: ApiRow[] = [{ target: 'bare Hono', result: bare }, apiRow('PGlite', pglite, bare), apiRow('PostgreSQL', postgres, bare)];
  printApi(api, settings);
  printBundle(bundle);

  const output = join(process.cwd(), 'bench', 'output');
  mkdirSync(output, { recursive: true });
  const report = {
    generatedAt: new Date().toISOString(),
    machine: { node: process.version, platform: `${process.platform}-${process.arch}`, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '' },
    api: { path: ROOMS_PATH, settings, rows: api },
    bundle,
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };
  writeFileSync(join(output, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to bench/output/latest.json (${report.durationSeconds} s)`);
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('\nbench failed:', error);
    process.exit(1);
  },
);
