import { sql } from 'drizzle-orm';
import { checkInvariants } from '../app/system/invariants';
import { parseEnv } from './env';
import { openDatabase } from './openDatabase';

/**
 * `npm run check:invariants`: checks the database the server would open (DATABASE_URL, else PGlite in
 * DATA_DIR/db) for broken rules of bookings and money, read only. Prints one line per rule with its count
 * and a few examples; exits 0 when nothing is broken, 1 when something is, 2 when it could not check.
 * PGlite's data directory is one process's: stop the server first. PostgreSQL may be checked while serving.
 */
const env = parseEnv();
// As the folder is: a folder no server has prepared must say so, not look like a new, empty resort.
const database = await openDatabase(env, { fromTemplate: false });
try {
  const { rows } = (await database.db.execute(sql`SELECT to_regclass('reservations') IS NOT NULL AS migrated`)) as unknown as { rows: { migrated: boolean }[] };
  if (!rows[0]?.migrated) {
    console.error('This database has no tables yet: start the server on it once (it creates them), then check it.');
    process.exitCode = 2;
  } else {
    const results = await checkInvariants(database.db);
    for (const r of results) {
      console.log(`${r.violations === 0 ? 'ok  ' : 'FAIL'} ${r.violations} ${r.title}`);
      for (const example of r.examples) console.log(`       ${example}`);
    }
    const broken = results.reduce((n, r) => n + r.violations, 0);
    console.log(broken ? `${broken} violation${broken === 1 ? '' : 's'} found.` : 'No violations found.');
    process.exitCode = broken ? 1 : 0;
  }
} catch (err) {
  console.error('Could not check the database:', err);
  process.exitCode = 2;
} finally {
  await database.close();
}
