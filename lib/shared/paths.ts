// The product's addresses (accounts spec §2, fundraising spec §2), built in one place so a link,
// a redirect and a share URL cannot drift apart. Ids are encoded; query values go through
// URLSearchParams. Absolute URLs: prefix env.appUrl on the server.

const segment = (id: string) => encodeURIComponent(id);

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

// Accounts
export type LoginQuery = {
  /** Where to go after logging in (a path on this site). */
  redirect?: string | null;
  /** A notice of the previous screen, by name (the login page maps names to texts). */
  notice?: 'signup' | 'reset' | 'verified' | 'logout' | null;
  /** A social-login error code (SOCIAL_LOGIN_ERROR). */
  error?: string | null;
};
export const loginPath = (query: LoginQuery = {}) => withQuery('/login', query);
/** Sign-up, coming back to `redirect` (a path on this site) through the confirmation link and the first login. */
export const signupPath = (query: { redirect?: string | null } = {}) => withQuery('/signup', query);
export const forgotPath = () => '/forgot';
export const resetPath = (token: string) => `/reset/${segment(token)}`;
export const signupVerifyPath = (token: string, redirect?: string | null) =>
  withQuery(`/signup_verify/${segment(token)}`, { redirect });
export const facebookLoginStartPath = (redirect?: string | null) => withQuery('/api/login/facebook', { redirect });
/** next-auth's own endpoints (app/api/auth/[...nextauth]): its CSRF token, and the form that starts a Facebook sign-in. */
export const nextAuthPath = (action: 'csrf' | 'signin/facebook') => `/api/auth/${action}`;
export const profilePath = () => '/profile';
export const editProfilePath = () => '/edit_profile';
/** The logged-in donor's year-end statement for `year`, a PDF download (CONTRACT §6). */
export const statementPath = (year: number) => `/api/statement/${year}`;
/** The same statement of a monthly plan's donor, by the plan's manage link (CONTRACT §6). */
export const planStatementPath = (token: string, year: number) =>
  `/api/recurring/${encodeURIComponent(token)}/statement/${year}`;

// The site
export const homePath = () => '/';
export const eventListPath = () => '/event_list';
export const fundraiserListPath = () => '/fundraiser_list';
export const privacyPolicyPath = () => '/privacy_policy';
/** Sandbox mode's mailbox: every email, or one of them. */
export const devMailboxPath = (emailId?: string) => (emailId ? `/dev/mailbox/${segment(emailId)}` : '/dev/mailbox');

// Public pages
export const EVENT_LIST_PATH = '/event_list';
export const FUNDRAISER_LIST_PATH = '/fundraiser_list';
export const eventPath = (id: string) => `/event/${segment(id)}`;
export const waiverPath = (eventId: string) => `/event/waiver/${segment(eventId)}`;
/** The event as an iCalendar file (text/calendar), to add it to a calendar. */
export const eventCalendarPath = (eventId: string) => `/api/event/calendar/${segment(eventId)}`;
export const fundraiserPath = (id: string) => withQuery('/fundraiser', { 'fundraiser-id': id });
/** An event or a fundraiser, by its kind. */
export const eventPagePath = (event: { id: string; eventType: string }) =>
  event.eventType === 'fundraiserDriven' ? fundraiserPath(event.id) : eventPath(event.id);
export const teamCampaignPath = (id: string) => `/team_campaign/${segment(id)}`;
export const indieCampaignPath = (id: string) => `/indie_campaign/${segment(id)}`;
export const fundraiserCampaignPath = (id: string) => `/fundraiser/campaign/${segment(id)}`;
/** A fundraiser's 1200×630 share image (its page's address is a query string, which an opengraph-image file cannot read). */
export const fundraiserShareImagePath = (id: string) => `/api/og/fundraiser/${segment(id)}`;

// Giving and taking part
export type DonateQuery = {
  event?: string | null;
  team_campaign?: string | null;
  indie_campaign?: string | null;
  event_category?: string | null;
};
export const donatePath = (query: DonateQuery) => withQuery('/donate', query);
export const fundraiserDonatePath = (query: Pick<DonateQuery, 'event' | 'team_campaign'>) =>
  withQuery('/fundraiser/donate', query);
/** Where a payment returns: the hosted gateway appends token-id, a card provider's bank page payment_intent. */
export const afterDonatePath = (provider?: 'safesave' | 'stripe') => withQuery('/afterdonate', { provider });
export const eventSignupPath = (query: Omit<DonateQuery, 'indie_campaign'>) => withQuery('/event_signup', query);
/**
 * The signup confirmation: `transaction_id` of a recorded signup, or the hosted gateway's
 * `token-id` on its way back from the card form (the page then completes the payment).
 */
