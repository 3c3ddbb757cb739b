import type { Db } from '../../db';
import { APPMAX_SANDBOX_URL, type AppmaxClient } from '../../integrations/payments/appmax-client';
import { appmaxClientOf, selectPaymentProvider } from '../../integrations/payments/select-provider';
import type { TestChargeLedger } from '../../integrations/payments/test-provider';
import type { PaymentProvider } from '../../integrations/payments/types';
import { readPaymentSettings } from '../settings/service';
import { findTestCharge, recordTestCharge, refundTestCharge } from './queries';

/** The Appmax client when its token is configured (the sandbox host unless another URL is set). */
export async function appmaxClient(db: Db): Promise<AppmaxClient | null> {
  return appmaxClientOf(await readPaymentSettings(db, APPMAX_SANDBOX_URL));
}

/** The test provider keeps what it answered in this module's table, as a real provider keeps its orders. */
const testLedger = (db: Db): TestChargeLedger => ({
  record: (reference, result) => recordTestCharge(db, reference, result.status, result.providerRef),
  find: (reference) => findTestCharge(db, reference),
  refund: (reference) => refundTestCharge(db, reference),
});

/** The provider the shop's settings choose, and whether PIX can be offered, from one read of the settings. */
export async function paymentSetup(
  db: Db,
  baseUrl: string,
): Promise<{ provider: PaymentProvider; pixAvailable: boolean }> {
  const accounts = await readPaymentSettings(db, APPMAX_SANDBOX_URL);
  return selectPaymentProvider(accounts, {
    boletoBase: `${baseUrl}/api/checkout/boleto-teste`,
    ledger: testLedger(db),
  });
}

export const paymentProvider = async (db: Db, baseUrl: string) => (await paymentSetup(db, baseUrl)).provider;
