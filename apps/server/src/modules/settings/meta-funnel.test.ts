import { describe, expect, it } from 'vitest';
import { settingsText } from '@ponte/domain/settings';
import { bearer, type TestContext, useTestApp } from '../../../test/helpers';

let t: TestContext;
useTestApp((built) => (t = built));

const save = (payload: object, token = t.adminToken) =>
  t.app.inject({ method: 'POST', url: '/api/configurations', headers: bearer(token), payload });
const stored = async (key: string) =>
  (await t.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value;

describe('funnel settings of /configuracoes (Meta section)', () => {
  it("the shop's site is kept as its bare origin; a path, query or other scheme is refused", async () => {
    const ok = await save({ shop_site_url: ' https://WWW.Loja.com.br/ ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.shop_site_url).toBe('https://www.loja.com.br');
    for (const bad of [
      'https://www.loja.com.br/produtos',
      'https://www.loja.com.br/?utm=1',
      'ftp://loja.com.br',
      'loja',
    ]) {
      const res = await save({ shop_site_url: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details).toEqual({ shop_site_url: settingsText.invalidShopSiteUrl });
    }
    expect(await stored('shop_site_url')).toBe('https://www.loja.com.br');
  });

  it('the Graph API version is vNN.N; empty means the default', async () => {
    expect((await save({ meta_graph_version: 'v22.0' })).json().data.meta_graph_version).toBe('v22.0');
    for (const bad of ['22.0', 'v22', 'latest']) {
      const res = await save({ meta_graph_version: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details).toEqual({ meta_graph_version: settingsText.invalidGraphVersion });
    }
    expect((await save({ meta_graph_version: '' })).json().data.meta_graph_version).toBe('');
  });

  it('the test event code is letters and digits only, and can be cleared', async () => {
    expect((await save({ meta_test_event_code: 'TEST123' })).json().data.meta_test_event_code).toBe('TEST123');
    const res = await save({ meta_test_event_code: 'TEST 1; drop' });
    expect(res.json().details).toEqual({ meta_test_event_code: settingsText.invalidTestEventCode });
    expect(await stored('meta_test_event_code')).toBe('TEST123');
    expect((await save({ meta_test_event_code: '' })).json().data.meta_test_event_code).toBe('');
  });

  it('only admins change them, and other roles do not read them', async () => {
    const operador = await t.staff('operador');
    expect((await save({ shop_site_url: 'https://x.test' }, operador.token)).statusCode).toBe(403);
    const view = await t.app.inject({ method: 'GET', url: '/api/configurations', headers: bearer(operador.token) });
    expect(view.json().data).not.toHaveProperty('shop_site_url');
    expect(view.json().data).not.toHaveProperty('meta_test_event_code');
  });
});
