import { describe, expect, it } from 'vitest';
import { settingsText } from '@ponte/domain/settings';
import { bearer, type TestContext, useTestApp } from '../../../test/helpers';

let t: TestContext;
useTestApp((built) => (t = built));

const save = (payload: object, token = t.adminToken) =>
  t.app.inject({ method: 'POST', url: '/api/configurations', headers: bearer(token), payload });
const help = () => t.app.inject({ method: 'GET', url: '/api/checkout/help' });

describe("the shop's WhatsApp for the public checkout pages", () => {
  it('is null on the public help until an admin saves one; no token is needed', async () => {
    const res = await help();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { whatsapp: null } });
  });

  it('is saved as digits with 55 from any Brazilian spelling, and the public help offers it', async () => {
    const res = await save({ shop_whatsapp: '(11) 98888-7777' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shop_whatsapp).toBe('5511988887777');
    expect((await help()).json().data).toEqual({ whatsapp: '5511988887777' });
    await save({ shop_whatsapp: '+55 21 3333-4444' });
    expect((await help()).json().data).toEqual({ whatsapp: '552133334444' });
  });

  it('a number that is not Brazilian is refused with 400 naming the field, and the saved one stays', async () => {
    await save({ shop_whatsapp: '11988887777' });
    for (const bad of ['123', '+1 415 555 0100', 'whatsapp', '00 98888-7777']) {
      const res = await save({ shop_whatsapp: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({ shop_whatsapp: settingsText.invalidShopWhatsapp });
    }
    expect((await help()).json().data.whatsapp).toBe('5511988887777');
  });

  it('an empty value clears it', async () => {
    await save({ shop_whatsapp: '' });
    expect((await help()).json().data.whatsapp).toBeNull();
  });

  it('only admins save it', async () => {
    for (const role of ['operador', 'trainee'] as const) {
      const { token } = await t.staff(role);
      expect((await save({ shop_whatsapp: '11988887777' }, token)).statusCode).toBe(403);
    }
  });
});
