import 'server-only';
import { Prisma } from './generated/prisma/client';

// What a database error means, for the services that expect one: a unique index refusing a second
// row is how a race between two requests (a double-tapped button, two instances) is decided.

/** A unique constraint refused the write (Prisma's P2002): another request wrote the row first. */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** A write naming a row that is gone (Prisma's P2003): a campaign deleted meanwhile. */
export const isForeignKeyViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003';
