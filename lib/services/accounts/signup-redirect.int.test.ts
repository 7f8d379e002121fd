import { describe, expect, it } from 'vitest';
import { POST as signupRoute } from '@/app/api/signup/route';
import { POST as resendRoute } from '@/app/api/signup_verify/resend/route';
import { db } from '@/lib/db';
import { apiRequest, withoutContext } from '@/lib/testing/api-test-helpers';

// Issue 21 §11: a supporter who signs up from a form's login wall comes back to that form. The
// redirect rides in the confirmation email's link, and only when it is a path of this site.

const signup = withoutContext(signupRoute);
const resend = withoutContext(resendRoute);

let n = 0;
const uniqueEmail = () => `redirect-${Date.now().toString(36)}-${n++}@example.test`;
const form = (email: string, redirect?: string) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  password: 'Compiler1a',
  passwordConfirm: 'Compiler1a',
  ...(redirect === undefined ? {} : { redirect }),
});

async function confirmLinkOf(email: string): Promise<URL> {
  const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: 'desc' } });
  const match = mail.text.match(/https?:\/\/\S+\/signup_verify\/\S+/);
  if (!match) throw new Error(`no link in ${mail.text}`);
  const html = mail.html.replaceAll('&amp;', '&');
  expect(html).toContain(match[0]);
  return new URL(match[0]);
}

describe('sign-up keeps where the supporter was going', () => {
  it('puts a same-site redirect into the confirmation link', async () => {
    const email = uniqueEmail();
    const back = '/create_indiecampaign/abc123?from=wall';
    expect((await signup(apiRequest('/api/signup', { body: form(email, back) }))).status).toBe(200);
    const link = await confirmLinkOf(email);
    expect(link.pathname).toMatch(/^\/signup_verify\/[A-Za-z0-9_-]+$/);
    expect(link.searchParams.get('redirect')).toBe(back);
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', '/.//evil.example', 'javascript:alert(1)'])(
    'drops a redirect that leaves the site: %s',
    async (redirect) => {
      const email = uniqueEmail();
      expect((await signup(apiRequest('/api/signup', { body: form(email, redirect) }))).status).toBe(200);
      const link = await confirmLinkOf(email);
      expect(link.searchParams.has('redirect')).toBe(false);
      expect(link.search).toBe('');
    },
  );

  it('signs up without a redirect as before', async () => {
    const email = uniqueEmail();
    expect((await signup(apiRequest('/api/signup', { body: form(email) }))).status).toBe(200);
    expect((await confirmLinkOf(email)).search).toBe('');
  });

  it('a new confirmation link keeps the redirect too', async () => {
    const email = uniqueEmail();
    expect((await signup(apiRequest('/api/signup', { body: form(email) }))).status).toBe(200);
    const back = '/create_teamcampaign/evt1';
    const response = await resend(apiRequest('/api/signup_verify/resend', { body: { email, redirect: back } }));
    expect(response.status).toBe(200);
    expect((await confirmLinkOf(email)).searchParams.get('redirect')).toBe(back);
  });
});
