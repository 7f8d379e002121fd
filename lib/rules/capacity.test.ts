import { describe, expect, it } from 'vitest';
import { placeHoldUntil, placesFit, placesLeft, placesLeftText, PLACE_HOLD_MINUTES, showsPlacesLeft } from './capacity';

describe('capacity rules', () => {
  it('counts places left, never below zero, and none without a capacity', () => {
    expect(placesLeft(10, 3)).toBe(7);
    expect(placesLeft(2, 5)).toBe(0);
    expect(placesLeft(null, 500)).toBeNull();
  });

  it('fits a registration only when all its participants fit', () => {
    expect(placesFit(2, 1, 1)).toBe(true);
    expect(placesFit(2, 1, 2)).toBe(false);
    expect(placesFit(null, 1_000, 4)).toBe(true);
  });

  it('names the places left when ten or fewer, or a tenth or less, remain', () => {
    expect(showsPlacesLeft(300, 200)).toBe(false);
    expect(showsPlacesLeft(300, 30)).toBe(true);
    expect(showsPlacesLeft(50, 10)).toBe(true);
    expect(showsPlacesLeft(50, 11)).toBe(false);
    expect(showsPlacesLeft(50, 0)).toBe(false);
    expect(showsPlacesLeft(null, null)).toBe(false);
    expect(placesLeftText(1)).toBe('1 place left');
    expect(placesLeftText(4)).toBe('4 places left');
  });

  it('holds a place for the hold time', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    expect(placeHoldUntil(now).getTime() - now.getTime()).toBe(PLACE_HOLD_MINUTES * 60_000);
  });
});
