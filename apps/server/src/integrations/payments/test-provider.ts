import { randomBytes } from 'node:crypto';
import type QRCodeModule from 'qrcode';
import {
  BOLETO_DUE_DAYS,
  checkoutText,
  installmentOptions,
  PIX_EXPIRY_MINUTES,
  TEST_CARDS,
} from '@ponte/domain/checkout';
import { fromCents } from '@ponte/domain/money';
import { pixPayload } from '@ponte/domain/pix';
import { loadOnUse } from '../../lib/load-on-use';
import {
  ProviderUnavailable,
  type AttemptOutcome,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
} from './types';

export type PixAccount = { key: string; merchantName: string; merchantCity: string };

/** Where the test provider keeps what it answered to each reference, as a real provider keeps its orders. */
export type TestChargeLedger = {
  record: (reference: string, result: Pick<ChargeResult, 'status' | 'providerRef'>) => Promise<void>;
  find: (
    reference: string,
  ) => Promise<{ status: ChargeResult['status'] | 'refunded'; providerRef: string | null } | undefined>;
  /** Marks an approved charge refunded; false when there was none to refund. */
  refund: (reference: string) => Promise<boolean>;
};

/** The PIX code for an amount and a QR PNG of it (base64, without the data: prefix). */
export async function staticPix(account: PixAccount, amountCents: number, txid: string, now = new Date()) {
  const emv = pixPayload({
    key: account.key,
    merchantName: account.merchantName,
    merchantCity: account.merchantCity,
    amountCents,
    txid,
  });
  const QRCode = loadOnUse('qrcode') as typeof QRCodeModule;
  const png = await QRCode.toBuffer(emv, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return {
    emv,
    qrcodePng: png.toString('base64'),
    expiresAt: new Date(now.getTime() + PIX_EXPIRY_MINUTES * 60_000).toISOString(),
  };
}

/** A boleto line shaped like a real one (47 digits, bank 000); it is not payable and says so. */
function testBoletoLine(): string {
  const n = Array.from(randomBytes(47), (b) => String(b % 10)).join('');
  const d = `000${n.slice(3)}`;
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33, 47)}`;
}

/**
 * The provider with no payment contract: PIX is a real static BR Code for the shop's key (a
 * banking app can pay it; staff confirm it on /listas), cards and boletos are simulated and
 * labelled as tests. The test card numbers decide the card result.
 */
export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly testMode = true;

  constructor(
    private readonly pix: PixAccount | null,
    /** Where the simulated boleto page is served: `${boletoBase}/{reference}`. */
    private readonly boletoBase: string,
    private readonly ledger: TestChargeLedger,
  ) {}

  async installments(totalCents: number) {
    return installmentOptions(totalCents).map((o) => ({
      number: o.number,
      installment_amount: fromCents(o.installmentCents),
      last_installment_amount: fromCents(o.lastInstallmentCents),
      total_amount: fromCents(o.totalCents),
      interest_free: o.interestFree,
    }));
  }

  async charge(req: ChargeRequest): Promise<ChargeResult> {
    const result = await this.decide(req);
    await this.ledger.record(req.reference, result);
    return result;
  }

  /** Its own record of the attempt: what it answered then, or nothing if it never answered. */
  async lookup(attempt: { reference: string | null; providerRef: string | null }): Promise<AttemptOutcome> {
    const recorded = attempt.reference ? await this.ledger.find(attempt.reference) : undefined;
    if (!recorded) return { status: 'unknown', providerRef: null };
    // A refunded charge holds no money: as good as failed for whoever asks after a crash.
    const status = recorded.status === 'declined' || recorded.status === 'refunded' ? 'failed' : recorded.status;
    return { status, providerRef: recorded.providerRef };
  }

  /** Marks its approved charge refunded; there is no money to move. */
  async refund(attempt: { reference: string; providerRef: string | null }): Promise<void> {
    if (!(await this.ledger.refund(attempt.reference)))
      throw new ProviderUnavailable('Nenhuma cobrança aprovada do provedor de teste para estornar');
  }

  private async decide(req: ChargeRequest): Promise<ChargeResult> {
    const ref = `TESTE-${req.reference
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 12)
      .toUpperCase()}`;
    if (req.method === 'pix') {
      if (!this.pix) return { status: 'failed', providerRef: null, message: checkoutText.pixNotConfigured };
      const txid = `PONTE${req.reference.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 25);
      return {
        status: 'pending',
        providerRef: txid,
        message: null,
        pix: await staticPix(this.pix, req.amountCents, txid),
      };
    }
    if (req.method === 'boleto') {
      const due = new Date(Date.now() + BOLETO_DUE_DAYS * 86_400_000).toISOString().slice(0, 10);
      return {
        status: 'pending',
        providerRef: ref,
        message: null,
        boleto: { url: `${this.boletoBase}/${encodeURIComponent(ref)}`, line: testBoletoLine(), dueDate: due },
      };
    }
    const number = req.card?.number ?? '';
    if (number === TEST_CARDS.approved) return { status: 'approved', providerRef: ref, message: null };
    if (number === TEST_CARDS.pending)
      return { status: 'pending', providerRef: ref, message: 'Pagamento em análise pela operadora' };
    if (number === TEST_CARDS.declined) return { status: 'declined', providerRef: ref, message: checkoutText.declined };
    return { status: 'declined', providerRef: null, message: checkoutText.testCardOnly };
  }
}
