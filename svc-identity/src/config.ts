import { baseConfigSchema, internalConfigSchema, loadConfig } from '@abialbum/service-kit';
import { z } from 'zod';

export const SERVICE_NAME = 'svc-identity';

const DEV_ADMIN_EMAIL = 'admin@abialbum.test';
const DEV_ADMIN_PASSWORD = 'Admin@12345';
const DEV_SMTP_URL = 'smtp://127.0.0.1:1025';

export const identityConfigSchema = baseConfigSchema(SERVICE_NAME, 4001)
  .extend(internalConfigSchema.shape)
  .extend({
    ADMIN_EMAIL: z.string().trim().toLowerCase().email('ADMIN_EMAIL must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').max(128).optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * Refreshes (user and admin) per client address and window, per process. Sign-ins and sign-ups are counted by
     * AttemptLimits, in the database every instance shares.
     */
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    JSON_LIMIT: z.string().regex(/^\d+(kb|mb)$/).default('32kb'),
    /** Failed sign-ins of an account in a row before each next one waits, and before the account is locked (AttemptLimits). */
    SIGN_IN_SLOW_AFTER: z.coerce.number().int().min(1).default(3),
    SIGN_IN_LOCK_AFTER: z.coerce.number().int().min(1).default(10),
    /**
     * Where mail goes (forgot password, address verification): smtp://host:port or smtps://user:password@host:port.
     * npm start and the tests run a local catcher (Mailpit); production must name its server.
     */
    SMTP_URL: z
      .string()
      .url('SMTP_URL must be a URL such as smtp://mail.example.com:587')
      .regex(/^smtps?:\/\/[^/]+/, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().trim().min(3).default('AbiAlbum <no-reply@abialbum.test>'),
    /** The site's address as users reach it: the links in mails open its pages. */
    PUBLIC_URL: z.string().url('PUBLIC_URL must be a URL such as https://album.example.com').default('http://localhost:8080'),
  })
  // Runs even when other variables are bad, so that every problem is listed at once.
  .superRefine(
    (env, ctx) => {
      if (env.NODE_ENV !== 'production') return;
      if (!env.ADMIN_EMAIL) ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'ADMIN_EMAIL is required in production' });
      if (!env.ADMIN_PASSWORD) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_PASSWORD is required in production' });
      if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'SMTP_URL is required in production' });
    },
    { when: () => true },
  )
  // Development and test get the documented demo admin; production never has a default password.
  .transform((env) => ({
    ...env,
    ADMIN_EMAIL: env.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL,
    ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD,
    // Mailpit's SMTP port on npm start's default profile.
    SMTP_URL: env.SMTP_URL ?? DEV_SMTP_URL,
  }));

export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env): IdentityConfig => loadConfig(identityConfigSchema, env);
