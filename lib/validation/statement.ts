import { z } from 'zod';

/** POST /api/dev/statements/run {"now": "<ISO date>"}: the moment to run the January email as (now when left out). */
export const statementRunSchema = z.object({
  now: z
    .string()
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)),
      {
        error: 'Give an ISO 8601 date, such as 2027-01-05 or 2027-01-05T09:00:00Z',
      },
    )
    .optional()
    .transform((value) => (value === undefined ? new Date() : new Date(value))),
});

export type StatementRunInput = z.output<typeof statementRunSchema>;
