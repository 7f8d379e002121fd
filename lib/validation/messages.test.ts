import { describe, it, expect } from 'vitest';
import * as specMessages from '../rules/messages';
import * as m from './messages';

describe('validation-only messages', () => {
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
