// PUT /api/uploads/<key>?type=&expires=&signature= — the signed-PUT target of /api/sign-s3, for S3 and local storage alike (anyone holding a valid signature)
import { storeSignedUploadCall } from '@/lib/contracts/uploads';
import { answer, route } from '@/lib/http';
import { bodyReaderOf } from '@/lib/read-limited-body';
import { storeSignedUpload } from '@/lib/services/uploads/store-signed-upload';

type Context = { params: Promise<{ key: string[] }> };

export const PUT = route<Context>(async (request, { params }) => {
  const { key } = await params;
  return answer(
    storeSignedUploadCall,
    await storeSignedUpload({
      key: key.join('/'),
      url: request.url,
      contentType: request.headers.get('content-type'),
      readBody: bodyReaderOf(request),
    }),
  );
});
