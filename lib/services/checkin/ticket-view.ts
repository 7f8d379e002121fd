// The ticket page (/ticket/{token}). Types only.

export type TicketPage = {
  token: string;
  firstName: string;
  lastName: string;
  category: string;
  shirtSize: string | null;
  checkedInAt: string | null;
  cancelled: boolean;
  event: { id: string; title: string; dateTime: string | null; timeZone: string; location: string };
  /** The QR code of the token, an SVG document drawn on the server; null for a cancelled ticket. */
  qrSvg: string | null;
};
