import { describe, it, expect } from 'vitest';
import * as specMessages from '../rules/messages';
import * as m from './messages';

describe('validation-only messages', () => {
  it('word what the spec leaves open', () => {
    expect(m.INVALID_DATE).toBe('Not a valid date');
    expect(m.INVALID_BIRTH_DATE).toBe('Not a valid birth date');
    expect(m.INVALID_TIME_ZONE).toBe('Not a valid time zone');
    expect(m.INVALID_CHOICE).toBe('Please choose one of the options');
    expect(m.INVALID_SECURITY_CODE).toBe('Not a valid security code');
    expect(m.AT_MOST_TWO_DECIMALS).toBe('Use at most two decimal places');
    expect(m.NOT_NEGATIVE).toBe('Must be 0 or more');
    expect(m.PERCENTAGE_TOO_HIGH).toBe('A percentage cut cannot be more than 100');
    expect(m.SPONSOR_PRIORITY).toBe('Priority must be a whole number from 1 to 1,000,000');
    expect(m.OFFLINE_TARGET_REQUIRED).toBe('Choose an event, team campaign or individual campaign');
  });

  it('build the limits into the text', () => {
    expect(m.TOO_MANY_PICTURES).toBe('No more than 16 pictures');
    expect(m.tooManyDescriptions(3)).toBe('No more than 3 additional descriptions');
    expect(m.PARTICIPANT_COUNT).toBe('Between 1 and 4 people can sign up at once');
    expect(m.tooLong(20_000)).toBe('Use at most 20,000 characters');
    expect(m.tooManyItems(50, 'sponsors')).toBe('No more than 50 sponsors');
  });

  it('never repeat a spec message', () => {
    const spec: unknown[] = Object.values(specMessages).filter((value) => typeof value === 'string');
    const own: unknown[] = Object.values(m).filter((value) => typeof value === 'string');
    expect(own.filter((text) => spec.includes(text))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });
});
