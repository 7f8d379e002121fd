import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';

/** A write refused by a unique index (Prisma's P2002): another request recorded the same thing first. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** A write naming a row that is gone (Prisma's P2003): a campaign deleted meanwhile. */
export const isForeignKeyViolation = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003';
