import { z } from 'zod';

/** An About or Terms page was saved; `revision` grows with every save of that page. */
const contentUpdatedData = z.object({
  page: z.enum(['about', 'terms']),
  title: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
  revision: z.number().int().min(1),
});

export const contentEvents = {
  'content.updated': contentUpdatedData,
} as const;
export type ContentUpdatedData = z.infer<typeof contentUpdatedData>;
