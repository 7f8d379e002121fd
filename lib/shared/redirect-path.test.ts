import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginUrlFor, pathWithQuery, safeRedirectPath } from './redirect-path';

describe('safeRedirectPath', () => {
  it('keeps paths on this site with their query and hash', () => {
    expect(safeRedirectPath('/edit_profile')).toBe('/edit_profile');
    expect(safeRedirectPath('/create_event/abc?x=1&y=2#top')).toBe('/create_event/abc?x=1&y=2#top');
    expect(safeRedirectPath('/fundraiser?fundraiser-id=9')).toBe('/fundraiser?fundraiser-id=9');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\t/evil.example',
      // Normalised by the URL parser into a path that starts with // (another site) or /\.
      '/.//evil.example',
      '/./\\evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });

  it('sends everyone else to /profile after login', () => {
    expect(afterLoginPath('//evil.example')).toBe('/profile');
    expect(afterLoginPath(null)).toBe('/profile');
    expect(afterLoginPath('/edit_profile?a=1')).toBe('/edit_profile?a=1');
  });
});

describe('safeRedirectPath applied once', () => {
  it('is stable: its result passes through it again unchanged', () => {
    for (const value of ['/.//evil.example', '/a/../b', '/x?next=//evil.example', '/%2e//evil.example']) {
      const once = safeRedirectPath(value);
      expect(safeRedirectPath(once)).toBe(once);
    }
  });
});

describe('pathWithQuery', () => {
  it("adds a page's query string to its path, repeated keys and all", () => {
    expect(pathWithQuery('/create_event', { from: 'mail', tag: ['a', 'b'], none: undefined })).toBe(
      '/create_event?from=mail&tag=a&tag=b',
    );
    expect(pathWithQuery('/profile', { q: 'a b&c' })).toBe('/profile?q=a+b%26c');
  });

  it('leaves a path without a query alone', () => {
    expect(pathWithQuery('/profile')).toBe('/profile');
    expect(pathWithQuery('/profile', {})).toBe('/profile');
  });
});

describe('loginUrlFor', () => {
  it('sends to the login page with the way back encoded', () => {
    expect(loginUrlFor('/a?b=c')).toBe('/login?redirect=%2Fa%3Fb%3Dc');
  });
});
