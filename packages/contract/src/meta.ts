import { z } from 'zod';

/** What every page may show before anyone signs in: whether demo accounts with published passwords exist. */
export const MetaSchema = z.object({ demo: z.boolean() });
export type Meta = z.infer<typeof MetaSchema>;
