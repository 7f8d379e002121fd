import { describe, expect, it } from 'vitest';
import { availabilityHint, categoryAvailabilityText } from './category-availability';

const category = (name: string, soldOut: boolean, placesLeft: number | null) => ({
  id: name,
  name,
  priceCents: 3500,
  soldOut,
  placesLeft,
});

describe('what the signup page says of a category’s places', () => {
  it('says sold out, the places left when few remain, or nothing', () => {
    expect(categoryAvailabilityText(category('5K Run', true, null))).toBe('Sold out');
    expect(categoryAvailabilityText(category('10K Run', false, 3))).toBe('3 places left');
    expect(categoryAvailabilityText(category('Walk', false, null))).toBeNull();
  });

  it('puts them in one line under the select, or none', () => {
    expect(
      availabilityHint([category('5K Run', true, null), category('Walk', false, null), category('Kids', false, 1)]),
    ).toBe('5K Run: Sold out · Kids: 1 place left');
    expect(availabilityHint([category('Walk', false, null)])).toBeUndefined();
  });
});
