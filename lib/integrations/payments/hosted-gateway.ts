import { parseXml, toXml, type ParsedXml } from './gateway-xml';

// The hosted-form card gateway, over its three-step XML protocol (NMI's Three-Step Redirect):
//   1. startSale: our server posts <sale> (api key, amount in decimal dollars, redirect-url) and
//      gets a form-url;
//   2. the donor's browser posts the card (billing-cc-number, billing-cc-exp MMYY, billing-cvv)
//      straight to that form-url and is redirected to redirect-url?token-id=…, so the card never
//      reaches our server;
//   3. completeSale: our server posts <complete-action> with the token and gets the result.
// The same client talks to the real gateway (SAFESAVE_GATEWAY_URL, SAFESAVE_API_KEY) and to the
// sandbox gateway the app serves itself in sandbox mode (sandbox-gateway.ts).

/** result: 1 approved, 2 declined, 3 error (bad data, duplicate, …). */
export type GatewayResult = 1 | 2 | 3;

export type StartSaleAnswer = {
  result: GatewayResult;
  resultText: string;
  resultCode: number | null;
  /** Where the browser posts the card; null unless result is 1. */
  formUrl: string | null;
  /** The gateway's answer as it came, for callers that pass it on. */
  xml: string;
};

export type CompleteSaleAnswer = {
  result: GatewayResult;
  resultText: string;
  resultCode: number | null;
  transactionId: string | null;
  /** What the gateway charged, in cents; null when it did not say. */
  amountCents: number | null;
  /** ISO 4217, upper case, when the gateway said. */
  currency: string | null;
  orderId: string | null;
  /** The last four digits of the card, when the gateway showed its masked number. */
  cardLast4: string | null;
  /** The vault id of the card kept by <add-customer> (or replaced by <update-billing>). */
  customerVaultId: string | null;
  /** The kept card's expiry, MMYY, when the gateway said. */
  cardExp: string | null;
  /** The card's type (visa, mastercard, …), when the gateway said. */
  cardType: string | null;
  xml: string;
};

export type HostedGatewayConfig = {
  /** The three-step endpoint, e.g. https://secure.nmi.com/api/v2/three-step. */
  url: string;
  apiKey: string;
  /** Milliseconds to wait for an answer. */
  timeoutMs?: number;
};

export type StartSaleInput = {
  amountCents: number;
  redirectUrl: string;
  /** Ours, echoed back by step 3. */
  orderId?: string;
  orderDescription?: string;
  currency?: string;
  /** Keep the card in the customer vault for later charges (<add-customer/> in step 1). */
  addCustomer?: boolean;
};

/** A sale charged to a kept card by its customer-vault-id, with no browser. */
export type VaultSaleInput = {
  customerVaultId: string;
  amountCents: number;
  orderId: string;
  orderDescription?: string;
};

/** The gateway could not be reached, or answered something that is not its XML. Nothing was charged by step 1; a step 3 may or may not have gone through. */
export class GatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

/** The answer to a direct call on a transaction (void, refund): no browser step. */
export type DirectAnswer = {
  result: GatewayResult;
  resultText: string;
  resultCode: number | null;
  /** The gateway's id of this action (a refund has its own; a void answers the sale's). */
  transactionId: string | null;
  xml: string;
};

export interface HostedGateway {
  startSale(input: StartSaleInput): Promise<StartSaleAnswer>;
  completeSale(tokenId: string): Promise<CompleteSaleAnswer>;
  /** Cancels a sale that has not settled yet, whole: the card is never charged. */
  voidSale(transactionId: string): Promise<DirectAnswer>;
  /** Gives back `amountCents` of a sale (settled or pending settlement), up to what is left of it. */
  refundSale(transactionId: string, amountCents: number): Promise<DirectAnswer>;
  /** Charges a kept card now; the same order-id twice answers result 3 / 300 and charges nothing. */
  vaultSale(input: VaultSaleInput): Promise<DirectAnswer>;
  /** Keeps the card of an approved sale in the vault, with no browser (<add-customer> by source-transaction-id). */
  addCustomerFromSale(
    transactionId: string,
  ): Promise<DirectAnswer & { customerVaultId: string | null; cardExp: string | null }>;
  /** Step 1 of replacing a kept card (<update-billing>): the browser posts the new card to the form-url; step 3 is completeSale. */
  startUpdateBilling(input: { customerVaultId: string; redirectUrl: string }): Promise<StartSaleAnswer>;
}

