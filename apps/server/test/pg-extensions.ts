import pg from 'pg';

/**
 * Once before the PostgreSQL run: pg_trgm in the public schema. Migration 0025 would otherwise
 * create it in the first test file's own schema, and dropping that schema at the file's end
 * would take the extension, and every other file's trigram indexes, with it.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('create extension if not exists pg_trgm with schema public');
  } finally {
    await admin.end();
  }
}
