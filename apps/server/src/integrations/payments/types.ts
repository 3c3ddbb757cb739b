import type { CardInput, InstallmentOption, PaymentMethod } from '@ponte/domain/checkout';

/** What a provider needs to charge a checkout session. Amounts in BRL cents. */
export type ChargeRequest = {
  /** Unique per attempt; providers that support it use it to charge once on retries. */
  reference: string;
  amountCents: number;
  customer: {
    name: string;
    email: string;
    /** Digits with DDD, 10 or 11. */
    phone: string;
    /** 11 digits. */
    cpf: string;
    address: {
      street: string;
      number: string;
      complement: string;
      neighborhood: string;
      city: string;
      state: string;
      zipcode: string;
    };
    ip: string;
  };
  items: { name: string; sku: string | null; quantity: number; priceCents: number }[];
  method: PaymentMethod;
  /** Only for credit_card; never stored or logged. */
  card?: CardInput;
  installments: number;
  /**
   * Called with the provider's order id as soon as the order exists and before any charge is
   * asked for, so a crash mid-charge leaves the order id behind for reconciliation. A failure
   * here stops the charge.
   */
  onOrderCreated?: (providerRef: string) => Promise<void>;
};

export type ChargeResult = {
  status: 'approved' | 'pending' | 'declined' | 'failed';
  /** The provider's order id, kept on the sale and the session. */
  providerRef: string | null;
  message: string | null;
  pix?: { emv: string; qrcodePng: string; expiresAt: string };
  boleto?: { url: string; line: string; dueDate: string };
  paymentUrl?: string;
};

/**
 * What became of an attempt that a crash interrupted, as the provider's own record says:
 * `unknown` when the provider has no trace of it (no order was made, nothing charged).
 */
export type AttemptOutcome = { status: 'approved' | 'pending' | 'failed' | 'unknown'; providerRef: string | null };

export interface PaymentProvider {
  readonly name: 'appmax' | 'test';
  /** True when cards and boletos are simulated (no contract configured). */
  readonly testMode: boolean;
  installments(totalCents: number): Promise<InstallmentOption[]>;
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /**
   * Gives back the whole of an approved charge (a card approved for a list another payment had
   * already paid). Throws ProviderUnavailable when the provider could not be asked or refused.
   */
  refund(attempt: { reference: string; providerRef: string | null }): Promise<void>;
  /** Reads the outcome of an earlier attempt; throws ProviderUnavailable when it cannot tell. */
  lookup(attempt: { reference: string | null; providerRef: string | null }): Promise<AttemptOutcome>;
}

/** A provider that could not be reached or answered garbage: the session stays payable. */
export class ProviderUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}
