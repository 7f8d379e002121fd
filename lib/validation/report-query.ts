import { z } from 'zod';
import { requiredString } from './fields';

/** GET /api/report/donations?event={id} and /api/report/participants?event={id} (CONTRACT §1). */
export const reportQuerySchema = z.object({ event: requiredString() });

export type ReportQuery = z.output<typeof reportQuerySchema>;
