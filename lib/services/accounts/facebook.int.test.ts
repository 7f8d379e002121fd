import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@/prisma/seed/factories';
import type { Db } from '@/lib/db';
import { startGraphStandIn, type GraphProfile, type GraphStandIn } from '@/lib/testing/facebook-graph-stand-in';
import { apiRequest, setCookie, withoutContext } from '@/lib/testing/api-test-helpers';

// Facebook login against a local stand-in of the Graph API that speaks its JSON and checks
// appsecret_proof. The env is set before the app's modules are imported.

const APP_ID = 'app-123';
const APP_SECRET = 'graph-secret';

const profiles: Record<string, GraphProfile> = {};

let graph: GraphStandIn;
let db: Db;
type Call = (request: Request) => Response | Promise<Response>;
let facebookLogin: Call;
let startFacebookLogin: typeof import('./start-facebook-login').startFacebookLogin;
let facebookLoginPage: typeof import('@/app/api/login/facebook/facebook-login-page').facebookLoginPage;
let facebookAccount: typeof import('./log-in-with-facebook').facebookAccount;
let passwordLogin: Call;
let nextAuthOptions: typeof import('@/lib/auth/next-auth-options').nextAuthOptions;
let userForToken: typeof import('@/lib/auth').userForToken;

beforeAll(async () => {
  graph = await startGraphStandIn({
    appId: APP_ID,
    appSecret: APP_SECRET,
    profileFor: (token) => profiles[token],
    appIdFor: (token) => (token === 'tok-other-app' ? 'another-app' : APP_ID),
  });
  process.env.FACEBOOK_CLIENT_ID = APP_ID;
  process.env.FACEBOOK_CLIENT_SECRET = APP_SECRET;
  process.env.FACEBOOK_GRAPH_URL = graph.url;

  db = (await import('@/lib/db')).db;
  facebookLogin = withoutContext((await import('@/app/api/auth/facebook/route')).POST);
  startFacebookLogin = (await import('./start-facebook-login')).startFacebookLogin;
  facebookLoginPage = (await import('@/app/api/login/facebook/facebook-login-page')).facebookLoginPage;
  facebookAccount = (await import('./log-in-with-facebook')).facebookAccount;
  passwordLogin = withoutContext((await import('@/app/api/login/route')).POST);
  nextAuthOptions = (await import('@/lib/auth/next-auth-options')).nextAuthOptions;
  userForToken = (await import('@/lib/auth')).userForToken;
});

afterAll(async () => {
  await graph.close();
});

const profile = (id: string, extra: GraphProfile = {}): GraphProfile => ({
  id,
  name: 'Frida Kahlo',
  first_name: 'Frida',
  last_name: 'Kahlo',
  picture: { data: { url: `https://fb.example/${id}.jpg`, is_silhouette: false } },
  ...extra,
});

const post = (accessToken: unknown) =>
  facebookLogin(apiRequest('/api/auth/facebook', { body: { access_token: accessToken } }));

