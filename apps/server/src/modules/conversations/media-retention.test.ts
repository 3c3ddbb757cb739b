import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRetentionText } from '@ponte/domain/media-retention';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { postCustomer } from '../../../test/customer-api';
import { monthsBefore, pruneMessageMedia } from './media-retention';

let t: TestContext;
let customerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  customerId = (await postCustomer(t, { phone: '5511987000456', name: 'Caio Retenção' })).id;
});
afterAll(() => t.close());

const NOW = new Date('2026-11-28T12:00:00.000Z');
const put = (payload: object, token = t.adminToken) =>
  t.app.inject({ method: 'PUT', url: '/api/media-retention', headers: bearer(token), payload });

/** A message holding a file written `daysAgo` before NOW, the file on disk. */
async function mediaMessage(name: string, daysAgo: number, caption = '') {
  mkdirSync(t.app.ctx.uploadsDir, { recursive: true });
  writeFileSync(join(t.app.ctx.uploadsDir, name), 'bytes');
  const content = caption ? `/uploads/${name};${caption}` : `/uploads/${name}`;
  const row = await t.db
    .insertInto('messages')
    .values({
      customer_id: customerId,
      content,
      direction: 'incoming',
      sender_id: null,
      external_id: null,
      created_at: new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const contentOf = async (id: number) =>
  await t.db.selectFrom('messages').select(['content', 'search_text']).where('id', '=', id).executeTakeFirstOrThrow();

describe('media retention (issue 33)', () => {
  it('is off by default: nothing is deleted', async () => {
    const id = await mediaMessage('antigo0.jpg', 2000);
    expect(await pruneMessageMedia(t.app.ctx, NOW)).toBe(0);
    expect(existsSync(join(t.app.ctx.uploadsDir, 'antigo0.jpg'))).toBe(true);
    expect((await contentOf(id)).content).toBe('/uploads/antigo0.jpg');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/media-retention', headers: bearer(t.adminToken) })).json().data,
    ).toEqual({ months: null });
  });

  it('set to 3 months: older files go from disk, their messages say so keeping the caption; newer ones and texts stay', async () => {
    expect((await put({ months: 3 })).json().data).toEqual({ months: 3 });
    const old = await mediaMessage('antigo1.jpg', 100, 'Nota fiscal');
    const recent = await mediaMessage('novo1.jpg', 30);
    const text = await t.db
      .insertInto('messages')
      .values({
        customer_id: customerId,
        content: 'Olá, tudo bem?',
        direction: 'incoming',
        sender_id: null,
        external_id: null,
        created_at: '2020-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pruned = await pruneMessageMedia(t.app.ctx, NOW);
    // The one from the test before too (2000 days old).
    expect(pruned).toBe(2);
    expect(existsSync(join(t.app.ctx.uploadsDir, 'antigo1.jpg'))).toBe(false);
    expect(existsSync(join(t.app.ctx.uploadsDir, 'antigo0.jpg'))).toBe(false);
    expect(existsSync(join(t.app.ctx.uploadsDir, 'novo1.jpg'))).toBe(true);
    const note = mediaRetentionText.removed(3);
    expect(await contentOf(old)).toEqual({
      content: `${note} Nota fiscal`,
      search_text: expect.stringContaining('nota fiscal'),
    });
    expect((await contentOf(recent)).content).toBe('/uploads/novo1.jpg');
    expect((await contentOf(text.id)).content).toBe('Olá, tudo bem?');
    // A second run finds nothing left to do.
    expect(await pruneMessageMedia(t.app.ctx, NOW)).toBe(0);
  });

  it('counts calendar months', () => {
    expect(monthsBefore(new Date('2026-11-28T12:00:00.000Z'), 3).toISOString()).toBe('2026-08-28T12:00:00.000Z');
    expect(monthsBefore(new Date('2026-01-15T00:00:00.000Z'), 12).toISOString()).toBe('2025-01-15T00:00:00.000Z');
  });

  it('refuses what is not a whole number of months from 1 to 120, naming the field; only admins set it', async () => {
    for (const months of [0, 121, 2.5, '3', -1]) {
      const res = await put({ months });
      expect(res.statusCode, String(months)).toBe(400);
      expect(res.json().details).toEqual({ months: mediaRetentionText.invalid });
    }
    expect((await put({ months: null })).json().data).toEqual({ months: null });
    expect((await put({ months: 6 }, (await t.staff('operador')).token)).statusCode).toBe(403);
  });
});