/** Decimal dollars as the gateway's XML takes them: 5250 → "52.50". */
export const centsToDecimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** "52.50" → 5250; null for anything else. */
export function decimalToCents(value: string | undefined): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value?.trim() ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function readResult(
  parsed: ParsedXml | null,
  xml: string,
): { result: GatewayResult; resultText: string; resultCode: number | null } {
  const result = Number(parsed?.fields.result);
  if (!parsed || parsed.root !== 'response' || (result !== 1 && result !== 2 && result !== 3)) {
    throw new GatewayUnavailableError(`The gateway answered something else than its XML: ${xml.slice(0, 200)}`);
  }
  const code = Number(parsed.fields['result-code']);
  return {
    result,
    resultText: parsed.fields['result-text'] ?? '',
    resultCode: Number.isInteger(code) && code > 0 ? code : null,
  };
}

export function createHostedGateway({ url, apiKey, timeoutMs = 30_000 }: HostedGatewayConfig): HostedGateway {
  async function post(body: string): Promise<{ xml: string; parsed: ParsedXml | null }> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', accept: 'text/xml' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      });
    } catch (error) {
      throw new GatewayUnavailableError(
        `The gateway did not answer: ${error instanceof Error ? error.message : error}`,
      );
    }
    const xml = await response.text().catch(() => '');
    if (!response.ok) throw new GatewayUnavailableError(`The gateway answered HTTP ${response.status}`);
    return { xml, parsed: parseXml(xml) };
  }

  /** A direct XML action on a transaction (NMI's three-step API takes <void> and <refund> as they are). */
  async function direct(action: 'void' | 'refund', fields: Record<string, string>): Promise<DirectAnswer> {
    const { xml, parsed } = await post(toXml(action, { 'api-key': apiKey, ...fields }));
    return { ...readResult(parsed, xml), transactionId: parsed?.fields['transaction-id'] || null, xml };
  }

  return {
    async startSale({ amountCents, redirectUrl, orderId, orderDescription, currency = 'USD', addCustomer }) {
      const { xml, parsed } = await post(
        toXml('sale', {
          'api-key': apiKey,
          'redirect-url': redirectUrl,
          amount: centsToDecimal(amountCents),
          currency: currency.toUpperCase(),
          'order-id': orderId,
          'order-description': orderDescription,
          ...(addCustomer ? { 'add-customer': {} } : {}),
        }),
      );
      const answer = readResult(parsed, xml);
      const formUrl = parsed?.fields['form-url'] || null;
      return { ...answer, formUrl: answer.result === 1 ? formUrl : null, xml };
    },

    async startUpdateBilling({ customerVaultId, redirectUrl }) {
      const { xml, parsed } = await post(
        toXml('update-billing', {
          'api-key': apiKey,
          'redirect-url': redirectUrl,
          'customer-vault-id': customerVaultId,
        }),
      );
      const answer = readResult(parsed, xml);
      const formUrl = parsed?.fields['form-url'] || null;
      return { ...answer, formUrl: answer.result === 1 ? formUrl : null, xml };
    },

    async addCustomerFromSale(transactionId) {
      const { xml, parsed } = await post(
        toXml('add-customer', { 'api-key': apiKey, 'source-transaction-id': transactionId }),
      );
      return {
        ...readResult(parsed, xml),
        transactionId: null,
        customerVaultId: parsed?.fields['customer-vault-id'] || null,
        cardExp: parsed?.groups.billing?.['cc-exp'] || null,
        xml,
      };
    },

    async vaultSale({ customerVaultId, amountCents, orderId, orderDescription }) {
      const { xml, parsed } = await post(
        toXml('sale', {
          'api-key': apiKey,
          'customer-vault-id': customerVaultId,
          amount: centsToDecimal(amountCents),
          currency: 'USD',
          'order-id': orderId,
          'order-description': orderDescription,
          // A merchant-initiated charge of a card kept with the donor's consent.
          'stored-credential-indicator': 'used',
          'initiated-by': 'merchant',
        }),
      );
      return { ...readResult(parsed, xml), transactionId: parsed?.fields['transaction-id'] || null, xml };
    },

    voidSale: (transactionId) => direct('void', { 'transaction-id': transactionId }),

    refundSale: (transactionId, amountCents) =>
      direct('refund', { 'transaction-id': transactionId, amount: centsToDecimal(amountCents) }),

    async completeSale(tokenId) {
      const { xml, parsed } = await post(toXml('complete-action', { 'api-key': apiKey, 'token-id': tokenId }));
      const answer = readResult(parsed, xml);
      const fields = parsed!.fields;
      const masked = parsed!.groups.billing?.['cc-number'] ?? '';
      return {
        ...answer,
        transactionId: fields['transaction-id'] || null,
        amountCents: decimalToCents(fields.amount),
        currency: fields.currency ? fields.currency.toUpperCase() : null,
        orderId: fields['order-id'] || null,
        cardLast4: /(\d{4})$/.exec(masked)?.[1] ?? null,
        customerVaultId: fields['customer-vault-id'] || null,
        cardExp: parsed!.groups.billing?.['cc-exp'] || null,
        cardType: parsed!.groups.billing?.['cc-type'] || null,
        xml,
      };
    },
  };
}
