import { describe, expect, it } from 'vitest';
import { bearer, type TestContext, useTestApp } from '../../../test/helpers';

let t: TestContext;
useTestApp((built) => (t = built));

const upload = (token: string, csv: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/produtos-csv',
    headers: { ...bearer(token), 'content-type': 'text/csv' },
    payload: csv,
  });
const list = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/produtos-csv', headers: bearer(token) })).json().data;

describe('/api/produtos-csv', () => {
  it('an admin uploads the spreadsheet and every staff member reads the weights', async () => {
    const res = await upload(t.adminToken, '\uFEFFID;Peso (kg)\n101;0,8\n102;350\n');
    expect(res.json()).toEqual({ success: true, data: { imported: 2 } });
    const trainee = await t.staff('trainee');
    expect(await list(trainee.token)).toEqual([
      { ID: '101', 'Peso (kg)': '0.8' },
      { ID: '102', 'Peso (kg)': '350' },
    ]);
  });

  it('a file with a bad row is refused naming the row, and the catalogue stays as it was', async () => {
    const res = await upload(t.adminToken, 'ID;Peso (kg)\n201;1\n202;muito\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Linha 3: peso inválido "muito" para o ID 202');
    expect((await list(t.adminToken)).map((r: { ID: string }) => r.ID)).toEqual(['101', '102']);
  });

  it('also takes JSON { csv }, and only from an admin', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/produtos-csv',
      headers: bearer(t.adminToken),
      payload: { csv: 'ID,Peso (kg)\n5,"2,5"' },
    });
    expect(ok.json().data.imported).toBe(1);
    const sup = await t.staff('operador');
    expect((await upload(sup.token, 'ID;Peso (kg)\n1;1')).statusCode).toBe(403);
  });
});
