import 'server-only';
import { db } from '@/lib/db';
import { uploadQuotaReached } from '@/lib/rules/messages';
import { formatMegabytes, UPLOAD_QUOTA_BYTES } from '@/lib/rules/uploads';
import { fileTooLarge } from './read-upload-body';

/** The bytes a user's uploads take in storage (their re-encoded sizes). */
export async function storedBytesOf(userId: string): Promise<number> {
  const { _sum } = await db.upload.aggregate({ where: { userId }, _sum: { sizeBytes: true } });
  return _sum.sizeBytes ?? 0;
}

/**
 * 413 when `addingBytes` more would take the user past UPLOAD_QUOTA_BYTES. Called with 0 before
 * a body is read (a user already at the limit costs nothing more), and with the re-encoded sizes
 * before anything is stored.
 */
export async function assertUploadQuota({ userId, addingBytes }: { userId: string; addingBytes: number }) {
  const used = await storedBytesOf(userId);
  const full = addingBytes === 0 ? used >= UPLOAD_QUOTA_BYTES : used + addingBytes > UPLOAD_QUOTA_BYTES;
  if (full) throw fileTooLarge(uploadQuotaReached(formatMegabytes(UPLOAD_QUOTA_BYTES)));
}
