import { randomBytes, randomInt } from 'node:crypto';
import { MAX_STORABLE_CENTS } from '@/lib/rules/constants';
import { sandboxCardOutcome } from '@/lib/rules/sandbox-cards';
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
};

export interface SandboxGatewayStore {
  create(transaction: {
    tokenId: string;
    amountCents: number;
    redirectUrl: string;
    orderId: string | null;
  }): Promise<void>;
  find(tokenId: string): Promise<SandboxTransaction | null>;
  /** The card's outcome, once: only a 'created' transaction becomes 'submitted'. False otherwise. */
  submit(
    tokenId: string,
    outcome: { result: number; resultCode: number; resultText: string; cardLast4: string | null },
  ): Promise<boolean>;
  /** Completes a 'submitted' transaction, once; null when it is not (unknown, not submitted, already completed). */
  complete(tokenId: string, transactionId: string): Promise<SandboxTransaction | null>;
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
  async function startSale(fields: Record<string, string>): Promise<string> {
    const amountCents = decimalToCents(fields.amount);
    // Also past what its storage holds: its own answer, as the real gateway's for an amount it refuses.
    if (amountCents === null || amountCents <= 0 || amountCents > MAX_STORABLE_CENTS) {
      return errorAnswer('Invalid amount REFID:1');
    }
    if (fields.currency && fields.currency.toUpperCase() !== 'USD') return errorAnswer('Invalid currency REFID:2');
    const redirectUrl = fields['redirect-url'] ?? '';
    if (!isHttpUrl(redirectUrl)) return errorAnswer('Invalid redirect-url REFID:3');
    const tokenId = newTokenId();
    await store.create({ tokenId, amountCents, redirectUrl, orderId: fields['order-id'] || null });
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
      billing: { 'cc-number': transaction.cardLast4 ? `************${transaction.cardLast4}` : undefined },
    });
  }

  return {
    /** Steps 1 and 3: an XML request in, the XML answer out. */
    async handleApiRequest(xml: string): Promise<string> {
      const parsed = parseXml(xml);
      if (!parsed) return errorAnswer('Invalid XML REFID:7');
      if (parsed.fields['api-key'] !== apiKey) return errorAnswer('Authentication Failed REFID:8');
      if (parsed.root === 'sale') return startSale(parsed.fields);
      if (parsed.root === 'complete-action') return completeSale(parsed.fields['token-id'] ?? '');
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
      await store.submit(tokenId, { ...outcome, cardLast4: digits.length >= 4 ? digits.slice(-4) : null });
      const redirect = new URL(transaction.redirectUrl);
      redirect.searchParams.set('token-id', tokenId);
      return { redirectTo: redirect.toString() };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
