// POST /api/participation/add_record — record a signup: a free one at once, a paid one once its provider confirms it (anyone)
import { addSignupRecordCall } from '@/lib/contracts/signups';
import { answer, clientAddressOf, readBody, route } from '@/lib/http';
import { addSignupRecord } from '@/lib/services/signups/add-signup-record';
import { signupEnvelopeSchema } from '@/lib/validation/signup';

// The event's own schema reads the rest of the body in the service (its questions, its waiver).
export const POST = route(async (request) => {
  const body = await readBody(request, addSignupRecordCall, signupEnvelopeSchema);
  return answer(addSignupRecordCall, await addSignupRecord({ body, ip: clientAddressOf(request) }));
});
