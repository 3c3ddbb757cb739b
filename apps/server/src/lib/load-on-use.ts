import { createRequire } from 'node:module';

/**
 * Loads a package the first time a feature needs it instead of at start: PostgreSQL's driver,
 * Redis, nodemailer and the QR code maker each keep megabytes for the life of the process, and
 * the default start (SQLite, no Redis, no SMTP) never uses them (docs/0027). They are CommonJS,
 * so `require` keeps the callers synchronous. Types still come from `import type`.
 */
export const loadOnUse = createRequire(import.meta.url);
