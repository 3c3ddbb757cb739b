import { expect } from 'vitest';
import { bearer, type TestContext } from './helpers';

/** Moves the pending jobs' times to now and runs them: a scheduled moment comes without waiting for it. */
export async function runDueNow(t: TestContext, jobIds?: number[]) {
  await t.db
    .updateTable('jobs')
    .set({ run_at: new Date(Date.now() - 1000).toISOString() })
    .where('status', '=', 'pending')
    .$if(jobIds !== undefined, (qb) => qb.where('id', 'in', jobIds!))
    .execute();
  await t.app.jobs.drain();
}

type Call = readonly ['GET' | 'POST' | 'PUT' | 'DELETE', string];

/** Each call, made with this token, answers 403: the routes are for admins only. */
export async function expectForbidden(t: TestContext, token: string, calls: readonly Call[]) {
  for (const [method, url] of calls) {
    const res = await t.app.inject({ method, url, headers: bearer(token), payload: {} });
    expect(res.statusCode, `${method} ${url}`).toBe(403);
  }
}

/** An e-mail template made through the API as the admin; gives its id. */
export async function postTemplate(
  t: TestContext,
  payload: { name: string; subject: string; body_html: string; variables: string[] },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/email/templates',
    headers: bearer(t.adminToken),
    payload,
  });
  return res.json().data.id as number;
}
