// GET /api/sign-s3?file-name=&file-type=[&kind=] — a signed PUT address for one image (logged in)
import { requireUser } from '@/lib/auth';
import { signUploadCall } from '@/lib/contracts/uploads';
import { answer, route } from '@/lib/http';
import { signUpload } from '@/lib/services/uploads/sign-upload';

export const GET = route(async (request) => {
  const user = await requireUser(request);
  // The service reads the query with signUploadQuerySchema (its own message for a bad one).
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return answer(signUploadCall, await signUpload({ user, query }));
});