describe('POST /api/auth/facebook', () => {
  it('makes a confirmed General account with no password, and finds it again next time', async () => {
    profiles['tok-new'] = profile('fb-new', { email: 'Frida.New@Example.test' });
    const response = await post('tok-new');
    expect(response.status).toBe(200);
    const { user } = await response.json();
    expect(user).toMatchObject({
      name: 'Frida Kahlo',
      firstName: 'Frida',
      lastName: 'Kahlo',
      email: 'frida.new@example.test',
      userType: 'General',
      picture: null,
      facebook: { id: 'fb-new', picture: 'https://fb.example/fb-new.jpg' },
      hasPassword: false,
      emailVerified: true,
    });
    expect(setCookie(response)?.value).toBe(user.token);
    expect((await userForToken(user.token))?.id).toBe(user._id);

    // The /me call asked for the documented fields and proved the app secret.
    const me = graph.requests.filter((url) => url.pathname === '/me').at(-1)!;
    expect(me.searchParams.get('fields')).toBe('id,name,first_name,last_name,email,picture');

    profiles['tok-new-2'] = profile('fb-new', {
      email: 'frida.new@example.test',
      picture: { data: { url: 'https://fb.example/v2.jpg' } },
    });
    const again = await (await post('tok-new-2')).json();
    expect(again.user._id).toBe(user._id);
    expect(again.user.facebook.picture).toBe('https://fb.example/v2.jpg');
    expect(await db.user.count({ where: { facebookId: 'fb-new' } })).toBe(1);
  });

  it('links a confirmed account with the same email, which keeps its password', async () => {
    const existing = await createUser(db, { email: 'linked@example.test', password: 'Password1' });
    profiles['tok-link'] = profile('fb-link', { email: 'LINKED@example.test' });
    const { user } = await (await post('tok-link')).json();
    expect(user._id).toBe(existing.id);
    expect(user.hasPassword).toBe(true);
    expect((await db.user.findUniqueOrThrow({ where: { id: existing.id } })).facebookId).toBe('fb-link');
    const withPassword = await passwordLogin(
      apiRequest('/api/login', { body: { email: 'linked@example.test', password: 'Password1' } }),
    );
    expect(withPassword.status).toBe(200);
  });

  it('linking an unconfirmed account drops the password nobody proved', async () => {
    const squatter = await createUser(db, {
      email: 'squatted@example.test',
      password: 'Squat1Pass',
      emailVerifiedAt: null,
    });
    profiles['tok-squat'] = profile('fb-owner', { email: 'squatted@example.test' });
    const { user } = await (await post('tok-squat')).json();
    expect(user).toMatchObject({ _id: squatter.id, hasPassword: false, emailVerified: true });
    const withPassword = await passwordLogin(
      apiRequest('/api/login', { body: { email: 'squatted@example.test', password: 'Squat1Pass' } }),
    );
    expect(withPassword.status).toBe(401);
  });

  it('refuses a profile without an email, and writes nothing', async () => {
    profiles['tok-no-email'] = profile('fb-no-email');
    const before = await db.user.count();
    const response = await post('tok-no-email');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      'Your Facebook account did not share an email address with us. Please allow access to your email, or sign up with email and password.',
    );
    expect(await db.user.count()).toBe(before);
  });

  it("answers 401 'can't authenticate' for a bad token or a token of another app", async () => {
    // A real token with a real profile, but issued to another app: only the /app check stops it.
    profiles['tok-other-app'] = profile('fb-other', { email: 'other-app@example.test' });
    for (const token of ['tok-garbage', 'tok-other-app']) {
      const response = await post(token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "can't authenticate" });
      expect(setCookie(response)).toBeNull();
    }
    expect(await db.user.count({ where: { email: 'other-app@example.test' } })).toBe(0);
  });

  it('answers 400 without an access token', async () => {
    const response = await post('');
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ access_token: ['required'] });
  });
});

// The route hands in next-auth's own CSRF token (its `csrf` action, which needs a Next.js request);
// the whole redirect flow, token and cookie included, runs in e2e/accounts.spec.ts.
describe("GET /api/login/facebook: the page that posts next-auth's Facebook sign-in", () => {
  it('posts the token it is given, and comes back to the path the visitor wanted', () => {
    const start = startFacebookLogin({ redirect: '/edit_profile?tab=1', csrfToken: 'next-auth-token' });
    expect(start).toEqual({ available: true, csrfToken: 'next-auth-token', callbackUrl: '/edit_profile?tab=1' });
    const html = facebookLoginPage(start);
    expect(html).toContain('action="/api/auth/signin/facebook"');
    expect(html).toContain('name="csrfToken" value="next-auth-token"');
    expect(html).toContain('name="callbackUrl" value="/edit_profile?tab=1"');
  });

  it('never sends the browser to another site afterwards', () => {
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example', '/.//evil.example']) {
      expect(startFacebookLogin({ redirect, csrfToken: 'next-auth-token' })).toMatchObject({ callbackUrl: '/profile' });
    }
  });

  it('cannot start without a token: the page says so and leads back to the login page', () => {
    const start = startFacebookLogin({ redirect: '/edit_profile', csrfToken: null });
    expect(start).toEqual({ available: false, loginPath: '/login?redirect=%2Fedit_profile' });
    expect(facebookLoginPage(start)).toContain('href="/login?redirect=%2Fedit_profile"');
  });
});

describe('next-auth options', () => {
  it('uses the Graph URL, writes the auth_token cookie, and makes a session token lib/auth accepts', async () => {
    const options = nextAuthOptions({ facebookAccount });
    // Facebook only: email and password go through POST /api/login alone.
    expect(options.providers.map((provider) => provider.id)).toEqual(['facebook']);
    expect(options.cookies?.sessionToken?.name).toBe('auth_token');
    expect(options.session).toMatchObject({ strategy: 'jwt', maxAge: 86400 });
    const facebook = options.providers.find((provider) => provider.id === 'facebook') as unknown as {
      options: { token: string; userinfo: { url: string } };
    };
    expect(facebook.options.token).toBe(`${process.env.FACEBOOK_GRAPH_URL}/oauth/access_token`);
    expect(facebook.options.userinfo.url).toBe(`${process.env.FACEBOOK_GRAPH_URL}/me`);

    profiles['tok-oauth'] = profile('fb-oauth', { email: 'oauth@example.test' });
    const account = {
      provider: 'facebook',
      type: 'oauth',
      providerAccountId: 'fb-oauth',
      access_token: 'tok-oauth',
    } as const;
    const signIn = options.callbacks!.signIn!;
    expect(await signIn({ user: { id: 'fb-oauth' }, account, profile: undefined } as never)).toBe(true);
    const claims = await options.callbacks!.jwt!({
      token: { name: 'x', email: 'y' },
      user: { id: 'fb-oauth' },
      account,
    } as never);
    const user = await db.user.findUniqueOrThrow({ where: { email: 'oauth@example.test' } });
    // The user id, the session version and the time of this login.
    expect(claims).toEqual({ sub: user.id, ver: user.sessionVersion, auth_time: expect.any(Number) });
    expect(Math.abs((claims.auth_time as number) - Date.now() / 1000)).toBeLessThan(5);

    const { encode } = await import('next-auth/jwt');
    const token = await encode({ token: claims, secret: options.secret! });
    expect((await userForToken(token))?.id).toBe(user.id);

    profiles['tok-oauth-no-email'] = profile('fb-oauth-2');
    expect(
      await signIn({
        user: { id: 'fb-oauth-2' },
        account: { ...account, access_token: 'tok-oauth-no-email' },
        profile: undefined,
      } as never),
    ).toBe('/login?error=facebook_email');
  });
});

