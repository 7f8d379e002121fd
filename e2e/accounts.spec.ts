import sharp from 'sharp';
import { createUser } from '../prisma/seed/factories';
import { expect, test } from './fixtures';
import { FACEBOOK_APP } from './facebook-app';

// Accounts end to end: sign up, confirm from the sandbox mailbox, the protected-route redirect,
// profile, edit with pictures, becoming an Organizer, logout; forgot → reset → log in; and the
// login page's errors. Every test makes its own accounts.

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@example.test`;

/** Submit buttons stay disabled until React has hydrated the form (components/ui/use-hydrated.ts). */
async function hydrated(page: import('@playwright/test').Page, submit: string) {
  await expect(page.getByRole('button', { name: submit, exact: true })).toBeEnabled();
}

async function png(width: number, height: number, color: string) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function latestLink(request: import('@playwright/test').APIRequestContext, to: string, route: string) {
  const response = await request.get(`/api/dev/emails?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  const { emails } = (await response.json()) as { emails: Array<{ text: string }> };
  const match = emails[0]?.text.match(new RegExp(`https?://\\S+/${route}/[A-Za-z0-9_-]+`));
  expect(match, `a /${route}/ link in the newest email to ${to}`).toBeTruthy();
  // The link names APP_URL; the test server is the same host.
  return new URL(match![0]).pathname;
}

test('sign up, confirm, log in where you were going, edit the profile, become an Organizer, log out', async ({
  page,
  db,
}) => {
  const email = uniqueEmail('journey');

  await page.goto('/signup');
  await hydrated(page, 'Sign up');
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Journey');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill('Journey1');
  await page.getByLabel('Confirm password').fill('Journey2');
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText('Password confirmation must match Password')).toBeVisible();
  await page.getByLabel('Confirm password').fill('Journey1');
  await expect(page.getByText('Password confirmation must match Password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/login\?notice=signup$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'An email has been sent to you. Please follow the instructions there',
  );

  // Signing up again with the same address is refused with the spec's message.
  await page.goto('/signup');
  await hydrated(page, 'Sign up');
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Journey1');
  await page.getByLabel('Confirm password').fill('Journey1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email is already used. Enter another email.');

  // Open the confirmation link from the sandbox mailbox.
  await page.goto(await latestLink(page.request, email, 'signup_verify'));
  await expect(page).toHaveTitle(/Sign Up Verification/);
  await expect(page.getByRole('heading', { name: 'Sign Up Verification' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your email address is confirmed. You can log in now.',
  );

  // A protected page while logged out: to /login with the path and its query, honoured after login.
  await page.goto('/edit_profile?from=mail');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fedit_profile%3Ffrom%3Dmail$/);
  await hydrated(page, 'Log in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Journey1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/edit_profile\?from=mail$/);
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await hydrated(page, 'Save');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /Your profile/ })).toHaveAttribute('href', '/profile');
  await expect(nav.getByRole('link', { name: 'login' })).toHaveCount(0);

  // Fields validate on blur.
  await page.getByLabel('Display name').fill('  ');
  await page.getByLabel('Display name').blur();
  await expect(page.getByText('required', { exact: true })).toBeVisible();
  await page.getByLabel('Display name').fill('Jo the Journeyer');
  await expect(page.getByText('required', { exact: true })).toHaveCount(0);

  // A profile picture, then becoming an Organizer with a logo and an about text.
  await page
    .getByRole('region', { name: 'Profile picture' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(800, 600, '#d0643b') });
  await expect(page.getByRole('img', { name: 'Profile picture' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Organizer logo')).toHaveCount(0);
  await page.getByLabel('Make me an Organizer').check();
  await page
    .getByRole('region', { name: 'Become an Organizer' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(1200, 400, '#0b6464') });
  await page.getByLabel('About the organizer').fill('We run for clean rivers.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'User Updated' })).toBeVisible({
    timeout: 20_000,
  });

  const saved = await db.user.findUniqueOrThrow({ where: { email } });
  expect(saved).toMatchObject({
    name: 'Jo the Journeyer',
    userType: 'Organizer',
    organizerAbout: 'We run for clean rivers.',
  });
  expect(saved.picture).toBeTruthy();
  expect(saved.organizerLogo).toBeTruthy();
  await expect(page.getByRole('heading', { name: 'Organizer settings' })).toBeVisible();

  // Wrong current password: the password is not changed and nothing else is saved.
  await page.getByLabel('I want to change my password').check();
  await page.getByLabel('Current password').fill('NotMine1');
  await page.getByLabel('New password', { exact: true }).fill('Journey3');
  await page.getByLabel('Confirm new password').fill('Journey4');
  await page.getByLabel('Confirm new password').blur();
  await expect(page.getByText('Confirmation needs to match new password')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Journey3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'Could not validate current password' }),
  ).toBeVisible();

  // The profile: avatar, name, total donations, email, Edit Profile and Logout.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Jo the Journeyer' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Jo the Journeyer.s profile picture/ })).toHaveAttribute(
    'src',
    saved.picture!,
  );
  await expect(page.getByTestId('donation-total')).toHaveText('$0.00');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit_profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'login' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
});

