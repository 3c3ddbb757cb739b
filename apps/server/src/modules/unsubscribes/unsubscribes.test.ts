import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { emailCampaignRow } from '../../../test/seed-rows';
import { neverSendAgain } from './service';

/** The never-send list (/descadastrados, issue 29, docs/0050). */
let t: TestContext;
let campaignId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const at = new Date().toISOString();
  campaignId = (
    await t.db
      .insertInto('email_campaigns')
      .values({ ...emailCampaignRow('Black Friday', at), status: 'sent', started_at: at, finished_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.adminToken), ...(payload ? { payload } : {}) });
const list = async (query = '') => (await call('GET', `/api/email/unsubscribes${query}`)).json().data;
const adminId = async () =>
  (await t.db.selectFrom('staff').select('id').where('email', '=', 'admin@ponte.test').executeTakeFirstOrThrow()).id;
const onList = async (emails: string[]) =>
  (await t.db.selectFrom('email_unsubscribes').select('email').where('email', 'in', emails).execute())
    .map((r) => r.email)
    .sort();

describe('the list', () => {
  it('shows unsubscribed and bounced addresses with date, kind and campaign, newest first, paginated and searchable', async () => {
    await neverSendAgain(t.db, { email: 'Saiu@Lista.test', kind: 'unsubscribed', customerId: null, campaignId });
    await neverSendAgain(t.db, {
      email: 'morto@lista.test',
      kind: 'bounced',
      customerId: null,
      campaignId,
      reason: '550 5.1.1 Mailbox unavailable',
    });
    const page = await list('?search=lista.test&limit=1');
    expect(page).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        email: 'morto@lista.test',
        kind: 'bounced',
        reason: '550 5.1.1 Mailbox unavailable',
        campaign: { id: campaignId, name: 'Black Friday' },
        created_by: null,
        created_at: expect.stringMatching(/Z$/),
      },
    ]);
    expect((await list('?search=lista.test&limit=1&page=2')).items[0]).toMatchObject({
      email: 'saiu@lista.test',
      kind: 'unsubscribed',
    });
    // '_' and '%' are searched for as typed, not as wildcards.
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=MORTO')).items.map((i: { email: string }) => i.email)).toEqual(['morto@lista.test']);
  });

  it.each([
    ['?page=0', { page: 'Página inválida' }],
    ['?limit=500', { limit: 'Quantidade por página inválida' }],
    [`?search=${'a'.repeat(300)}`, { search: 'A busca deve ter no máximo 254 caracteres' }],
  ])('refuses %s with 400 naming the field', async (query, details) => {
    const res = await call('GET', `/api/email/unsubscribes${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(details);
  });
});

describe("'Reinscrever'", () => {
  it('takes the address off the list, recorded with who did it; a second time is 404', async () => {
    await neverSendAgain(t.db, { email: 'volta@lista.test', kind: 'unsubscribed', customerId: null, campaignId });
    const { id } = (await list('?search=volta@')).items[0];
    const res = await call('DELETE', `/api/email/unsubscribes/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('volta@lista.test foi reinscrito.');
    expect(await onList(['volta@lista.test'])).toEqual([]);
    const logged = await t.db
      .selectFrom('activity_log')
      .selectAll()
      .where('entity_type', '=', 'email_unsubscribe')
      .where('entity_id', '=', String(id))
      .execute();
    expect(logged).toEqual([expect.objectContaining({ action: 'delete', user_id: await adminId() })]);
    expect(JSON.parse(logged[0]!.details!)).toEqual({ email: 'volta@lista.test', kind: 'unsubscribed' });
    const again = await call('DELETE', `/api/email/unsubscribes/${id}`);
    expect([again.statusCode, again.json().error]).toEqual([
      404,
      'Este endereço não está mais na lista de descadastrados',
    ]);
    expect((await call('DELETE', '/api/email/unsubscribes/abc')).statusCode).toBe(400);
  });

  it('fifty at once for the same address: one takes it off, one entry in the activity log', async () => {
    await neverSendAgain(t.db, { email: 'corrida@lista.test', kind: 'bounced', customerId: null, campaignId });
    const { id } = (await list('?search=corrida@')).items[0];
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => call('DELETE', `/api/email/unsubscribes/${id}`)),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 404)).toHaveLength(49);
    const logged = await t.db
      .selectFrom('activity_log')
      .select('id')
      .where('entity_type', '=', 'email_unsubscribe')
      .where('entity_id', '=', String(id))
      .execute();
    expect(logged).toHaveLength(1);
  });

  it('fifty bounces of the same address at once leave one entry', async () => {
    const added = await Promise.all(
      Array.from({ length: 50 }, () =>
        neverSendAgain(t.db, { email: 'eco@lista.test', kind: 'bounced', customerId: null, campaignId }),
      ),
    );
    expect(added.filter(Boolean)).toHaveLength(1);
    expect(await onList(['eco@lista.test'])).toEqual(['eco@lista.test']);
  });
});