export const signupConfirmationPath = (query: {
  event: string;
  transaction_id?: string | null;
  'token-id'?: string | null;
}) => withQuery('/signup_confirmation', query);
export const addDonationPath = (query: Pick<DonateQuery, 'event' | 'team_campaign' | 'indie_campaign'>) =>
  withQuery('/add_donation', query);
/** The organizer's offline donation page, or its admin variant (ADMIN_EMAILS), at an event or not yet. */
export const organizerAddDonationPath = (query: { event?: string | null } = {}) =>
  withQuery('/organizer-add-donation', query);
export const adminAddDonationPath = (query: { event?: string | null } = {}) =>
  withQuery('/organizer-add-donation/admin', query);
/** The donor's receipt of one of their gifts. */
export const receiptPath = (donationId: string) => `/profile/receipt/${segment(donationId)}`;

// Organizer and campaign-creator pages
/** The account's settings, where a user becomes an Organizer. */
export const EDIT_PROFILE_PATH = '/edit_profile';
export const createEventPath = (editId?: string | null) =>
  editId ? `/create_event/${segment(editId)}` : '/create_event';
export const editFundraiserPath = (id: string) => `/edit_fundraiser/${segment(id)}`;
/** The edit page of an event or a fundraiser, by its kind. */
export const editEventPagePath = (event: { id: string; eventType: string }) =>
  event.eventType === 'fundraiserDriven' ? editFundraiserPath(event.id) : createEventPath(event.id);
export const createTeamCampaignPath = (eventId: string) => `/create_teamcampaign/${segment(eventId)}`;
export const editTeamCampaignPath = (id: string) => `/edit_teamcampaign/${segment(id)}`;
export const createIndieCampaignPath = (teamCampaignId: string) => `/create_indiecampaign/${segment(teamCampaignId)}`;
export const editIndieCampaignPath = (id: string) => `/edit_indiecampaign/${segment(id)}`;
export const createFundraiserCampaignPath = (fundraiserId: string) =>
  `/fundraiser/create_campaign/${segment(fundraiserId)}`;
export const editFundraiserCampaignPath = (id: string) => `/fundraiser/edit_campaign/${segment(id)}`;

// Embeds (the bare card pages partner sites frame)
export const fundraiserEmbedPath = (id: string) => withQuery('/embed/fundraiser', { 'fundraiser-id': id });
export const teamCampaignEmbedPath = (id: string) => `/embed/team_campaign/${segment(id)}`;
export const indieCampaignEmbedPath = (id: string) => `/embed/indie_campaign/${segment(id)}`;
export const fundraiserCampaignEmbedPath = (id: string) => `/embed/fundraiser/campaign/${segment(id)}`;

// The organizer's workspace
export const DASHBOARD_PATH = '/dashboard';

/**
 * GET /api/session, which every page's navigation asks (its contract: sessionCall of
 * lib/contracts/accounts.ts). A constant here, so those pages need not load the contracts.
 */
export const SESSION_API_PATH = '/api/session';
export const createFundraiserPath = () => '/create_fundraiser';
/** Batch entry of offline gifts (cash, checks) for an event or fundraiser. */
export const batchEntryPath = (eventId: string) => `/dashboard/batch/${segment(eventId)}`;
/** Every offline gift of an event, to confirm, reject, edit or void one (the event's creator, admins). */
export const offlineGiftsPath = (eventId: string) => `/dashboard/offline/${segment(eventId)}`;
/** Every gift of an event, to refund one (the event's creator, admins); `page` from 1. */
export const eventGiftsPath = (eventId: string, page = 1) =>
  withQuery(`/dashboard/donations/${segment(eventId)}`, { page: page > 1 ? String(page) : undefined });
/** Every registration of an event, to cancel one (the event's creator, admins); `page` from 1. */
export const eventRegistrationsPath = (eventId: string, page = 1) =>
  withQuery(`/dashboard/participants/${segment(eventId)}`, { page: page > 1 ? String(page) : undefined });
/** CSV reports (CONTRACT §1), creator only. */
export const donationsReportPath = (eventId: string) => withQuery('/api/report/donations', { event: eventId });
export const participantsReportPath = (eventId: string) => withQuery('/api/report/participants', { event: eventId });

// Event day (CONTRACT §7)
/** A participant's ticket, public by its token. */
export const ticketPath = (token: string) => `/ticket/${segment(token)}`;
/** The ticket's QR code as a PNG (for emails). */
export const ticketQrPath = (token: string) => `/ticket/${segment(token)}/qr.png`;
/** The ticket's web app manifest (add to home screen). */
export const ticketManifestPath = (token: string) => `/ticket/${segment(token)}/manifest.webmanifest`;
/** The door: the check-in page of an event (its creator). */
export const checkInPath = (eventId: string) => `/event/${segment(eventId)}/checkin`;
/** The printable door list of an event (its creator). */
export const doorListPath = (eventId: string) => `/event/${segment(eventId)}/door_list`;
