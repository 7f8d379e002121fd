// The protected routes of the accounts spec §2: a logged-in user is required. Each also
// covers everything under it ("not exact match"). middleware.ts redirects on these.
// /dashboard (the organizer's workspace, issue 11) is ours, not the spec's.

export const PROTECTED_ROUTES = [
  '/organizer-add-donation',
  '/profile',
  '/edit_profile',
  '/create_event',
  '/create_teamcampaign',
  '/edit_teamcampaign',
  '/create_indiecampaign',
  '/edit_indiecampaign',
  '/create_fundraiser',
  '/edit_fundraiser',
  '/fundraiser/create_campaign',
  '/fundraiser/edit_campaign',
  '/add_donation',
  '/dashboard',
] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
