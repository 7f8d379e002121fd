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