describe('importing addresses that must never be sent to', () => {
  it('takes a CSV with a header, skips repeated and known addresses, and says how many', async () => {
    await neverSendAgain(t.db, { email: 'ja@importa.test', kind: 'unsubscribed', customerId: null, campaignId });
    const text =
      'email,nome\r\nnovo1@importa.test,Ana\r\n"Novo2@Importa.test";Bia\r\n\r\nnovo1@importa.test\r\nja@importa.test\r\n';
    const res = await call('POST', '/api/email/unsubscribes/import', { text });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      message: '2 endereços importados; 2 já estavam na lista ou repetidos.',
      added: 2,
      skipped: 2,
    });
    expect(await onList(['novo1@importa.test', 'novo2@importa.test'])).toEqual([
      'novo1@importa.test',
      'novo2@importa.test',
    ]);
    const imported = (await list('?search=novo1@')).items[0];
    expect(imported).toMatchObject({ kind: 'imported', campaign: null, created_by: 'onsolutions' });
  });

  it('refuses the whole file when a line is invalid, naming each line by number; nothing is written', async () => {
    const res = await call('POST', '/api/email/unsubscribes/import', {
      text: 'bom@invalido.test\nsem-arroba\n\nfalta@dominio\noutro@invalido.test',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      text: 'Linha 2: "sem-arroba" não é um e-mail válido; Linha 4: "falta@dominio" não é um e-mail válido',
    });
    expect(await onList(['bom@invalido.test', 'outro@invalido.test'])).toEqual([]);
  });

  it.each([
    [{ text: '' }, 'Nenhum e-mail para importar'],
    [{ text: 'email\n' }, 'Nenhum e-mail para importar'],
    [{}, 'Nenhum e-mail para importar'],
    [{ text: 'x@y.test\n'.repeat(10_001) }, 'No máximo 10.000 linhas por importação'],
    [{ text: 'a'.repeat(1_000_001) }, 'O texto é grande demais: no máximo 1 MB'],
  ])('refuses %# with 400 and a Portuguese message', async (payload, message) => {
    const res = await call('POST', '/api/email/unsubscribes/import', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ text: message });
  });

  it('fifty imports of the same file at once add each address once', async () => {
    const text = Array.from({ length: 30 }, (_, i) => `lote${i}@importa.test`).join('\n');
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', '/api/email/unsubscribes/import', { text })),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(replies.reduce((sum, r) => sum + (r.json().data.added as number), 0)).toBe(30);
    expect((await list('?search=lote')).total).toBe(30);
  });

  it('an imported address is left out of segments, and re-subscribed it is back', async () => {
    const segment = (
      await call('POST', '/api/campaign-segments', {
        name: 'Importados',
        filters: { manual_emails: 'fica@importa.test\nsai@importa.test' },
      })
    ).json().data.id;
    const preview = async () => (await call('GET', `/api/campaign-segments/${segment}/preview`)).json().data;
    await call('POST', '/api/email/unsubscribes/import', { text: 'sai@importa.test' });
    expect(await preview()).toMatchObject({ total: 1, excluded: { unsubscribed: 1 } });
    const { id } = (await list('?search=sai@importa')).items[0];
    await call('DELETE', `/api/email/unsubscribes/${id}`);
    expect(await preview()).toMatchObject({ total: 2, excluded: { unsubscribed: 0 } });
  });
});
