import { AppmaxClient } from './appmax-client';
import { AppmaxProvider } from './appmax-provider';
import { TestProvider, type PixAccount, type TestChargeLedger } from './test-provider';
import type { PaymentProvider } from './types';

/** The shop's payment settings as the settings module reads them: what is configured, null when not. */
export type PaymentAccounts = {
  pix: PixAccount | null;
  appmax: { accessToken: string; baseUrl: string } | null;
};

/** The Appmax client when its token is configured. */
export const appmaxClientOf = (accounts: PaymentAccounts): AppmaxClient | null =>
  accounts.appmax
    ? new AppmaxClient({ baseUrl: accounts.appmax.baseUrl, accessToken: accounts.appmax.accessToken })
    : null;

/**
 * From one read of the settings: Appmax when its token is configured, otherwise the test
 * provider (real PIX, simulated card and boleto); and whether PIX can be offered.
 */
export function selectPaymentProvider(
  accounts: PaymentAccounts,
  test: {
    /** Where the test provider's simulated boleto page is served. */
    boletoBase: string;
    ledger: TestChargeLedger;
  },
): { provider: PaymentProvider; pixAvailable: boolean } {
  const client = appmaxClientOf(accounts);
  const provider = client ? new AppmaxProvider(client) : new TestProvider(accounts.pix, test.boletoBase, test.ledger);
  return { provider, pixAvailable: accounts.pix !== null || accounts.appmax !== null };
}