test('forgot password → reset from the mailbox → log in with the new password', async ({ page, db }) => {
  const user = await createUser(db, { email: uniqueEmail('forgot'), password: 'Before1Pass', name: 'Fay Forgetful' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await hydrated(page, 'Reset Password');
  await page.getByLabel('Email').fill(user.email.toUpperCase());
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'If an account exists for that email, we have sent it a link to reset the password. The link is valid for one hour.',
  );

  // Through the sandbox mailbox page, as a person would.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(user.email)}`);
  await page
    .getByRole('link', { name: /Reset your .* password/ })
    .first()
    .click();
  await page.getByRole('list', { name: 'Links in this email' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/reset\/[A-Za-z0-9_-]+$/);
  const resetPath = new URL(page.url()).pathname;
  await expect(page.getByText(`Enter new password for ${user.email}`)).toBeVisible();
  await hydrated(page, 'Set new password');

  await page.getByLabel('New password', { exact: true }).fill('After1Pass');
  await page.getByLabel('Confirm new password').fill('After2Pass');
  await page.getByLabel('Confirm new password').blur();
  await expect(page.getByText('Get those passwords right')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('After1Pass');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login\?notice=reset$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your password has been reset. You can log in with it now.',
  );

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('After1Pass');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Fay Forgetful' })).toBeVisible();

  // The link was single use.
  await page.goto(resetPath);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This password reset link is invalid or has expired. Please ask for a new one.',
  );
});

test("the login page says 'can't authenticate', explains unconfirmed emails and resends the link", async ({
  page,
  db,
}) => {
  const user = await createUser(db, { email: uniqueEmail('wrong'), password: 'Right1Pass' });
  await page.goto('/login');
  await hydrated(page, 'Log in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('Wrong1Pass');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText("can't authenticate");
  await expect(page).toHaveURL(/\/login$/);

  const unconfirmed = await createUser(db, {
    email: uniqueEmail('unconfirmed'),
    password: 'Right1Pass',
    emailVerifiedAt: null,
  });
  await page.getByLabel('Email').fill(unconfirmed.email);
  await page.getByLabel('Password').fill('Right1Pass');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Please confirm your email address before logging in',
  );
  await page.getByRole('button', { name: 'Send the confirmation email again' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'If that account still needs confirming, a new confirmation email is on its way.',
  );
  await page.goto(await latestLink(page.request, unconfirmed.email, 'signup_verify'));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your email address is confirmed. You can log in now.',
  );
});

test('a redirect to another site is not honoured after login', async ({ page, db }) => {
  const user = await createUser(db, { email: uniqueEmail('redirect'), password: 'Right1Pass' });
  await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/phish')}`);
  await hydrated(page, 'Log in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('Right1Pass');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('an ended session on a protected page goes to login with the path and its query, and back there after', async ({
  page,
  db,
  context,
  baseURL,
}) => {
  const user = await createUser(db, { email: uniqueEmail('stale'), password: 'Right1Pass' });
  // A cookie the server no longer honours: middleware.ts lets it through, the page itself redirects.
  await context.addCookies([
    { name: 'auth_token', value: 'ended-or-forged', url: baseURL!, httpOnly: true, sameSite: 'Lax' },
  ]);
  await page.goto('/edit_profile?from=mail&tab=2');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fedit_profile%3Ffrom%3Dmail%26tab%3D2$/);
  await hydrated(page, 'Log in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('Right1Pass');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/edit_profile\?from=mail&tab=2$/);
});

test('a picture pointing at /api/logout logs nobody out; the Logout button does', async ({ page, db }) => {
  const user = await createUser(db, { email: uniqueEmail('img'), password: 'Right1Pass' });
  const login = await page.request.post('/api/login', { data: { email: user.email, password: 'Right1Pass' } });
  expect(login.status()).toBe(200);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: user.name })).toBeVisible();

  // What a stored picture address of '/api/logout' would make every visitor's browser do.
  const status = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const image = document.createElement('img');
        image.onload = () => resolve('loaded');
        image.onerror = () => resolve('refused');
        image.src = '/api/logout';
        document.body.append(image);
      }),
  );
  expect(status).toBe('refused');
  const session = await (await page.request.get('/api/session')).json();
  expect(session.user).toMatchObject({ _id: user.id });
  await page.reload();
  await expect(page.getByRole('heading', { name: user.name })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
});

