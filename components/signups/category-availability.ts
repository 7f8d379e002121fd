import { placesLeftText } from '@/lib/rules/capacity';
import { SOLD_OUT_LABEL } from '@/lib/rules/messages';
import type { SignupFormEvent } from '@/lib/shared/signup-page';

// What the signup page says of a category's places (CONTRACT §7): "Sold out", or the places left
// when few remain, or nothing.

type Category = SignupFormEvent['categories'][number];

export function categoryAvailabilityText(category: Category): string | null {
  if (category.soldOut) return SOLD_OUT_LABEL;
  return category.placesLeft === null ? null : placesLeftText(category.placesLeft);
}

/** The line under the category select: "5K Run: Sold out · Kids Dash: 3 places left"; undefined when there is nothing to say. */
export function availabilityHint(categories: readonly Category[]): string | undefined {
  const parts = categories.flatMap((category) => {
    const text = categoryAvailabilityText(category);
    return text ? [`${category.name}: ${text}`] : [];
  });
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
