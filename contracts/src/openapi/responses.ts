import type { z } from 'zod';
import { paginationSchema } from '../http/envelope';
import { type ApiOperation, type JsonSchema, shapes } from './operation';

type Success = ApiOperation['success'];
type Shape = z.ZodType | JsonSchema;

/*
 * What the operations of every `<service>.operations.ts` answer, written once: the success answers and the shapes
 * of `data` that most calls share (one thing under its key, a list, a page).
 */

/** A 200 answer: the envelope with `data`. */
export const ok = (description: string, data: Shape): Success => ({ status: 200, description, data });

/** A 201 answer: what the call made, in the envelope's `data`. */
export const created = (description: string, data: Shape): Success => ({ status: 201, description, data });

/** A 200 answer whose message says it all (`data` is null): a mail sent, a session ended. */
export const done = (description: string): Success => ok(description, shapes.none);

/** A 200 answer of bytes as they are (a stored file, a ZIP), not the envelope. */
export const bytes = (description: string, contentType: string): Success => ({
  status: 200,
  description,
  raw: { contentType, schema: shapes.bytes(contentType) },
});

/** What a deletion answers (a removal or a cancellation says so in its own words: `done('Removed.')`). */
export const deleted = done('Deleted.');

/** One thing of a contracts type under its key: `one('album', 'Album')` is `{ album: Album }`. */
export const one = (key: string, name: string): JsonSchema => shapes.object({ [key]: shapes.named(name) });

/** A list of a contracts type under its key: `many('albums', 'Album')` is `{ albums: Album[] }`. */
export const many = (key: string, name: string): JsonSchema => shapes.object({ [key]: shapes.listOf(shapes.named(name)) });

/**
 * A page of a list: `{ <key>: item[], ...alongside, pagination }` (`alongside`: what the page also carries, such as
 * the counts per status of the media manager).
 */
export const page = (key: string, item: Shape, alongside: Record<string, Shape> = {}): JsonSchema =>
  shapes.object({ [key]: shapes.listOf(item), ...alongside, pagination: paginationSchema });
