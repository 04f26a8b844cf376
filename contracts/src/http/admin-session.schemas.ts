import { z } from 'zod';

/**
 * The answer of an admin login and of an admin refresh (SPEC section 3 "Admin session": token, email, role).
 * Like a user's sign-in it carries a refresh token, rotated on every refresh.
 */
export const adminAuthResultSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  email: z.string(),
  role: z.literal('admin'),
  expiresIn: z.number(),
});
export type AdminAuthResult = z.infer<typeof adminAuthResultSchema>;
