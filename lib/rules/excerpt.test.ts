import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps short texts whole, with their whitespace collapsed', () => {
    expect(excerpt('A run\n\nfor  a cause')).toBe('A run for a cause');
  });

  it('cuts long texts at a word, within the limit, with an ellipsis', () => {
    const cut = excerpt('word '.repeat(100), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/^word( word)*…$/);
    expect(excerpt('x'.repeat(20_000)).length).toBe(300);
  });
});
