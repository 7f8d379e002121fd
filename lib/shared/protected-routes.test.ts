import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config, middleware } from '../../middleware';
import { PROTECTED_ROUTES, isProtectedPath } from './protected-routes';

describe('isProtectedPath', () => {
  it('matches each protected route and everything under it, not lookalikes', () => {
    expect(isProtectedPath('/profile')).toBe(true);
    expect(isProtectedPath('/create_event/abc')).toBe(true);
    expect(isProtectedPath('/fundraiser/edit_campaign/1')).toBe(true);
    expect(isProtectedPath('/create_indiecampaign/team/edit')).toBe(true);
    expect(isProtectedPath('/dashboard')).toBe(true);
    expect(isProtectedPath('/dashboard/batch/abc')).toBe(true);
    expect(isProtectedPath('/dashboards')).toBe(false);
    expect(isProtectedPath('/profiles')).toBe(false);
    expect(isProtectedPath('/fundraiser')).toBe(false);
    expect(isProtectedPath('/fundraiser/campaign/1')).toBe(false);
    expect(isProtectedPath('/login')).toBe(false);
  });
});

describe('middleware', () => {
  it('has a matcher for every protected route', () => {
    expect(config.matcher).toEqual(PROTECTED_ROUTES.map((route) => `${route}/:path*`));
  });

  it('sends a visitor without the cookie to /login with the path and query', () => {
    const response = middleware(new NextRequest('http://localhost:3000/edit_teamcampaign/42?tab=team&x=%2F'));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('redirect')).toBe('/edit_teamcampaign/42?tab=team&x=%2F');
  });

  it('lets a visitor with the cookie through (the page checks the session itself)', () => {
    const request = new NextRequest('http://localhost:3000/profile', { headers: { cookie: 'auth_token=abc' } });
    const response = middleware(request);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('leaves public routes alone', () => {
    expect(middleware(new NextRequest('http://localhost:3000/event_list')).headers.get('location')).toBeNull();
  });
});
