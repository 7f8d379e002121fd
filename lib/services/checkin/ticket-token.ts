import 'server-only';
import { randomBytes } from 'node:crypto';

/** A participant's ticket (CONTRACT §7): 18 random bytes (144 bits), base64url, 24 characters. */
export function newTicketToken(): string {
  return randomBytes(18).toString('base64url');
}
