import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';

// Row locks taken at the start of a campaign write, so the checks made inside the transaction
// still hold at its commit: a campaign created under an event (or team) being deleted right now
// waits for that delete and then finds no parent (404), instead of failing on the foreign key;
// an update or delete of a campaign waits for another one on the same row.

/** Locks the event against deletion until the transaction ends (others may still read and lock it too). */
export async function lockEventForShare(tx: Prisma.TransactionClient, id: string) {
  await tx.$queryRaw`SELECT id FROM "Event" WHERE id = ${id} FOR SHARE`;
}

export async function lockTeamCampaignForShare(tx: Prisma.TransactionClient, id: string) {
  await tx.$queryRaw`SELECT id FROM "TeamCampaign" WHERE id = ${id} FOR SHARE`;
}

export async function lockTeamCampaignForUpdate(tx: Prisma.TransactionClient, id: string) {
  await tx.$queryRaw`SELECT id FROM "TeamCampaign" WHERE id = ${id} FOR UPDATE`;
}

export async function lockIndieCampaignForUpdate(tx: Prisma.TransactionClient, id: string) {
  await tx.$queryRaw`SELECT id FROM "IndieCampaign" WHERE id = ${id} FOR UPDATE`;
}
