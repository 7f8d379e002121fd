// What the dashboard service gives its page, as types only: components read these, never the
// service itself (a view file holds no code).
/** One event or fundraiser on the dashboard, and the campaigns under it (cents). */
export type { CampaignFigures, CategoryFigures, DashboardEvent, OrganizerDashboard } from './get-organizer-dashboard';
