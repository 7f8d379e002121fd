// The one-time "your event is live" moment: creating an event or fundraiser sets this short-lived
// cookie to its id (POST /api/create_event), and the island on its public page shows the share
// moment once, for that id only, and clears it. The public pages are cached and never read the
// request, so the browser reads it (not httpOnly; it holds nothing secret, only the new id).

export const NEW_EVENT_COOKIE = 'rally_new_event';
export const NEW_EVENT_COOKIE_MAX_AGE_SECONDS = 10 * 60;
