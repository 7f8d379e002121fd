import { randomBytes, randomInt } from 'node:crypto';
import { MAX_STORABLE_CENTS } from '@/lib/rules/constants';
import { sandboxCardOutcome, vaultChargeOutcome, vaultProfileOf } from '@/lib/rules/sandbox-cards';
import { parseXml, toXml } from './gateway-xml';
import { centsToDecimal, decimalToCents } from './hosted-gateway';

// The sandbox hosted-form gateway (CONTRACT §2): the real gateway's three-step protocol, played
// by the app itself in sandbox mode so the whole flow runs on one machine. Its state lives
// behind SandboxGatewayStore (a table in the app's database); the card is judged by the test
// card table (lib/rules/sandbox-cards.ts) and only its last four digits are kept.
//   step 1  <sale> (api key, amount, redirect-url) → result 1 and a form-url
//   step 2  the browser posts billing-cc-number, billing-cc-exp (MMYY), billing-cvv to the
//           form-url → 303 to redirect-url?token-id=…
//   step 3  <complete-action> (api key, token-id) → result, result-text, transaction-id,
//           result-code, amount; once per token: again, result 3 with code 300 (duplicate)
//   direct  <void> (transaction-id): a sale not settled yet, whole; <refund> (transaction-id,
//           amount; 0.00 or none for all that is left): any part of what is left. Sales settle
//           in a nightly batch at 00:00 UTC, as a real processor's do.
//   vault   <sale> with <add-customer/> keeps the card when step 3 approves it and answers its
//           customer-vault-id and the masked card; <update-billing> (customer-vault-id,
//           redirect-url) replaces the card through the same three steps; a <sale> with
//           customer-vault-id and no redirect-url charges the kept card at once (the same
//           order-id twice: result 3, code 300). The vault keeps the last four digits, the
//           expiry and how later charges answer (the vault test cards), never the number.

/** The key the sandbox gateway takes when SAFESAVE_API_KEY is not set. */
export const SANDBOX_GATEWAY_API_KEY = 'sandbox-gateway-key';

export type SandboxTransaction = {
  tokenId: string;
  amountCents: number;
  redirectUrl: string;
  orderId: string | null;
  status: 'created' | 'submitted' | 'completed';
  result: number | null;
  resultCode: number | null;
  resultText: string | null;
  transactionId: string | null;
  cardLast4: string | null;
  completedAt?: Date | null;
  refundedCents?: number;
  voidedAt?: Date | null;
  /** 'add' (<add-customer>), 'update' (<update-billing>), or null for a plain sale. */
  vaultAction?: string | null;
  customerVaultId?: string | null;
  cardExp?: string | null;
  vaultProfile?: string | null;
};

export type SandboxVaultCustomer = {
  vaultId: string;
  cardLast4: string | null;
  cardExp: string | null;
  profile: string;
  charges: number;
};

export interface SandboxGatewayStore {
  create(transaction: {
    tokenId: string;
    amountCents: number;
    redirectUrl: string;
    orderId: string | null;
    vaultAction?: string | null;
    customerVaultId?: string | null;
  }): Promise<void>;
  find(tokenId: string): Promise<SandboxTransaction | null>;
  /** The card's outcome, once: only a 'created' transaction becomes 'submitted'. False otherwise. */
  submit(
    tokenId: string,
    outcome: {
      result: number;
      resultCode: number;
      resultText: string;
      cardLast4: string | null;
      cardExp: string | null;
      vaultProfile: string | null;
    },
  ): Promise<boolean>;
  /** Completes a 'submitted' transaction, once; null when it is not (unknown, not submitted, already completed). */
  complete(tokenId: string, transactionId: string): Promise<SandboxTransaction | null>;
  findByTransactionId(transactionId: string): Promise<SandboxTransaction | null>;
  /** Voids an approved, completed sale completed at or after `unsettledSince`, with nothing refunded: once. */
  void(transactionId: string, unsettledSince: Date): Promise<boolean>;
  /** Adds `amountCents` to what was refunded of an approved sale that is not voided, if that stays within its amount. */
  refund(transactionId: string, amountCents: number): Promise<boolean>;
  /** Keeps a card in the vault (a new vault id), or replaces the card of an existing one. */
  saveVaultCustomer(customer: Omit<SandboxVaultCustomer, 'charges'>): Promise<void>;
  findVaultCustomer(vaultId: string): Promise<SandboxVaultCustomer | null>;
  /**
   * A charge by vault id, once per order-id: false when that order-id was charged before. Counts
   * the customer's later charges.
   */
  recordVaultSale(sale: {
    orderId: string;
    vaultId: string;
    amountCents: number;
    result: number;
    resultCode: number;
    resultText: string;
    transactionId: string;
    cardLast4: string | null;
  }): Promise<boolean>;
}

