import { z } from 'zod';
import { ERROR_CODES } from './api-error';

/** The one error shape that crosses the API boundary (docs/engineering-guide.md §3 rule 4). */
export const ErrorCodeSchema = z.enum(ERROR_CODES);

export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    field: z.string().optional(),
    requestId: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
