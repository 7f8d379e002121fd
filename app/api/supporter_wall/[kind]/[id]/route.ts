// GET /api/supporter_wall/{kind}/{id}?before&count — donor messages of an event, team or individual page, newest first (anyone; no private field)
import { getCurrentUser } from '@/lib/auth';
import { notFound } from '@/lib/app-error';
import { supporterWallCall } from '@/lib/contracts/donations';
import { answer, readQuery, route } from '@/lib/http';
import { NOT_FOUND } from '@/lib/rules/messages';
import { listSupporterWall } from '@/lib/services/donations/supporter-wall';
import { supporterWallQuerySchema } from '@/lib/validation/supporter-wall';

type Context = { params: Promise<{ kind: string; id: string }> };

const KINDS = ['event', 'team', 'indie'] as const;

export const GET = route<Context>(async (request, { params }) => {
  const { kind, id } = await params;
  const wallKind = KINDS.find((known) => known === kind);
  if (!wallKind) throw notFound(NOT_FOUND);
  const { before, count } = readQuery(request, supporterWallCall, supporterWallQuerySchema);
  const user = await getCurrentUser(request);
  return answer(
    supporterWallCall,
    await listSupporterWall({ kind: wallKind, id, before, count: count ?? undefined, user }),
  );
});
