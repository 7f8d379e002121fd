import { describe, expect, it } from 'vitest';
import { firstNameAndInitial, lastInitial, publicDonorName } from './public-name';

describe('public names', () => {
  it('keeps the first name and the last initial only', () => {
    expect(firstNameAndInitial('Maya', 'Chen')).toBe('Maya C.');
    expect(firstNameAndInitial('  Sam ', ' ortiz ')).toBe('Sam O.');
    expect(lastInitial('Ölund')).toBe('Ö.');
  });

  it('copes with blank parts and characters outside the basic plane', () => {
    expect(firstNameAndInitial('Ann', '')).toBe('Ann');
    expect(firstNameAndInitial('', 'Lee')).toBe('L.');
    expect(firstNameAndInitial(' ', ' ')).toBe('');
    expect(lastInitial('𝒵ed')).toBe('𝒵.');
  });
});

describe('publicDonorName', () => {
  it('shows a donor as first name and last initial, an anonymous gift as Anonymous', () => {
    expect(publicDonorName({ anonymous: false, firstName: 'priya', lastName: 'shah' })).toBe('priya S.');
    expect(publicDonorName({ anonymous: true, firstName: 'Priya', lastName: 'Shah' })).toBe('Anonymous');
  });

  it('falls back to the initial alone, then to Anonymous, for blank names', () => {
    expect(publicDonorName({ anonymous: false, firstName: ' ', lastName: 'shah' })).toBe('S.');
    expect(publicDonorName({ anonymous: false, firstName: 'Tom', lastName: ' ' })).toBe('Tom');
    expect(publicDonorName({ anonymous: false, firstName: '', lastName: '' })).toBe('Anonymous');
  });
});

describe('children in public lists (issue 21)', () => {
  it('shows a participant under 18 by the first initial only, an adult as first name and last initial', async () => {
    const { isMinor, publicParticipantName } = await import('./public-name');
    const now = new Date(Date.UTC(2026, 10, 25));
    const maya = { firstName: 'maya', lastName: 'Chen' };
    expect(publicParticipantName({ ...maya, birthYear: 2012, birthMonth: 5, birthDay: 1 }, now)).toEqual({
      firstName: 'M.',
      lastName: '',
      name: 'M.',
    });
    expect(publicParticipantName({ ...maya, birthYear: 1990, birthMonth: 5, birthDay: 1 }, now).name).toBe('maya C.');
    expect(publicParticipantName({ ...maya, birthYear: null, birthMonth: null, birthDay: null }, now).name).toBe(
      'maya C.',
    );
    // The 18th birthday: a child the day before, an adult on the day.
    expect(isMinor({ birthYear: 2008, birthMonth: 11, birthDay: 26 }, now)).toBe(true);
    expect(isMinor({ birthYear: 2008, birthMonth: 11, birthDay: 25 }, now)).toBe(false);
  });
});
