// POST /uploadHandler[?kind=] — store uploaded JPEG/PNG images, re-encoded and resized for their kind (logged in)
import { requireUser } from '@/lib/auth';
import { uploadImagesCall } from '@/lib/contracts/uploads';
import { answer, route } from '@/lib/http';
import { bodyReaderOf } from '@/lib/read-limited-body';
import { receiveUploads } from '@/lib/services/uploads/receive-uploads';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  return answer(
    uploadImagesCall,
    await receiveUploads({
      user,
      contentType: request.headers.get('content-type'),
      queryKind: new URL(request.url).searchParams.get('kind'),
      readBody: bodyReaderOf(request),
    }),
  );
});
