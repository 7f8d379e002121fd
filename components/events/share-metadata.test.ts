import { describe, expect, it } from 'vitest';
import { summarize } from './share-metadata';

describe('summarize', () => {
  it('keeps a short text, on one line', () => {
    expect(summarize('Run\n\nfor  water.')).toBe('Run for water.');
  });

  it('cuts a long text at a word with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const summary = summarize(text, 50);
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary.endsWith('word…')).toBe(true);
  });
});
