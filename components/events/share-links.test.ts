import { describe, expect, it } from 'vitest';
import { embedSnippet, shareLinks } from './share-links';

describe('shareLinks', () => {
  const links = shareLinks({ url: 'https://rally.example/event/abc?x=1&y=2', title: 'Run & Give' });

  it('encodes the page address and title for each network', () => {
    expect(links.map((link) => link.network)).toEqual(['facebook', 'x', 'email']);
    expect(links[0].href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Frally.example%2Fevent%2Fabc%3Fx%3D1%26y%3D2',
    );
    expect(links[1].href).toBe(
      'https://x.com/intent/tweet?url=https%3A%2F%2Frally.example%2Fevent%2Fabc%3Fx%3D1%26y%3D2&text=Run%20%26%20Give',
    );
    expect(links[2].href).toContain('mailto:?subject=Run%20%26%20Give&body=');
  });

  it('opens the networks in the two popup sizes of the spec', () => {
    expect(links[0].window).toEqual({ width: 750, height: 600 });
    expect(links[1].window).toEqual({ width: 660, height: 460 });
    expect(links[2].window).toBeNull();
  });
});

describe('embedSnippet', () => {
  it('is a 277×440 iframe with escaped attributes', () => {
    expect(
      embedSnippet({ src: 'https://rally.example/embed/fundraiser?fundraiser-id=abc&x', title: 'A "big" run' }),
    ).toBe(
      '<iframe src="https://rally.example/embed/fundraiser?fundraiser-id=abc&amp;x" width="277" height="440" title="A &quot;big&quot; run" style="border:0" loading="lazy"></iframe>',
    );
  });
});