/**
 * next-auth's own endpoints, through its pages-router handler (the app-router one reads
 * next/headers, which needs a Next.js request): GET /api/auth/session and POST /api/auth/signout.
 */
async function callNextAuth(
  action: string,
  {
    method = 'GET',
    cookies = {},
    body,
  }: { method?: string; cookies?: Record<string, string>; body?: Record<string, string> },
) {
  process.env.NEXTAUTH_URL ??= 'http://localhost:3000';
  const NextAuth = (await import('next-auth')).default;
  const headers: Record<string, unknown> = {};
  let status = 200;
  const response = {
    status(code: number) {
      status = code;
      return response;
    },
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = value;
      return response;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    send: () => undefined,
    json: () => undefined,
    end: () => undefined,
  };
  const request = {
    query: { nextauth: action.split('/') },
    body,
    cookies,
    headers: { host: 'localhost:3000' },
    method,
  };
  await NextAuth(request as never, response as never, nextAuthOptions({ facebookAccount }));
  const setCookies = ([] as string[]).concat((headers['set-cookie'] as string[] | undefined) ?? []);
  const authCookie = setCookies.find((line) => line.startsWith('auth_token='));
  return {
    status,
    authCookie: authCookie ? decodeURIComponent(authCookie.split(';')[0].slice('auth_token='.length)) : null,
  };
}

describe('next-auth sessions end like ours', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('GET /api/auth/session re-issues the cookie with the login time kept, and not past a day', async () => {
    const { encode, decode } = await import('next-auth/jwt');
    const { sessionSecret } = await import('@/lib/auth');
    const user = await createUser(db);
    const loggedIn = now() - 3600;
    const token = await encode({
      token: { sub: user.id, ver: user.sessionVersion, auth_time: loggedIn },
      secret: sessionSecret(),
    });

    const refreshed = await callNextAuth('session', { cookies: { auth_token: token } });
    expect(refreshed.authCookie).toBeTruthy();
    const claims = await decode({ token: refreshed.authCookie!, secret: sessionSecret() });
    expect(claims).toMatchObject({ sub: user.id, ver: user.sessionVersion, auth_time: loggedIn });
    expect((await userForToken(refreshed.authCookie))?.id).toBe(user.id);

    // A day after the login: however often it was re-issued, the session is over, and the cookie is cleared.
    const dayOld = await encode({
      token: { sub: user.id, ver: user.sessionVersion, auth_time: now() - 86_400 - 5 },
      secret: sessionSecret(),
    });
    const expired = await callNextAuth('session', { cookies: { auth_token: dayOld } });
    expect(expired.authCookie).toBe('');
    expect(await userForToken(dayOld)).toBeNull();
  });

  it('POST /api/auth/signout ends the token on the server, not just the cookie', async () => {
    const { createHash: hash } = await import('node:crypto');
    const { issueSessionToken, sessionSecret } = await import('@/lib/auth');
    const user = await createUser(db);
    const token = await issueSessionToken(user);
    expect((await userForToken(token))?.id).toBe(user.id);

    const csrfToken = 'c'.repeat(64);
    const csrfCookie = `${csrfToken}|${hash('sha256').update(`${csrfToken}${sessionSecret()}`).digest('hex')}`;
    const out = await callNextAuth('signout', {
      method: 'POST',
      cookies: { auth_token: token, 'next-auth.csrf-token': csrfCookie },
      body: { csrfToken },
    });
    expect(out.status).toBe(302);
    expect(out.authCookie).toBe('');
    // The copy of the token someone kept is worthless too.
    expect(await userForToken(token)).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(user.sessionVersion + 1);
  });
});
