import type { Db } from '../../../db';
import { readPaymentSettings } from '../../settings/service';
import { TestProvider } from './test-provider';
import type { PaymentProvider } from './types';

export const APPMAX_DEFAULT_URL = 'https://homolog.sandboxappmax.com.br/api/v3';

/** Appmax when its token is configured; otherwise the test provider (real PIX, simulated card and boleto). */
export async function paymentProvider(db: Db, baseUrl: string): Promise<PaymentProvider> {
  const s = await readPaymentSettings(db, APPMAX_DEFAULT_URL);
  return new TestProvider(s.pix, `${baseUrl}/api/checkout/boleto-teste`);
}

export async function pixConfigured(db: Db) {
  const s = await readPaymentSettings(db, APPMAX_DEFAULT_URL);
  return s.pix !== null || s.appmax !== null;
}
