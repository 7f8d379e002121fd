import { passesLuhnCheck } from './payment-card';

// The test cards of the sandbox hosted-form gateway (CONTRACT §2). Any future MMYY expiry works.
// The sandbox gateway answers with these, and the start banner lists them.

export interface SandboxCard {
  number: string;
  result: 1 | 2;
  resultCode: number;
  label: string;
}

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '4111111111111111', result: 1, resultCode: 100, label: 'approved' },
  { number: '4000000000000002', result: 2, resultCode: 201, label: 'declined: do not honor' },
  { number: '4000000000009995', result: 2, resultCode: 202, label: 'declined: insufficient funds' },
  { number: '4000000000000069', result: 2, resultCode: 223, label: 'declined: expired card' },
  { number: '4000000000000127', result: 2, resultCode: 225, label: 'declined: invalid security code' },
];

/** Any number failing the Luhn check is declined with this code. */
export const SANDBOX_LUHN_FAILURE_CODE = 220;

export const formatCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

export type SandboxCardOutcome = { result: 1 | 2; resultCode: number; resultText: string };

const APPROVED: SandboxCardOutcome = { result: 1, resultCode: 100, resultText: 'SUCCESS' };
const decline = (resultCode: number): SandboxCardOutcome => ({ result: 2, resultCode, resultText: 'DECLINE' });

/**
 * What the sandbox gateway answers for a card posted to its form: a number failing the Luhn
 * check 220; an expiry that is not MMYY 224, one in the past 223; a security code given but not
 * 3–4 digits 225; then the test card's own answer; any other valid card is approved.
 */
export function sandboxCardOutcome(
  card: { number: string; expiration: string; cvv?: string | null },
  now: Date,
): SandboxCardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhnCheck(digits)) return decline(SANDBOX_LUHN_FAILURE_CODE);
  const expiry = /^(\d{2})(\d{2})$/.exec(card.expiration.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) return decline(224);
  // A card is good through the last day of its month.
  if (Date.UTC(2000 + Number(expiry[2]), month, 1) <= now.getTime()) return decline(223);
  if (card.cvv && !/^\d{3,4}$/.test(card.cvv.trim())) return decline(225);
  const known = SANDBOX_CARDS.find((test) => test.number === digits);
  if (known && known.result === 2) return decline(known.resultCode);
  return APPROVED;
}

/**
 * The vault's test cards (CONTRACT §2): approved at the first charge, then their later charges
 * by customer-vault-id answer as their profile says. Any other approved card stays approved.
 */
export type VaultProfile = 'approve' | 'soft' | 'hard' | 'soft_once';

export const SANDBOX_VAULT_CARDS: ReadonlyArray<{ number: string; profile: VaultProfile; label: string }> = [
  { number: '4000000000000341', profile: 'soft', label: 'later charges declined 202 insufficient funds' },
  { number: '4000000000003220', profile: 'hard', label: 'later charges declined 261 stop all recurring' },
  { number: '4000000000003063', profile: 'soft_once', label: 'the next charge declined 202, then approved' },
];

export const vaultProfileOf = (number: string): VaultProfile =>
  SANDBOX_VAULT_CARDS.find((card) => card.number === number.replace(/[\s-]/g, ''))?.profile ?? 'approve';

/** A later charge by vault id: its outcome, given the profile and how many later charges came before. */
export function vaultChargeOutcome(profile: string, earlierCharges: number): SandboxCardOutcome {
  if (profile === 'soft') return decline(202);
  if (profile === 'hard') return decline(261);
  if (profile === 'soft_once' && earlierCharges === 0) return decline(202);
  return APPROVED;
}