export type SandboxGatewayOptions = {
  store: SandboxGatewayStore;
  apiKey: string;
  /** The browser-facing address of step 2 for a token. */
  formUrlFor: (tokenId: string) => string;
  now?: () => Date;
};

const ERROR_CODE = 300;

function errorAnswer(resultText: string, extra: Record<string, string> = {}) {
  return toXml('response', { result: 3, 'result-text': resultText, 'result-code': ERROR_CODE, ...extra });
}

/** 24 random letters: no run of digits in it can ever look like a card number in a log or a scan. */
const newTokenId = () => Array.from(randomBytes(24), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** A customer-vault-id: letters and digits mixed, never a card-like run. */
const newVaultId = () => `cv${newTokenId().slice(0, 16)}`;

/** A gateway transaction id: ten digits, like the real one's (never a card-like run). */
const newTransactionId = () => String(randomInt(1_000_000_000, 9_999_999_999));

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function createSandboxGateway({ store, apiKey, formUrlFor, now = () => new Date() }: SandboxGatewayOptions) {
  async function startSale(fields: Record<string, string>, addCustomer: boolean): Promise<string> {
    const amountCents = decimalToCents(fields.amount);
    // Also past what its storage holds: its own answer, as the real gateway's for an amount it refuses.
    if (amountCents === null || amountCents <= 0 || amountCents > MAX_STORABLE_CENTS) {
      return errorAnswer('Invalid amount REFID:1');
    }
    if (fields.currency && fields.currency.toUpperCase() !== 'USD') return errorAnswer('Invalid currency REFID:2');
    const redirectUrl = fields['redirect-url'] ?? '';
    if (!isHttpUrl(redirectUrl)) return errorAnswer('Invalid redirect-url REFID:3');
    const tokenId = newTokenId();
    await store.create({
      tokenId,
      amountCents,
      redirectUrl,
      orderId: fields['order-id'] || null,
      vaultAction: addCustomer ? 'add' : null,
    });
    return toXml('response', {
      result: 1,
      'result-text': 'Step 1 completed',
      'result-code': 100,
      'form-url': formUrlFor(tokenId),
    });
  }

  async function completeSale(tokenId: string): Promise<string> {
    const transaction = await store.complete(tokenId, newTransactionId());
    if (!transaction) {
      const known = await store.find(tokenId);
      if (!known) return errorAnswer('Invalid Token REFID:4');
      if (known.status === 'created') return errorAnswer('No card was submitted for this token REFID:5');
      return errorAnswer('Duplicate transaction REFID:6', { 'transaction-id': known.transactionId ?? '' });
    }
    const approved = transaction.result === 1;
    let vaultId: string | undefined;
    if (approved && transaction.vaultAction) {
      vaultId =
        transaction.vaultAction === 'update' && transaction.customerVaultId
          ? transaction.customerVaultId
          : newVaultId();
      await store.saveVaultCustomer({
        vaultId,
        cardLast4: transaction.cardLast4,
        cardExp: transaction.cardExp ?? null,
        profile: transaction.vaultProfile ?? 'approve',
      });
    }
    if (transaction.vaultAction === 'update') {
      return toXml('response', {
        result: transaction.result ?? 3,
        'result-text': transaction.resultText ?? '',
        'transaction-id': transaction.transactionId,
        'result-code': transaction.resultCode ?? ERROR_CODE,
        'action-type': 'update-customer',
        'customer-vault-id': transaction.customerVaultId ?? undefined,
        billing: {
          'cc-number': transaction.cardLast4 ? `************${transaction.cardLast4}` : undefined,
          'cc-exp': transaction.cardExp ?? undefined,
        },
      });
    }
    return toXml('response', {
      result: transaction.result ?? 3,
      'result-text': transaction.resultText ?? '',
      'transaction-id': transaction.transactionId,
      'result-code': transaction.resultCode ?? ERROR_CODE,
      'authorization-code': approved ? String(randomInt(100_000, 999_999)) : undefined,
      'action-type': 'sale',
      amount: centsToDecimal(transaction.amountCents),
      currency: 'USD',
      'order-id': transaction.orderId ?? undefined,
      'customer-vault-id': vaultId,
      billing: {
        'cc-number': transaction.cardLast4 ? `************${transaction.cardLast4}` : undefined,
        'cc-exp': vaultId ? (transaction.cardExp ?? undefined) : undefined,
      },
    });
  }

  /** <update-billing>: step 1 of replacing a kept card, for a vault id the gateway knows. */
  async function startUpdateBilling(fields: Record<string, string>): Promise<string> {
    const vaultId = fields['customer-vault-id'] ?? '';
    if (!vaultId || !(await store.findVaultCustomer(vaultId))) return errorAnswer('Invalid Customer Vault Id REFID:16');
    const redirectUrl = fields['redirect-url'] ?? '';
    if (!isHttpUrl(redirectUrl)) return errorAnswer('Invalid redirect-url REFID:3');
    const tokenId = newTokenId();
    await store.create({
      tokenId,
      amountCents: 0,
      redirectUrl,
      orderId: fields['order-id'] || null,
      vaultAction: 'update',
      customerVaultId: vaultId,
    });
    return toXml('response', {
      result: 1,
      'result-text': 'Step 1 completed',
      'result-code': 100,
      'form-url': formUrlFor(tokenId),
    });
  }

  /** <add-customer> with source-transaction-id: keeps the card of an approved sale, with no browser. */
  async function addCustomerFromSale(transactionId: string): Promise<string> {
    const sale = await approvedSale(transactionId);
    if (typeof sale === 'string') return sale;
    const vaultId = newVaultId();
    await store.saveVaultCustomer({
      vaultId,
      cardLast4: sale.cardLast4,
      cardExp: sale.cardExp ?? null,
      profile: sale.vaultProfile ?? 'approve',
    });
    return toXml('response', {
      result: 1,
      'result-text': 'Customer Added',
      'result-code': 100,
      'action-type': 'add-customer',
      'customer-vault-id': vaultId,
      billing: {
        'cc-number': sale.cardLast4 ? `************${sale.cardLast4}` : undefined,
        'cc-exp': sale.cardExp ?? undefined,
      },
    });
  }

  /** A <sale> by customer-vault-id, with no browser: the kept card is charged now, once per order-id. */
  async function vaultSale(fields: Record<string, string>): Promise<string> {
    const amountCents = decimalToCents(fields.amount);
    if (amountCents === null || amountCents <= 0 || amountCents > MAX_STORABLE_CENTS) {
      return errorAnswer('Invalid amount REFID:1');
    }
    const orderId = fields['order-id'] ?? '';
    if (!orderId) return errorAnswer('An order-id is required for a vault sale REFID:17');
    const customer = await store.findVaultCustomer(fields['customer-vault-id'] ?? '');
    if (!customer) return errorAnswer('Invalid Customer Vault Id REFID:16');
    const outcome = vaultChargeOutcome(customer.profile, customer.charges);
    const transactionId = newTransactionId();
    const recorded = await store.recordVaultSale({
      orderId,
      vaultId: customer.vaultId,
      amountCents,
      ...outcome,
      transactionId,
      cardLast4: customer.cardLast4,
    });
    if (!recorded) return errorAnswer('Duplicate transaction REFID:6', { 'order-id': orderId });
    return toXml('response', {
      result: outcome.result,
      'result-text': outcome.resultText,
      'transaction-id': transactionId,
      'result-code': outcome.resultCode,
      'authorization-code': outcome.result === 1 ? String(randomInt(100_000, 999_999)) : undefined,
      'action-type': 'sale',
      amount: centsToDecimal(amountCents),
      currency: 'USD',
      'order-id': orderId,
      'customer-vault-id': customer.vaultId,
      billing: { 'cc-number': customer.cardLast4 ? `************${customer.cardLast4}` : undefined },
    });
  }

  /** The start of the current settlement day: sales completed before it have settled. */
  const settlementCutoff = () => {
    const today = now();
    return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  };

  /** The approved sale a direct action names, or the error answer why it cannot be acted on. */
  async function approvedSale(transactionId: string): Promise<SandboxTransaction | string> {
    const sale = transactionId ? await store.findByTransactionId(transactionId) : null;
    if (!sale || sale.status !== 'completed' || sale.result !== 1)
      return errorAnswer('Transaction not found REFID:10', { 'transaction-id': transactionId });
    if (sale.voidedAt) return errorAnswer('Transaction already voided REFID:11', { 'transaction-id': transactionId });
    return sale;
  }

  const approvedAnswer = (resultText: string, transactionId: string, amountCents: number, type: string) =>
    toXml('response', {
      result: 1,
      'result-text': resultText,
      'transaction-id': transactionId,
      'result-code': 100,
      'action-type': type,
      amount: centsToDecimal(amountCents),
      currency: 'USD',
    });

  async function voidSale(transactionId: string): Promise<string> {
    const sale = await approvedSale(transactionId);
    if (typeof sale === 'string') return sale;
    if ((sale.refundedCents ?? 0) > 0)
      return errorAnswer('A partly refunded transaction cannot be voided REFID:12', {
        'transaction-id': transactionId,
      });
    if (!(await store.void(transactionId, settlementCutoff()))) {
      return errorAnswer('Only transactions pending settlement can be voided REFID:13', {
        'transaction-id': transactionId,
      });
    }
    return approvedAnswer('Transaction Void Successful', transactionId, sale.amountCents, 'void');
  }

  async function refundSale(transactionId: string, amount: string | undefined): Promise<string> {
    const sale = await approvedSale(transactionId);
    if (typeof sale === 'string') return sale;
    const left = sale.amountCents - (sale.refundedCents ?? 0);
    // 0.00, or no amount, gives back everything that is left.
    const asked = amount === undefined || amount === '' ? 0 : decimalToCents(amount);
    if (asked === null) return errorAnswer('Invalid amount REFID:14', { 'transaction-id': transactionId });
    const cents = asked === 0 ? left : asked;
    if (cents <= 0 || cents > left || !(await store.refund(transactionId, cents))) {
      return errorAnswer('Refund amount may not exceed the transaction balance REFID:15', {
        'transaction-id': transactionId,
      });
    }
    return approvedAnswer('SUCCESS', newTransactionId(), cents, 'refund');
  }

  return {
    /** Steps 1 and 3: an XML request in, the XML answer out. */
    async handleApiRequest(xml: string): Promise<string> {
      const parsed = parseXml(xml);
      if (!parsed) return errorAnswer('Invalid XML REFID:7');
      if (parsed.fields['api-key'] !== apiKey) return errorAnswer('Authentication Failed REFID:8');
      if (parsed.root === 'sale' && parsed.fields['customer-vault-id'] && !parsed.fields['redirect-url']) {
        return vaultSale(parsed.fields);
      }
      if (parsed.root === 'sale') {
        return startSale(parsed.fields, 'add-customer' in parsed.fields || 'add-customer' in parsed.groups);
      }
      if (parsed.root === 'update-billing') return startUpdateBilling(parsed.fields);
      if (parsed.root === 'add-customer') return addCustomerFromSale(parsed.fields['source-transaction-id'] ?? '');
      if (parsed.root === 'complete-action') return completeSale(parsed.fields['token-id'] ?? '');
      if (parsed.root === 'void') return voidSale(parsed.fields['transaction-id'] ?? '');
      if (parsed.root === 'refund') return refundSale(parsed.fields['transaction-id'] ?? '', parsed.fields.amount);
      return errorAnswer(`Unsupported action ${parsed.root} REFID:9`);
    },

    /**
     * Step 2: the card as the browser posted it. Answers where to send the browser
     * (redirect-url with token-id), or null for a token that does not exist.
     */
    async submitCard(
      tokenId: string,
      card: { number: string; expiration: string; cvv?: string | null },
    ): Promise<{ redirectTo: string } | null> {
      const transaction = await store.find(tokenId);
      if (!transaction) return null;
      const outcome = sandboxCardOutcome(card, now());
      const digits = card.number.replace(/\D/g, '');
      // Only the first post counts; a second one (the back button) changes nothing.
      await store.submit(tokenId, {
        ...outcome,
        cardLast4: digits.length >= 4 ? digits.slice(-4) : null,
        cardExp: /^\d{4}$/.test(card.expiration.trim()) ? card.expiration.trim() : null,
        // Kept for every sale: a vault customer may be made from it later (<add-customer> by source-transaction-id).
        vaultProfile: vaultProfileOf(digits),
      });
      const redirect = new URL(transaction.redirectUrl);
      redirect.searchParams.set('token-id', tokenId);
      return { redirectTo: redirect.toString() };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