test('Continue with Facebook: the OAuth round trip makes a confirmed account and lands where the visitor was going', async ({
  page,
  db,
}) => {
  const name = `frida-${Date.now().toString(36)}-${counter++}`;
  // Facebook's login dialog, played in the browser: once the visitor agrees, Facebook sends them
  // back to the app's callback with a code and the state it was given. The code exchange and the
  // profile then go, server to server, to the Graph stand-in (e2e/server.ts).
  const dialogs: URL[] = [];
  await page.route('https://www.facebook.com/**', async (route) => {
    const dialog = new URL(route.request().url());
    dialogs.push(dialog);
    const back = new URL(dialog.searchParams.get('redirect_uri')!);
    back.searchParams.set('code', name);
    back.searchParams.set('state', dialog.searchParams.get('state') ?? '');
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });

  await page.goto('/login?redirect=%2Fedit_profile%3Ftab%3D2');
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await expect(page).toHaveURL(/\/edit_profile\?tab=2$/);

  expect(dialogs).toHaveLength(1);
  expect(dialogs[0].searchParams.get('client_id')).toBe(FACEBOOK_APP.id);
  expect(dialogs[0].searchParams.get('scope')).toBe('email');
  expect(dialogs[0].searchParams.get('redirect_uri')).toMatch(/\/api\/auth\/callback\/facebook$/);

  const user = await db.user.findUniqueOrThrow({ where: { email: `${name}@facebook.example.test` } });
  expect(user).toMatchObject({
    facebookId: `fb-${name}`,
    firstName: 'Frida',
    lastName: 'Kahlo',
    facebookPicture: null,
  });
  expect(user.emailVerifiedAt).not.toBeNull();
  await expect(page.getByLabel('First name')).toHaveValue('Frida');
  // A social-login account has no password to change.
  await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(0);
  const session = await page.request.post('/api/check_auth');
  expect((await session.json()).user).toMatchObject({ _id: user.id });

  // Logging out ends the session as for any account; the next Facebook login finds the same account.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Frida Kahlo' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.post('/api/check_auth')).status()).toBe(401);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await db.user.count({ where: { facebookId: `fb-${name}` } })).toBe(1);
});
