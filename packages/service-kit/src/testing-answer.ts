/** The envelope every answer carries (SPEC section 1), as a test reads it. */
export interface Answer<T = unknown> {
  success: boolean;
  data: T;
  message: string;
  code?: string;
  errors?: Record<string, string>;
}

export const answer = async <T = unknown>(res: Response) => (await res.json()) as Answer<T>;
