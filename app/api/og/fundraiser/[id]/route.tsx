// GET /api/og/fundraiser/{id} — the 1200×630 share image of a fundraiser (anyone; its page is /fundraiser?fundraiser-id=, which an opengraph-image file cannot read)
import { notFound } from '@/lib/app-error';
import { route } from '@/lib/http';
import { FUNDRAISER_NOT_FOUND } from '@/lib/rules/messages';
import { targetShareImage } from '@/app/(site)/target-share-image';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const image = await targetShareImage('fundraiser', (await params).id);
  if (!image) throw notFound(FUNDRAISER_NOT_FOUND);
  return image;
});
