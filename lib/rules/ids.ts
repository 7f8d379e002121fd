// What can be an id. Ids are cuids; anything else (too long, odd characters, a NUL byte
// PostgreSQL would refuse, '..') cannot name a row, so a page or call answers "not found"
// without asking the database. The same pattern guards the fundraiser rewrite in next.config.js.

export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Cuids are 25 characters; room to spare. */
export const MAX_ID_LENGTH = 64;

export function isPlausibleId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH && ID_PATTERN.test(id);
}
