import { z } from 'zod';
import { ACCEPTED_IMAGE_TYPES } from '../rules/constants';
import { UPLOAD_UNKNOWN_KIND, UPLOAD_WRONG_TYPE } from '../rules/messages';
import { UPLOAD_KINDS } from '../rules/uploads';

/** GET /api/sign-s3?file-name=&file-type=[&kind=]: the name is informative only; keys are random. */
export const signUploadQuerySchema = z.object({
  'file-name': z.string().max(1024).optional(),
  'file-type': z.enum(ACCEPTED_IMAGE_TYPES, { error: UPLOAD_WRONG_TYPE }),
  kind: z.enum(UPLOAD_KINDS, { error: UPLOAD_UNKNOWN_KIND }).default('gallery'),
});
export type SignUploadQuery = z.infer<typeof signUploadQuerySchema>;
