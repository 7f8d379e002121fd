import { describe, expect, it } from 'vitest';
import { firstNameAndInitial, lastInitial } from './public-name';

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
