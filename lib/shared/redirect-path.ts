import { loginPath, profilePath } from './paths';

// Where to send someone after login: only a path on this site is honoured, never another
// site ('//evil.example', '/\evil.example', 'https://…'), so a login link cannot be turned
// into an open redirect. Shared by server code (pages, services) and the browser (login form, apiFetch).

export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !isSiteRelative(value) || /[\u0000-\u001f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE) return null;
  // The parser normalises dot segments: '/.//evil.example' comes out as '//evil.example', which a
  // browser reads as another site. The result is checked, not only what came in.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSiteRelative(path) ? path : null;
}

const SAME_SITE = 'http://same.site';

/** A path of this site: one slash, never '//' or '/\\' (both name another host to a browser). */
const isSiteRelative = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** After login: the requested path when it is on this site, else /profile. */
export const afterLoginPath = (redirect: string | null | undefined) => safeRedirectPath(redirect) ?? profilePath();

/** The login page, coming back to `path` afterwards. */
export function loginUrlFor(path: string) {
  return loginPath({ redirect: path });
}

/** A page's `searchParams`, as Next.js hands them to a server component. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/** The path with the page's query string, to come back to exactly this page: /create_event?from=mail. */
export function pathWithQuery(path: string, searchParams?: PageSearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams ?? {})) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, one);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
