import { z } from 'zod';

/** The part of a user that other services keep in their read models. */
export const userSnapshotSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profileImage: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  isBlocked: z.boolean(),
  showcreateAlbumModal: z.boolean(),
  /** Increases with every change, so that consumers keep only the newest (versioned upsert). */
  revision: z.number().int().min(1),
});

export const userEvents = {
  'user.registered': userSnapshotSchema,
  'user.updated': userSnapshotSchema,
  'user.blocked': userSnapshotSchema,
  'user.unblocked': userSnapshotSchema,
  'user.album-modal-toggled': userSnapshotSchema,
} as const;
export type UserSnapshot = z.infer<typeof userSnapshotSchema>;
