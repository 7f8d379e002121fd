import { describe, it, expect } from 'vitest';
import { sortLeaderboard, sortSponsorsByPriority } from './ordering';

describe('sortSponsorsByPriority', () => {
  it('puts priority 1 first', () => {
    const sponsors = [
      { name: 'c', priority: 3 },
      { name: 'a', priority: 1 },
      { name: 'b', priority: 2 },
    ];
    expect(sortSponsorsByPriority(sponsors).map((s) => s.name)).toEqual(['a', 'b', 'c']);
  });

  it('compares numerically, not as text', () => {
    const sponsors = [
      { name: 'ten', priority: 10 },
      { name: 'two', priority: 2 },
    ];
    expect(sortSponsorsByPriority(sponsors).map((s) => s.name)).toEqual(['two', 'ten']);
  });

  it('keeps input order for ties', () => {
    const sponsors = [
      { name: 'first', priority: 2 },
      { name: 'top', priority: 1 },
      { name: 'second', priority: 2 },
      { name: 'third', priority: 2 },
    ];
    expect(sortSponsorsByPriority(sponsors).map((s) => s.name)).toEqual(['top', 'first', 'second', 'third']);
  });

  it('puts sponsors without a priority last, in input order', () => {
    const sponsors = [{ name: 'none' }, { name: 'null', priority: null }, { name: 'five', priority: 5 }];
    expect(sortSponsorsByPriority(sponsors).map((s) => s.name)).toEqual(['five', 'none', 'null']);
  });

  it('does not mutate its input', () => {
    const sponsors = [{ priority: 2 }, { priority: 1 }];
    const sorted = sortSponsorsByPriority(sponsors);
    expect(sponsors).toEqual([{ priority: 2 }, { priority: 1 }]);
    expect(sorted).not.toBe(sponsors);
    expect(sortSponsorsByPriority([])).toEqual([]);
  });
});

describe('sortLeaderboard', () => {
  it('sorts by amount raised, highest first', () => {
    const list = [
      { title: 'low', amountRaisedCents: 100 },
      { title: 'high', amountRaisedCents: 9000 },
      { title: 'mid', amountRaisedCents: 500 },
    ];
    expect(sortLeaderboard(list).map((c) => c.title)).toEqual(['high', 'mid', 'low']);
  });

  it('breaks ties by title', () => {
    const list = [
      { title: 'Zebras', amountRaisedCents: 500 },
      { title: 'apples', amountRaisedCents: 500 },
      { title: 'Bears', amountRaisedCents: 500 },
      { title: 'Top', amountRaisedCents: 700 },
    ];
    expect(sortLeaderboard(list).map((c) => c.title)).toEqual(['Top', 'apples', 'Bears', 'Zebras']);
  });

  it('does not mutate its input', () => {
    const list = [
      { title: 'a', amountRaisedCents: 1 },
      { title: 'b', amountRaisedCents: 2 },
    ];
    const sorted = sortLeaderboard(list);
    expect(list.map((c) => c.title)).toEqual(['a', 'b']);
    expect(sorted.map((c) => c.title)).toEqual(['b', 'a']);
  });
});
