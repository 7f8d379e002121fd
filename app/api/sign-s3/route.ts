// GET /api/sign-s3?file-name=&file-type=[&kind=] — a signed PUT address for one image (logged in)
import { requireUser } from '@/lib/auth';
import { json, route } from '@/lib/http';
import { signUpload } from '@/lib/services/uploads/sign-upload';

export const GET = route(async (request) => {
  const user = await requireUser(request);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return json(await signUpload({ user, query }));
});
