import type { PaymentProvider } from '../rules/constants';

// The shape the signup page hands its form (the service builds it, the browser island reads it).

/** What the signup form needs of its event: public fields only, prices in cents. */
export type SignupFormEvent = {
  id: string;
  title: string;
  hasWaiver: boolean;
  /** The waiver as the organizer wrote it (plain text), shown inline above its checkbox; null without one. */
  waiverText: string | null;
  disabledFields: string[];
  optionalFields: string[];
  tshirtSizes: string[];
  allowParticipantsWithoutTeam: boolean;
  paymentProvider: PaymentProvider;
  /** The card provider's key for the browser, when the event takes it and this server has it. */
  publishableKey: string | null;
  categories: Array<{
    id: string;
    name: string;
    priceCents: number;
    /** No place left (CONTRACT §7): shown as sold out, not selectable. */
    soldOut: boolean;
    /** The places left when few remain (the signup page says so); null otherwise. */
    placesLeft: number | null;
  }>;
  teams: Array<{ id: string; title: string }>;
};

/** The category and team the form starts with (from the query string, else "Select one"). */
export type SignupFormInitial = { eventCategory: string; teamCampaignId: string };
