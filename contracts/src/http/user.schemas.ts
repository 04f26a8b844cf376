import { z } from 'zod';
import { pageQuerySchema } from './envelope';

/** SPEC section 5 "Login" and "Signup": the messages are the ones users see. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_CHARS = /^[A-Za-z\d@$!%*?&]+$/;
export const PROFILE_IMAGE_MAX_BYTES = 5_242_880;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'] as const;

export const messages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number (10-15 digits)',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters long',
  passwordWeak:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 2 characters long',
  nameLong: 'Name must be less than 100 characters',
  confirmRequired: 'Please confirm your password',
  confirmMismatch: 'Passwords do not match',
  imageType: 'Please select a valid image file (JPEG, PNG, GIF, WebP, SVG)',
  imageSize: 'Image size must be less than 5MB',
  adminFields: 'Please fill in all fields',
} as const;

/** The storage engine (PostgreSQL under FerretDB) cannot hold a NUL character in text, nor look one up. */
const NO_NUL = 'Text contains a character that is not allowed';
const withoutNul = (text: string) => !text.includes('\u0000');

const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(withoutNul, NO_NUL);

export const emailSchema = requiredString(messages.emailRequired)
  .max(254, messages.emailInvalid)
  .regex(EMAIL_PATTERN, messages.emailInvalid)
  .transform((v) => v.toLowerCase());

export const phoneSchema = requiredString(messages.phoneRequired).refine((v) => {
  const digits = v.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}, messages.phoneInvalid);

/** Digits only: the form in which phones are stored and compared. */
export const normalisePhone = (phone: string) => phone.replace(/\D/g, '');

export const loginPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(6, messages.passwordShort)
  .max(128, 'Password must be less than 128 characters');

export const newPasswordSchema = loginPasswordSchema.refine(
  (v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && /[@$!%*?&]/.test(v) && PASSWORD_CHARS.test(v),
  messages.passwordWeak,
);

export const nameSchema = requiredString(messages.nameRequired)
  .min(2, messages.nameShort)
  .max(100, messages.nameLong);

const optionalPlace = z
  .string()
  .trim()
  .max(100, 'Must be less than 100 characters')
  .refine(withoutNul, NO_NUL)
  .optional()
  .transform((v) => (v ? v : undefined));

export const loginRequestSchema = z.discriminatedUnion(
  'loginType',
  [
    z.strictObject({ loginType: z.literal('email'), email: emailSchema, password: loginPasswordSchema }),
    z.strictObject({ loginType: z.literal('phone'), phone: phoneSchema, password: loginPasswordSchema }),
  ],
  { error: 'loginType must be email or phone' },
);
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** A profile image is a URL served by svc-media (a path on this origin or an absolute http(s) URL). */
export const profileImageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(\/|https?:\/\/)[^\s<>"']*$/, 'Profile image must be a URL')
  .refine(withoutNul, 'Profile image must be a URL');

export const signupRequestSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  city: optionalPlace,
  state: optionalPlace,
  country: optionalPlace,
  password: newPasswordSchema,
  profileImage: profileImageUrlSchema.optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** The signup form adds the confirmation; the server never receives it. */
export const signupFormSchema = signupRequestSchema
  .extend({ confirmPassword: z.string().min(1, messages.confirmRequired) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: messages.confirmMismatch });

export const profileUpdateSchema = z.strictObject({
  name: nameSchema.optional(),
  phone: phoneSchema.nullable().optional(),
  city: optionalPlace,
  state: optionalPlace,
  country: optionalPlace,
  profileImage: profileImageUrlSchema.nullable().optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** Forgot password: the address typed (one answer whether or not an account uses it). */
export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordSchema>;

/** The key a mailed link carries (in its fragment): 43 characters of base64url. */
export const emailLinkTokenSchema = z
  .string({ error: 'This link is not valid. Please ask for a new one.' })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, 'This link is not valid. Please ask for a new one.');

/** A new password through the mailed link: the same rules as at sign-up. */
export const resetPasswordSchema = z.strictObject({ token: emailLinkTokenSchema, password: newPasswordSchema });
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;

/** The form that sets a new password (through a reset link) adds its confirmation, as the signup form does. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string().min(1, messages.confirmRequired) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: messages.confirmMismatch });

/** A mailed link that verifies an address (at sign-up, or the new one of a change). */
export const verifyEmailSchema = z.strictObject({ token: emailLinkTokenSchema });
export type VerifyEmailRequest = z.input<typeof verifyEmailSchema>;

/** A change of address asks for the current password; it takes effect once the link sent to the new one is opened. */
export const changeEmailSchema = z.strictObject({ email: emailSchema, password: loginPasswordSchema });
export type ChangeEmailRequest = z.input<typeof changeEmailSchema>;

export const refreshRequestSchema = z.strictObject({ refreshToken: z.string().min(20).max(200) });
export const logoutRequestSchema = z.strictObject({ refreshToken: z.string().min(20).max(200).optional() });

export const adminLoginSchema = z.strictObject({
  email: requiredString(messages.adminFields).max(254),
  password: z.string({ error: messages.adminFields }).min(1, messages.adminFields).max(128),
});

/** `GET admin/users?page&limit&search`: search matches name, email or phone. */
export const adminUsersQuerySchema = pageQuerySchema(10, 100).extend({
  search: z.string().trim().max(100, 'Search must be less than 100 characters').optional(),
});

export const blockUserSchema = z.strictObject({ isBlocked: z.boolean({ error: 'isBlocked must be true or false' }) });
export const albumModalSchema = z.strictObject({
  showcreateAlbumModal: z.boolean({ error: 'showcreateAlbumModal must be true or false' }),
});

/** The public shape of a user in every answer (SPEC section 3 "User"). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profileImage: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  showcreateAlbumModal: z.boolean(),
  createdAt: z.string(),
  /**
   * The address was proved by a mailed link (at sign-up or after a change); signing in never waits for it. Identity
   * always sends it; optional so that a user kept from before (a stored session, a test's builder) still fits.
   */
  emailVerified: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const adminUserSchema = userSchema.extend({
  isBlocked: z.boolean(),
  _count: z.object({ albumsOwned: z.number().int() }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** An address link opened: the user as now, and whether the link changed the address (else it proved it). */
export const emailVerifiedSchema = z.object({ user: userSchema, emailChanged: z.boolean() });
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;

export const authResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
});
export type AuthResult = z.infer<typeof authResultSchema>;
