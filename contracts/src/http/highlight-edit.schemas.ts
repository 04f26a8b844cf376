import { z } from 'zod';
import { captionSchema, highlightUrlSchema } from './media.schemas';

/** The highlight modal's edit mode (SPEC 2 "Modals"): its words, which SPEC does not quote. */
export const highlightEditMessages = {
  highlightUpdated: 'Highlight updated successfully!',
  updateFailed: 'Failed to update highlight',
} as const;

/**
 * `PUT albums/highlights/{id}` as JSON: a new caption, other media from a web URL, or both (a new file
 * comes as multipart instead, with `caption` before `file`). The URL follows the create rules.
 */
export const highlightUpdateSchema = z
  .strictObject({
    caption: captionSchema.optional(),
    url: highlightUrlSchema.shape.url.optional(),
    type: highlightUrlSchema.shape.type,
  })
  .refine((body) => body.caption !== undefined || body.url !== undefined, 'Nothing to update');
export type HighlightUpdate = z.input<typeof highlightUpdateSchema>;

/** The text fields sent with a new file for a highlight (an `albumId` may come along). */
export const highlightFileFieldsSchema = z.object({ caption: captionSchema.optional() });
