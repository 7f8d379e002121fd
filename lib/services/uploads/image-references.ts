import 'server-only';

// Every column that holds the address of a stored image (/uploads/<key>): an upload none of
// them points to is unused, and is removed after a day (clean-unused-uploads.ts). A feature that
// stores an image address somewhere new adds its column here, or its pictures would be removed.

export type ImageReference = {
  /** The table, as Prisma maps it. */
  table: string;
  column: string;
  /** A String[] column (a gallery) rather than one address. */
  list?: true;
};

export const IMAGE_REFERENCES: readonly ImageReference[] = [
  { table: 'User', column: 'picture' },
  { table: 'User', column: 'organizerLogo' },
  { table: 'Event', column: 'pictures', list: true },
  { table: 'Event', column: 'headerPicture' },
  { table: 'Event', column: 'headerOverlay' },
  { table: 'Sponsor', column: 'picture' },
  { table: 'TeamCampaign', column: 'picture' },
  { table: 'IndieCampaign', column: 'picture' },
];
