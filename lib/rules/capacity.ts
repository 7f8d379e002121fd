// Places in a category with a capacity (CONTRACT §7): what a registration may take, how long a
// payment under way holds its places, and when the signup page says how many are left.

/** A payment under way holds its places this long; past it, an abandoned checkout frees them. */
export const PLACE_HOLD_MINUTES = 15;
export const PLACE_HOLD_MS = PLACE_HOLD_MINUTES * 60_000;

/** The moment a hold taken (or renewed) at `now` stops counting. */
export const placeHoldUntil = (now: Date): Date => new Date(now.getTime() + PLACE_HOLD_MS);

/** Places still free: null when the category has no capacity (no limit). */
export function placesLeft(capacity: number | null, taken: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - taken);
}

/** Whether `wanted` more participants fit: always without a capacity. */
export function placesFit(capacity: number | null, taken: number, wanted: number): boolean {
  return capacity === null || taken + wanted <= capacity;
}

/** The signup page names the places left when ten or fewer remain, or a tenth of the capacity or less. */
export const FEW_PLACES = 10;
export function showsPlacesLeft(capacity: number | null, left: number | null): boolean {
  if (capacity === null || left === null || left === 0) return false;
  return left <= FEW_PLACES || left <= capacity / 10;
}

/** "1 place left", "7 places left". */
export const placesLeftText = (left: number): string => `${left} ${left === 1 ? 'place' : 'places'} left`;
