import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataLocation, loadConfig } from './config';

const dir = () => mkdtempSync(join(tmpdir(), 'ponte-config-'));

describe('configuration from the environment', () => {
  it('defaults to port 3000 and the SQLite file DATA_DIR/ponte.db', () => {
    const d = dir();
    const c = loadConfig({ DATA_DIR: d });
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'sqlite', file: join(d, 'ponte.db') });
    expect(c.adminEmail).toBe('admin@ponte.local');
    expect(c.trustProxy).toBe(false);
    expect(c.loginRateLimit).toBe(20);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dir(), DATABASE_URL: '', PORT: '' }).database.kind).toBe('sqlite');
  });

  it('switches to PostgreSQL with a postgres:// DATABASE_URL', () => {
    const c = loadConfig({ DATA_DIR: dir(), DATABASE_URL: 'postgres://u:p@db:5432/ponte' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/ponte' });
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const d = dir();
    const first = loadConfig({ DATA_DIR: d }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(d, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: d }).jwtSecret).toBe(first);
  });

  it('uses JWT_SECRET when given and writes no file', () => {
    const d = dir();
    expect(loadConfig({ DATA_DIR: d, JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
    expect(existsSync(join(d, 'jwt-secret'))).toBe(false);
  });

  it('with REDIS_URL (several instances) requires JWT_SECRET, the one secret they share', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), REDIS_URL: 'redis://r:6379' })).toThrow(/JWT_SECRET.*REDIS_URL/);
    const key = Buffer.alloc(32, 7).toString('base64');
    const c = loadConfig({
      DATA_DIR: dir(),
      REDIS_URL: 'redis://r:6379',
      JWT_SECRET: 's'.repeat(32),
      ENCRYPTION_KEY: key,
    });
    expect(c.redisUrl).toBe('redis://r:6379');
  });

  it('with REDIS_URL requires ENCRYPTION_KEY too, and refuses a key that is not 32 bytes (issue 33)', () => {
    const base = { DATA_DIR: dir(), REDIS_URL: 'redis://r:6379', JWT_SECRET: 's'.repeat(32) };
    expect(() => loadConfig(base)).toThrow(/ENCRYPTION_KEY is required with REDIS_URL/);
    expect(() => loadConfig({ ...base, ENCRYPTION_KEY: 'curta' })).toThrow(/ENCRYPTION_KEY must be 32 bytes/);
    expect(() => loadConfig({ DATA_DIR: dir(), ENCRYPTION_KEYS_PREVIOUS: 'x,y' })).toThrow(/ENCRYPTION_KEYS_PREVIOUS/);
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ ...base, ENCRYPTION_KEY: hex }).encryption).toEqual({ current: hex, previous: undefined });
  });

  it('serves metrics on METRICS_PORT only when set, and gives a stop 8 s unless told', () => {
    const d = dir();
    expect(loadConfig({ DATA_DIR: d })).toMatchObject({
      metricsPort: undefined,
      shutdownTimeoutMs: 8000,
      drainDelayMs: 0,
    });
    expect(
      loadConfig({ DATA_DIR: d, METRICS_PORT: '9464', SHUTDOWN_TIMEOUT_SECONDS: '25', DRAIN_DELAY_SECONDS: '10' }),
    ).toMatchObject({
      metricsPort: 9464,
      shutdownTimeoutMs: 25_000,
      drainDelayMs: 10_000,
    });
    expect(() => loadConfig({ DATA_DIR: d, METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ DATA_DIR: d, DRAIN_DELAY_SECONDS: '-1' })).toThrow(/DRAIN_DELAY_SECONDS/);
  });

  it('dataLocation names the database without making the folder or a secret (npm run backup)', () => {
    const d = join(dir(), 'not-yet');
    expect(dataLocation({ DATA_DIR: d })).toEqual({
      dataDir: d,
      database: { kind: 'sqlite', file: join(d, 'ponte.db') },
    });
    expect(existsSync(d)).toBe(false);
    expect(dataLocation({ DATA_DIR: d, DATABASE_URL: 'postgres://u@db/ponte' }).database.kind).toBe('postgres');
  });

  it('names every bad variable in one error', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET/,
    );
  });
});
