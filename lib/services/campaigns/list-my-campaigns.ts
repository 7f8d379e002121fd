import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { raisedCentsBy } from '@/lib/services/totals/raised-totals';
import { fundraiserCampaignPath, indieCampaignPath, teamCampaignPath } from '@/lib/shared/paths';
import type { MyCampaign } from './my-campaigns-view';

/** The user's own team and individual campaigns, newest first, each with what it raised (the totals module). */
export async function listMyCampaigns({ userId }: { userId: string }): Promise<MyCampaign[]> {
  const [teams, indies] = await Promise.all([
    db.teamCampaign.findMany({
      where: { creatorId: userId },
      select: {
        id: true,
        title: true,
        targetFundCents: true,
        createdAt: true,
        event: { select: { title: true, eventType: true } },
      },
      orderBy: { createdAt: 'desc' },
      take: 100,
    }),
    db.indieCampaign.findMany({
      where: { creatorId: userId },
      select: { id: true, title: true, targetFundCents: true, createdAt: true, event: { select: { title: true } } },
      orderBy: { createdAt: 'desc' },
      take: 100,
    }),
  ]);
  const [teamRaised, indieRaised] = await Promise.all([
    raisedCentsBy(
      'teamCampaignId',
      teams.map((team) => team.id),
    ),
    raisedCentsBy(
      'indieCampaignId',
      indies.map((indie) => indie.id),
    ),
  ]);
  const rows = [
    ...teams.map((team) => {
      const path =
        team.event.eventType === 'fundraiserDriven' ? fundraiserCampaignPath(team.id) : teamCampaignPath(team.id);
      return { at: team.createdAt, kind: 'team' as const, ...team, path, raisedCents: teamRaised.get(team.id) ?? 0 };
    }),
    ...indies.map((indie) => ({
      at: indie.createdAt,
      kind: 'indie' as const,
      ...indie,
      path: indieCampaignPath(indie.id),
      raisedCents: indieRaised.get(indie.id) ?? 0,
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    eventTitle: row.event.title,
    path: row.path,
    url: `${env.appUrl}${row.path}`,
    raisedCents: row.raisedCents,
    goalCents: row.targetFundCents,
  }));
}
