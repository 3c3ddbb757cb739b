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
    address: { street: string; number: string; complement: string; neighborhood: string; city: string; state: string; zipcode: string };
    ip: string;
  };
  items: { name: string; sku: string | null; quantity: number; priceCents: number }[];
  method: PaymentMethod;
  /** Only for credit_card; never stored or logged. */
  card?: CardInput;
  installments: number;
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

export interface PaymentProvider {
  readonly name: 'appmax' | 'test';
  /** True when cards and boletos are simulated (no contract configured). */
  readonly testMode: boolean;
  installments(totalCents: number): Promise<InstallmentOption[]>;
  charge(req: ChargeRequest): Promise<ChargeResult>;
}

/** A provider that could not be reached or answered garbage: the session stays payable. */
export class ProviderUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}
