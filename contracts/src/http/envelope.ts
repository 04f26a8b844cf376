import { z } from 'zod';

/** Every answer of every service: SPEC section 1, ARCHITECTURE "API conventions". */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

export interface ErrorEnvelope {
  success: false;
  data: null;
  message: string;
  code: string;
  errors?: Record<string, string>;
}

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  hasPreviousPage: z.boolean(),
  hasNextPage: z.boolean(),
  totalItems: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The one place that turns a page request and a total into the pagination object. */
export function paginate(page: number, limit: number, totalItems: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalItems / limit));
  return {
    currentPage: page,
    totalPages,
    hasPreviousPage: page > 1,
    hasNextPage: page < totalPages,
    totalItems,
  };
}

/** Query `page`/`limit` as strings from a URL: positive integers with a default and a cap. */
export function pageQuerySchema(defaultLimit: number, maxLimit = 100) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).catch(defaultLimit).default(defaultLimit),
  });
}

export const idParamSchema = z.string().regex(/^[a-f0-9]{24}$/i, 'Invalid id');
