import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../test/mock-api';
import { adminUser } from '../test/fixtures';
import { api, ApiError, publicApi, setUnauthorizedHandler } from './api';
import { getToken, saveSession } from './auth-storage';

describe('api client', () => {
  it('staff calls carry the bearer token from browser storage', async () => {
    saveSession('staff-token', adminUser);
    const server = mockApi({ 'GET /api/things': ok([1]) });
    await expect(api.get('/things')).resolves.toEqual([1]);
    expect(server.calls[0].headers.Authorization).toBe('Bearer staff-token');
  });

  it('public calls carry no Authorization header even when a staff member is signed in', async () => {
    saveSession('staff-token', adminUser);
    const server = mockApi({
      'GET /api/checkout/abc': ok({ token: 'abc' }),
      'POST /api/checkout/abc/pay': ok({ status: 'approved' }),
    });
    await publicApi.get('/checkout/abc');
    await publicApi.post('/checkout/abc/pay', { a: 1 }, { 'Idempotency-Key': 'key-1' });
    expect(server.calls.map((c) => c.headers.Authorization)).toEqual([undefined, undefined]);
    expect(server.calls[1].headers['Idempotency-Key']).toBe('key-1');
    expect(server.calls[1].headers['Content-Type']).toBe('application/json');
  });

  it('a 401 on a public call does not sign the staff out', async () => {
    saveSession('staff-token', adminUser);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'GET /api/checkout/abc': fail(401, 'Não autorizado') });
    await expect(publicApi.get('/checkout/abc')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getToken()).toBe('staff-token');
  });

  it('a failed public call keeps the status, the server error and the field details', async () => {
    mockApi({ 'POST /api/checkout/abc/pay': fail(400, 'Dados inválidos', { customer_cpf: 'CPF inválido' }) });
    const err = await publicApi.post('/checkout/abc/pay', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Dados inválidos', details: { customer_cpf: 'CPF inválido' } });
  });
});
