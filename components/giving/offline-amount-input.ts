import { MIN_OFFLINE_DONATION_CENTS } from '@/lib/rules/constants';
import { centsToDollars } from '@/lib/rules/money';

/** The amount of an offline gift, in dollars and cents (its own form, and the dashboard's edit dialog). */
export const OFFLINE_AMOUNT_INPUT = {
  label: 'Amount (USD)',
  type: 'number',
  inputMode: 'decimal',
  min: centsToDollars(MIN_OFFLINE_DONATION_CENTS),
  step: '0.01',
} as const;
