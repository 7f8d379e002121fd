import 'server-only';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { getStorage, type Storage } from '@/lib/integrations/storage/storage';
import { UNUSED_UPLOAD_MAX_AGE_SECONDS, UPLOADS_PATH } from '@/lib/rules/uploads';
import { IMAGE_REFERENCES } from './image-references';

const quoted = (name: string) => Prisma.raw(`"${name.replace(/"/g, '""')}"`);

/** Whether some column of IMAGE_REFERENCES holds `address` (an SQL expression). */
function isReferenced(address: Prisma.Sql): Prisma.Sql {
  const checks = IMAGE_REFERENCES.map(({ table, column, list }) =>
    list
      ? Prisma.sql`EXISTS (SELECT 1 FROM ${quoted(table)} WHERE ${address} = ANY (${quoted(table)}.${quoted(column)}))`
      : Prisma.sql`EXISTS (SELECT 1 FROM ${quoted(table)} WHERE ${quoted(table)}.${quoted(column)} = ${address})`,
  );
  return Prisma.join(checks, ' OR ');
}

export type CleanUnusedUploadsOptions = {
  storage?: Storage;
  /** Uploads older than this many seconds and used nowhere go (a day). */
  maxAgeSeconds?: number;
  /** At most this many per round. */
  limit?: number;
};

/**
 * Removes uploads (row and file) older than a day that no record points to: pictures chosen in
 * a form that was never saved, replaced pictures, signed addresses never used. The rows go in
 * one statement that checks the references again as it deletes, then the files; a file whose
 * removal fails is only logged (its row is gone, so nothing serves it). Answers the keys removed.
 */
export async function cleanUnusedUploads({
  storage = getStorage(),
  maxAgeSeconds = UNUSED_UPLOAD_MAX_AGE_SECONDS,
  limit = 500,
}: CleanUnusedUploadsOptions = {}): Promise<string[]> {
  const address = Prisma.sql`(${UPLOADS_PATH} || u."key")`;
  const removed = await db.$queryRaw<Array<{ key: string }>>`
    DELETE FROM "Upload" WHERE "id" IN (
      SELECT u."id" FROM "Upload" u
      WHERE u."createdAt" < timezone('UTC', now()) - make_interval(secs => ${maxAgeSeconds}::int)
        AND NOT (${isReferenced(address)})
      ORDER BY u."createdAt"
      LIMIT ${limit}
    )
    RETURNING "key"`;
  const keys = removed.map((row) => row.key);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') console.error(`[uploads] could not remove ${keys[index]}`, result.reason);
  });
  return keys;
}
