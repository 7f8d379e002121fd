// GET /api/og/fundraiser/{id} — the 1200×630 share image of a fundraiser (anyone; its page is /fundraiser?fundraiser-id=, which an opengraph-image file cannot read)
import { json } from '@/lib/http';
import { shareImageResponse } from '@/app/(site)/event/[eventId]/share-image-response';

type Context = { params: Promise<{ id: string }> };

export async function GET(_request: Request, { params }: Context) {
  const image = await shareImageResponse((await params).id, 'fundraiserDriven');
  return image ?? json({ error: 'Fundraiser not found.' }, { status: 404 });
}
