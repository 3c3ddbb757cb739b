import { AppmaxClient, APPMAX_SANDBOX_URL } from '../../../integrations/appmax/client';
import { AppmaxProvider } from '../../../integrations/appmax/provider';
import type { Db } from '../../../db';
import { readPaymentSettings } from '../../settings/service';
import { TestProvider } from './test-provider';
import type { PaymentProvider } from './types';

/** The Appmax client when its token is configured (the sandbox host unless another URL is set). */
export async function appmaxClient(db: Db): Promise<AppmaxClient | null> {
  const s = await readPaymentSettings(db, APPMAX_SANDBOX_URL);
  return s.appmax ? new AppmaxClient({ baseUrl: s.appmax.baseUrl, accessToken: s.appmax.accessToken }) : null;
}

/** Appmax when its token is configured; otherwise the test provider (real PIX, simulated card and boleto). */
export async function paymentProvider(db: Db, baseUrl: string): Promise<PaymentProvider> {
  const client = await appmaxClient(db);
  if (client) return new AppmaxProvider(client);
  const s = await readPaymentSettings(db, APPMAX_SANDBOX_URL);
  return new TestProvider(s.pix, `${baseUrl}/api/checkout/boleto-teste`);
}

export async function pixConfigured(db: Db) {
  const s = await readPaymentSettings(db, APPMAX_SANDBOX_URL);
  return s.pix !== null || s.appmax !== null;
}
