import type { CurrentUser } from '@/lib/auth';

/**
 * A change the owner makes to their own account (403 for anyone else): who asks, whose account,
 * what changes, and the client's address, for the limit on password attempts.
 */
export type OwnAccountChange<Input> = { viewer: CurrentUser; id: string; input: Input; ip: string };
