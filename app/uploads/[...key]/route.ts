// GET /uploads/<key> — a stored image: the file (local disk) or a redirect to it (S3) (public)
import { route } from '@/lib/http';
import { serveStoredUpload } from '@/lib/services/uploads/read-stored-upload';

type Context = { params: Promise<{ key: string[] }> };

export const GET = route<Context>(async (_request, { params }) => {
  const { key } = await params;
  const served = await serveStoredUpload({ key: key.join('/') });
  if ('redirect' in served) {
    // Temporary: S3_PUBLIC_URL may move (a new CDN) and presigned links expire, while the saved address stays.
    return new Response(null, {
      status: 307,
      headers: { Location: served.redirect, 'Cache-Control': `public, max-age=${served.maxAgeSeconds}` },
    });
  }
  return new Response(Buffer.from(served.body), {
    headers: {
      'Content-Type': served.contentType,
      'Content-Length': String(served.body.byteLength),
      // Keys are random and never rewritten.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
});
