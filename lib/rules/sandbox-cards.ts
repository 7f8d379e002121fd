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

/** A second complete-action for the same token. */
export const SANDBOX_DUPLICATE = { result: 3, resultCode: 300 } as const;

export const formatCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
