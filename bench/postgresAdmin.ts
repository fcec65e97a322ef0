import pg from 'pg';

/** PostgreSQL at DATABASE_URL, or the local default. */
export const postgresUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL without its password, for messages. */
export const redacted = (url: string) => {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
};

/** Runs one statement on the database of `url` (create, drop, a set-up update); throws when PostgreSQL cannot be reached. */
export const adminQuery = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
