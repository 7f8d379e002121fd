import 'server-only';
import { env } from '@/lib/env';

/** Admins are the accounts listed in ADMIN_EMAILS (CONTRACT §1); no ids in code. */
export function isAdmin(user: { email: string } | null | undefined): boolean {
  return !!user && env.adminEmails.includes(user.email.trim().toLowerCase());
}
