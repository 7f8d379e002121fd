import { describe, expect, it } from 'vitest';
import { birthParts, birthText, maskBirthDate } from './birth-date-text';

/** What the field shows after typing `keys` one by one, as a phone sends them. */
function typed(keys: string): string {
  let shown = '';
  for (const key of keys) shown = maskBirthDate(shown + key, true);
  return shown;
}

describe('the birth date field', () => {
  it('puts the slashes in as digits are typed', () => {
    expect(typed('0')).toBe('0');
    expect(typed('06')).toBe('06/');
    expect(typed('0614')).toBe('06/14/');
    expect(typed('06141985')).toBe('06/14/1985');
    // No more than eight digits.
    expect(typed('061419851')).toBe('06/14/1985');
  });

  it('takes a single-digit month or day when no longer one could follow, and typed separators', () => {
    expect(typed('6')).toBe('06/');
    expect(typed('64')).toBe('06/04/');
    expect(typed('6/2/2015')).toBe('06/02/2015');
    expect(typed('1/2/2015')).toBe('01/02/2015');
    expect(maskBirthDate('12/3/2015', true)).toBe('12/03/2015');
    expect(maskBirthDate('1985-03-14', true)).toBe('03/14/1985');
  });

  it('lets a slash be deleted', () => {
    expect(maskBirthDate('06', false)).toBe('06');
    expect(maskBirthDate('06/', false)).toBe('06/');
    expect(maskBirthDate('06/14/198', false)).toBe('06/14/198');
  });

  it('gives the month, day and year the form sends, and shows kept ones again', () => {
    expect(birthParts('06/14/1985')).toEqual(['6', '14', '1985']);
    expect(birthParts('1/02/2015')).toEqual(['1', '2', '2015']);
    expect(birthParts('06/')).toEqual(['6', '', '']);
    expect(birthParts('00/00/0000')).toEqual(['0', '0', '0000']);
    expect(birthParts('')).toEqual(['', '', '']);
    expect(birthText(['6', '14', '1985'])).toBe('06/14/1985');
    expect(birthText(['', '', ''])).toBe('');
    expect(birthParts(birthText(['3', '2', '2015']))).toEqual(['3', '2', '2015']);
  });
});
