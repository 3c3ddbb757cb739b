/** The schema the template database is migrated in, and so every copy of it. */
export const TEMPLATE_SCHEMA = 'ponte';

/** `url` with its database name replaced: the copies live beside TEST_DATABASE_URL's database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
