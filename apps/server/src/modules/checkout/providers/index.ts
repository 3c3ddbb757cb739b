import { AppmaxClient, APPMAX_SANDBOX_URL } from '../../../integrations/appmax/client';
import { AppmaxProvider } from '../../../integrations/appmax/provider';
import type { Db } from '../../../db';
import { readPaymentSettings, type PaymentSettings } from '../../settings/service';
import { recordTestCharge, findTestCharge } from '../queries';
import { TestProvider, type TestChargeLedger } from './test-provider';
import type { PaymentProvider } from '../../../integrations/payments/types';

const clientOf = (s: PaymentSettings) =>
  s.appmax ? new AppmaxClient({ baseUrl: s.appmax.baseUrl, accessToken: s.appmax.accessToken }) : null;

/** The Appmax client when its token is configured (the sandbox host unless another URL is set). */
export async function appmaxClient(db: Db): Promise<AppmaxClient | null> {
  return clientOf(await readPaymentSettings(db, APPMAX_SANDBOX_URL));
}

const testLedger = (db: Db): TestChargeLedger => ({
  record: (reference, result) => recordTestCharge(db, reference, result.status, result.providerRef),
  find: (reference) => findTestCharge(db, reference),
});

/**
 * From one read of the settings: Appmax when its token is configured, otherwise the test
 * provider (real PIX, simulated card and boleto); and whether PIX can be offered.
 */
export async function paymentSetup(
  db: Db,
  baseUrl: string,
): Promise<{ provider: PaymentProvider; pixAvailable: boolean }> {
  const s = await readPaymentSettings(db, APPMAX_SANDBOX_URL);
  const client = clientOf(s);
  const provider = client
    ? new AppmaxProvider(client)
    : new TestProvider(s.pix, `${baseUrl}/api/checkout/boleto-teste`, testLedger(db));
  return { provider, pixAvailable: s.pix !== null || s.appmax !== null };
}

export const paymentProvider = async (db: Db, baseUrl: string) => (await paymentSetup(db, baseUrl)).provider;
