// How people appear on public pages and in public JSON (CONTRACT §1 "Private data"): first name
// and last initial, nothing else of them.

/** "C." for "Chen"; '' when there is no last name. */
export function lastInitial(lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${initial.toUpperCase()}.` : '';
}

/** "Maya C.": the first name and last initial; just the one there is when the other is blank. */
export function firstNameAndInitial(firstName: string, lastName: string): string {
  return [firstName.trim(), lastInitial(lastName)].filter(Boolean).join(' ');
}

/** What a public list shows for an anonymous gift, and for a donor with no name at all. */
export const ANONYMOUS_DONOR = 'Anonymous';

/**
 * The name a public list of gifts shows. Like participant lists (CONTRACT §1), a donor appears as
 * first name and last initial ("Priya S."); an anonymous gift shows 'Anonymous' and nothing of the name.
 */
export function publicDonorName(donation: { anonymous: boolean; firstName: string; lastName: string }): string {
  if (donation.anonymous) return ANONYMOUS_DONOR;
  return firstNameAndInitial(donation.firstName, donation.lastName) || ANONYMOUS_DONOR;
}
