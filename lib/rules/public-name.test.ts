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
