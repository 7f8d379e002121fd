// Tickets (CONTRACT §7): what can be a ticket's token. Ours are base64url (24 characters), the
// database's are hex (64): anything else names no ticket, and is refused without a query.

export const TICKET_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export const isPlausibleTicket = (token: string): boolean => TICKET_PATTERN.test(token);
