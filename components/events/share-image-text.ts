// The share image is drawn with the font bundled in next/og (Noto Sans, Latin). Any other
// character would make the renderer download a font or an emoji from the internet, so the
// text is reduced to what that font covers: accents are kept where Latin-1 has them, other
// marks are dropped, and anything left outside the font is removed.

const COVERED = /[\u0000-\u00ff\u0152\u0153\u2000-\u206f\u20ac\u2122]/u;

export function toShareImageText(text: string): string {
  let result = '';
  for (const char of text) {
    if (COVERED.test(char)) {
      result += char;
      continue;
    }
    const stripped = char.normalize('NFD').replace(/\p{M}/gu, '');
    if (stripped !== char && [...stripped].every((part) => COVERED.test(part))) result += stripped;
  }
  return result.replace(/\s+/g, ' ').trim();
}
