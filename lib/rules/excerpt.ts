// The start of a long text, for cards that show two lines of it: the lists of events and
// fundraisers need not carry whole descriptions (up to 20,000 characters each) to every visitor.

/** Characters a card's description keeps; two lines of a card hold far fewer. */
export const CARD_EXCERPT_LENGTH = 300;

/** `text` whitespace-collapsed, cut at a word before `max` characters with an ellipsis when longer. */
export function excerpt(text: string, max: number = CARD_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
