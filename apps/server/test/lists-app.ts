import { forgetKgRate } from '../src/modules/lists/quote';
import { bearer, buildTestApp, type TestContext } from './helpers';

/** A test app for list quotes: a known shop address, and the kg rate at its fallback (tests have no tax service). */
export async function buildListsTestApp(): Promise<TestContext> {
  const t = await buildTestApp({ publicUrl: 'https://loja.exemplo.com.br' });
  await t.app.inject({
    method: 'POST',
    url: '/api/configurations',
    headers: bearer(t.adminToken),
    payload: { kg_fee_fallback: 7.5, kg_fee_url: '' },
  });
  forgetKgRate();
  return t;
}
