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

/** The age of majority: a participant younger than this by their birth date is a child (issue 21). */
export const ADULT_AGE = 18;

/** Under 18 on `now` by a birth date (month 1–12); an unknown or partial date is not a child's. */
export function isMinor(
  birth: { birthYear: number | null; birthMonth: number | null; birthDay: number | null },
  now: Date,
): boolean {
  const { birthYear: year, birthMonth: month, birthDay: day } = birth;
  if (!year || !month || !day) return false;
  const hadBirthday = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  const age = now.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
  return age < ADULT_AGE;
}

/**
 * A participant as a public list shows them: "Maya C." (CONTRACT §1), and a child under 18 by
 * their birth date by the first initial only ("M."), nothing of the last name (issue 21).
 */
export function publicParticipantName(
  participant: {
    firstName: string;
    lastName: string;
    birthYear: number | null;
    birthMonth: number | null;
    birthDay: number | null;
  },
  now: Date,
): { firstName: string; lastName: string; name: string } {
  if (isMinor(participant, now)) {
    const initial = Array.from(participant.firstName.trim())[0];
    const shown = initial ? `${initial.toUpperCase()}.` : '';
    return { firstName: shown, lastName: '', name: shown };
  }
  return {
    firstName: participant.firstName.trim(),
    lastName: lastInitial(participant.lastName),
    name: firstNameAndInitial(participant.firstName, participant.lastName),
  };
}
