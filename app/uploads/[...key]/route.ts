// GET /uploads/<key> — a stored image (public)
import { route } from '@/lib/http';
import { readStoredUpload } from '@/lib/services/uploads/read-stored-upload';

type Context = { params: Promise<{ key: string[] }> };

export const GET = route<Context>(async (_request, { params }) => {
  const { key } = await params;
  const { body, contentType } = await readStoredUpload({ key: key.join('/') });
  return new Response(Buffer.from(body), {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(body.byteLength),
      // Keys are random and never rewritten.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
});
