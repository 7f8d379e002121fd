import { describe, expect, it } from 'vitest';
import { toShareImageText } from './share-image-text';

describe('toShareImageText', () => {
  it('keeps Latin text, Latin-1 accents and typographic punctuation', () => {
    expect(toShareImageText('Café “Run” — 5K €')).toBe('Café “Run” — 5K €');
  });

  it('strips accents Latin-1 lacks and drops what the font cannot draw', () => {
    expect(toShareImageText('Łódź ṡwim 🏊 for 水')).toBe('ódz swim for');
  });

  it('collapses whitespace', () => {
    expect(toShareImageText('  a \n\n b  ')).toBe('a b');
  });
});
