/**
 * Ids are cuids; anything else (too long, odd characters, a NUL byte PostgreSQL would refuse)
 * cannot name a row, so callers answer "not found" without asking the database.
 */
export function isPlausibleId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(id);
}
