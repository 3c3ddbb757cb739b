import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db';
import { migrateToLatest } from '../src/db/migrate';
import { databaseUrl, TEMPLATE_SCHEMA } from './pg-template';

/**
 * Once before the PostgreSQL run:
 * - pg_trgm in the public schema. Migration 0025 would otherwise create it in the first test
 *   file's own schema, and dropping that schema at the file's end would take the extension, and
 *   every other file's trigram indexes, with it.
 * - A migrated template database when the account may create databases: each test file then
 *   starts from a copy of it (CREATE DATABASE … TEMPLATE, about 0.1 s) instead of running the 66
 *   migrations again (about 0.6 s, some 300 times a run). Without that right, each file migrates
 *   its own schema as before. The databases of this run share a prefix; the end drops them all.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  project.provide('pgTemplate', '');
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('create extension if not exists pg_trgm with schema public');
  } finally {
    await admin.end();
  }

  const prefix = `ponte_run_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  const created = await withClient(url, (c) => c.query(`create database ${template}`)).then(
    () => true,
    (err: { code?: string }) => {
      // 42501: no CREATEDB right. Anything else is a real failure.
      if (err.code !== '42501') throw err;
      console.log('[server tests] no right to create databases: each file migrates its own schema');
      return false;
    },
  );
  if (!created) return;
  // Every database of this run goes at its end, or at once when the template cannot be made.
  const dropAll = () =>
    withClient(url, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [`${prefix}_`],
      );
      for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
    });
  try {
    const templateUrl = databaseUrl(url, template);
    await withClient(templateUrl, async (c) => {
      await c.query('create extension if not exists pg_trgm with schema public');
      await c.query(`create schema ${TEMPLATE_SCHEMA}`);
    });
    const handle = openDb({ kind: 'postgres', url: templateUrl, schema: TEMPLATE_SCHEMA });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.db.destroy();
    }
  } catch (err) {
    await dropAll();
    throw err;
  }
  project.provide('pgTemplate', template);
  return dropAll;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database of this PostgreSQL run, '' when each file migrates its own schema. */
    pgTemplate: string;
  }
}
