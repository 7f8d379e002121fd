// The demo logins of sandbox mode (CONTRACT §3), printed in the start banner.
export const DEMO_ORGANIZER = { email: 'organizer@example.org', password: 'Organizer1' };
export const DEMO_DONOR = { email: 'donor@example.org', password: 'Donor1234' };
