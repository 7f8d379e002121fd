import { describe, expect, it } from 'vitest';
import * as m from './messages';

// The wording itself is checked where it is said: in the answers of the calls and on the pages.
describe('the message catalogue', () => {
  it('holds every string once, so one message is never two constants that drift apart', () => {
    const strings: unknown[] = Object.values(m).filter((value) => typeof value === 'string');
    expect(new Set(strings).size).toBe(strings.length);
  });

  it('words "not found" one way', () => {
    for (const message of [m.EVENT_NOT_FOUND, m.USER_NOT_FOUND, m.FUNDRAISER_NOT_FOUND]) {
      expect(message).toBe(m.notFoundMessage(message.replace(/ not found\.$/, '')));
    }
  });

  it('builds the limits into the text', () => {
    expect(m.TOO_MANY_PICTURES).toBe('No more than 16 pictures');
    expect(m.tooManyDescriptions(3)).toBe('No more than 3 additional descriptions');
    expect(m.PARTICIPANT_COUNT).toBe('Between 1 and 4 people can sign up at once');
    expect(m.tooLong(20_000)).toBe('Use at most 20,000 characters');
    expect(m.tooManyItems(50, 'sponsors')).toBe('No more than 50 sponsors');
  });
});
