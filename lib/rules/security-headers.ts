// The security headers of every answer, in one place (set by the app's server,
// lib/server/request-hook.ts). The Content-Security-Policy lists what the pages really load:
// the app's own scripts, styles, images and fonts; uploaded images from the storage's public
// address; YouTube and Vimeo players in the gallery; the hosted card gateway's form address and
// Facebook's login dialog as form targets; Stripe's script, frames and API when the card
// provider is configured; Web Workers from the app and blob: (the payment challenge's widget). Inline scripts run only by their SHA-256 hash, which the server
// computes from each HTML answer (Next.js writes its page data as inline scripts and cannot
// give them a nonce without rendering every page per request). Every page may be framed by this
// site only, except the embeds (/embed/…), which partner sites frame.

export type SecuritySettings = {
  /** APP_URL is https: Strict-Transport-Security, and subresources upgraded to https. */
  https: boolean;
  /** Origins pages post forms to, or are redirected to after a form: the hosted card gateway, Facebook's login dialog. */
  formActions: string[];
  /** Origins of images besides the app: the storage's public address, Facebook profile pictures. */
  imageSources: string[];
  /** Origins of scripts besides the app (Stripe.js). */
  scriptSources: string[];
  /** Origins the pages call with fetch besides the app (Stripe's API). */
  connectSources: string[];
  /** Origins pages show in frames (video players, Stripe's card element). */
  frameSources: string[];
};

/** What pages and the embed code frame: the gallery's video players. */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** Stripe's documented origins for Stripe.js and its card element. */
export const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Facebook's login dialog (a redirect after the form that starts it) and its profile pictures. */
export const FACEBOOK_ORIGINS = {
  formAction: ['https://www.facebook.com', 'https://m.facebook.com'],
  image: ['https://*.fbsbx.com', 'https://*.fbcdn.net', 'https://graph.facebook.com'],
};

export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** /embed/… pages are framed by partner sites (fundraising spec §2: "Embeds"). */
export function isEmbedPath(pathname: string): boolean {
  return pathname === '/embed' || pathname.startsWith('/embed/');
}

/** "https://gateway.example/api/v2?x" → "https://gateway.example"; null for anything that is not an http(s) address. */
export function originOf(address: string | undefined | null): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export type SettingsInput = {
  appUrl: string;
  /** SAFESAVE_GATEWAY_URL; unset, the sandbox gateway of the app itself, on APP_URL. */
  gatewayUrl?: string;
  /** Where uploaded images are loaded from when it is not the app (S3 or its CDN). */
  storageOrigins: string[];
  stripe: boolean;
  facebook: boolean;
};

export function securitySettings({
  appUrl,
  gatewayUrl,
  storageOrigins,
  stripe,
  facebook,
}: SettingsInput): SecuritySettings {
  const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];
  return {
    https: appUrl.startsWith('https://'),
    // The card form posts to the gateway; the sandbox gateway's form-url is on APP_URL, which may
    // be another loopback name (localhost, 127.0.0.1) than the one the page was opened under.
    formActions: unique([originOf(gatewayUrl ?? appUrl), ...(facebook ? FACEBOOK_ORIGINS.formAction : [])]),
    imageSources: unique([...storageOrigins, ...(facebook ? FACEBOOK_ORIGINS.image : [])]),
    scriptSources: stripe ? STRIPE_ORIGINS.script : [],
    connectSources: stripe ? STRIPE_ORIGINS.connect : [],
    frameSources: unique([...VIDEO_PLAYER_ORIGINS, ...(stripe ? STRIPE_ORIGINS.frame : [])]),
  };
}

/**
 * The Content-Security-Policy of one answer. `scriptHashes` are the 'sha256-…' sources of the
 * inline scripts of an HTML answer; without any, no inline script runs.
 */
export function contentSecurityPolicy(
  settings: SecuritySettings,
  { embed, scriptHashes = [] }: { embed: boolean; scriptHashes?: string[] },
): string {
  const list = (...sources: string[]) => sources.join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list("'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...settings.scriptSources)],
    // React and next/image write style attributes; styles cannot run code.
    ['style-src', list("'self'", "'unsafe-inline'")],
    ['img-src', list("'self'", 'data:', 'blob:', ...settings.imageSources)],
    ['font-src', list("'self'", 'data:')],
    ['connect-src', list("'self'", ...settings.connectSources)],
    ['frame-src', list("'self'", ...settings.frameSources)],
    ['media-src', "'self'"],
    // The payment challenge's widget (ALTCHA) runs its proof of work in Web Workers made from
    // blob: addresses of its own code; a worker cannot touch the page, and no script but ours
    // (by origin or hash) runs to make one.
    ['worker-src', list("'self'", 'blob:')],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', list("'self'", ...settings.formActions)],
    ['frame-ancestors', embed ? '*' : "'self'"],
  ];
  if (settings.https) directives.push(['upgrade-insecure-requests', '']);
  return directives.map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ');
}

/** Every header but the Content-Security-Policy, which depends on the body (see contentSecurityPolicy). */
export function securityHeaders(settings: SecuritySettings, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  // Embeds are framed by any site (frame-ancestors *); X-Frame-Options cannot say "anyone".
  if (!isEmbedPath(pathname)) headers['X-Frame-Options'] = 'SAMEORIGIN';
  if (settings.https) headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  return headers;
}
