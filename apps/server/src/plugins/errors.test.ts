import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDependencyDown } from '../lib/errors';
import { registerErrorHandling } from './errors';

const nodeError = (message: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(message), fields);

/** Issue 34: a database or Redis that does not answer is a 503 to retry, not a 500 to report. */
describe('errors of a dependency that is down', () => {
  it.each([
    ['a refused connect', nodeError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })],
    ['a reset connection', nodeError('read ECONNRESET', { code: 'ECONNRESET' })],
    ['PostgreSQL shutting down', nodeError('terminating connection due to administrator command', { code: '57P01' })],
    ['PostgreSQL starting', nodeError('the database system is starting up', { code: '57P03' })],
    ['a lost connection (class 08)', nodeError('connection failure', { code: '08006' })],
    ['pg cut mid-query', nodeError('Connection terminated unexpectedly')],
    [
      'the rollback of a transaction whose connection dropped',
      nodeError('Client has encountered a connection error and is not queryable'),
    ],
    ['a closed client', nodeError('Client was closed and is not queryable')],
    ['PostgreSQL out of connections', nodeError('sorry, too many clients already', { code: '53300' })],
    ['the pool waited too long', nodeError('timeout exceeded when trying to connect')],
    ['ioredis offline', nodeError('Connection is closed.')],
    [
      'ioredis out of retries',
      Object.assign(nodeError('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }),
    ],
    [
      'both addresses refused',
      Object.assign(
        new AggregateError([nodeError('x', { code: 'ECONNREFUSED' }), nodeError('y', { code: 'ECONNREFUSED' })]),
        {},
      ),
    ],
  ])('%s is one', (_name, err) => {
    expect(isDependencyDown(err)).toBe(true);
  });

  it.each([
    ['a unique violation', nodeError('duplicate key', { code: '23505' })],
    ['a syntax error', nodeError('syntax error at or near', { code: '42601' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['an AggregateError of other causes', new AggregateError([new TypeError('x')])],
    ['not an object', 'ECONNREFUSED'],
  ])('%s is not', (_name, err) => {
    expect(isDependencyDown(err)).toBe(false);
  });

  it('answers 503 in Portuguese with Retry-After; a bug still answers 500', async () => {
    const app = Fastify();
    registerErrorHandling(app, {});
    app.get('/down', async () => {
      throw nodeError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' });
    });
    app.get('/bug', async () => {
      throw new TypeError('boom');
    });
    const down = await app.inject({ method: 'GET', url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({
      success: false,
      error: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
      code: 'unavailable',
    });
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    await app.close();
  });
});
