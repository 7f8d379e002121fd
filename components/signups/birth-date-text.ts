// A birth date typed in one field (issue 21): what the field shows while digits are typed, and the
// month, day and year the form keeps and sends (spec: birthMonth, birthDate, birthYear, as before).

export type BirthParts = readonly [month: string, day: string, year: string];

const SIZES = [2, 2, 4] as const;

/**
 * What the field shows for what was typed: MM/DD/YYYY, the slashes put in as the digits come (a
 * phone's number pad has none). A first month digit above 1 or day digit above 3 is a whole part
 * ("6" is 06/); a typed separator ends a part ("6/2/2015" is 06/02/2015); a browser's autofill in ISO form
 * (1985-03-14) is turned round. `growing` is false while deleting, so a slash can be deleted.
 */
export function maskBirthDate(raw: string, growing: boolean): string {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(raw);
  if (iso) return `${iso[2].padStart(2, '0')}/${iso[3].padStart(2, '0')}/${iso[1]}`;
  const parts = ['', '', ''];
  let at = 0;
  for (const char of raw) {
    if (char >= '0' && char <= '9') {
      if (parts[at].length === SIZES[at] && at < 2) at += 1;
      if (parts[at].length >= SIZES[at]) continue;
      const whole = parts[at] === '' && ((at === 0 && char > '1') || (at === 1 && char > '3'));
      parts[at] += whole ? `0${char}` : char;
    } else if (parts[at] !== '' && at < 2) {
      parts[at] = parts[at].padStart(2, '0');
      at += 1;
    }
  }
  const shown = parts.slice(0, at + 1).join('/');
  const full = at < 2 && parts[at].length === SIZES[at];
  return full && growing ? `${shown}/` : shown;
}

/** The month, day and year of what the field shows, as the form's values ('' where not typed; '0' stays wrong). */
export function birthParts(text: string): BirthParts {
  const [month = '', day = '', year = ''] = text.split('/');
  const number = (part: string) => (part === '' ? '' : String(Number(part)));
  return [number(month), number(day), year];
}

/** What the field shows for kept values (a form put back after a declined card). */
export function birthText([month, day, year]: BirthParts): string {
  if (month === '' && day === '' && year === '') return '';
  return `${month.padStart(2, '0')}/${day.padStart(2, '0')}/${year}`;
}
