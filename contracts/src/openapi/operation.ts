import { z } from 'zod';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as it goes into the document. */
export type JsonSchema = { [key: string]: unknown };

/**
 * Who may call an operation, from the route's guards:
 * - `public`: anyone, signed in or not;
 * - `optional`: anyone; a signed-in caller may see more (an owner's or a member's view);
 * - `user`: a signed-in user (`requireUser`: an admin's token is refused with 403);
 * - `admin`: a signed-in admin (`requireAdmin`).
 * Everything but `public` answers 401 to a missing or bad token where one is needed, and to a bad one always.
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

export type HttpMethod = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One operation of a service's public API, listed once in `<service>.operations.ts`; the builder
 * (`build-document.ts`) turns a list into an OpenAPI 3.1 document.
 */
export interface ApiOperation {
  method: HttpMethod;
  /** The full path as the gateway forwards it, in OpenAPI style: `/api/v1/abialbum/albums/{id}`. */
  path: string;
  summary: string;
  description?: string;
  /** The group the docs page shows it under. */
  tag: string;
  access: Access;
  /** What each `{param}` of the path is (every one is a string). */
  params?: Record<string, string>;
  /** The zod schema the route parses `ctx.query` with (an object: one parameter per key). */
  query?: z.ZodType;
  /** The zod schema the route parses a JSON body with. */
  body?: z.ZodType;
  /** A multipart/form-data body (uploads): the form's fields, in the order a client should send them. */
  multipart?: { fields: Record<string, JsonSchema>; required?: string[] };
  /** A body of bytes as they are (a tus PATCH): its media type and what it is. */
  rawBody?: { contentType: string; description: string };
  /** Request headers the call reads (the tus protocol's), each with what it says and whether it must be sent. */
  headers?: Record<string, { description: string; required?: boolean }>;
  /** Whether a body must be sent; by default, unless the body schema accepts none. */
  bodyRequired?: boolean;
  success: {
    status: 200 | 201 | 204 | 206;
    description: string;
    /** Response headers worth a caller's reading (a tus answer's offset, an upload's location). */
    headers?: Record<string, string>;
    /** No body at all (a tus answer other than the completion). */
    empty?: boolean;
    /** The envelope's `data`: a zod schema where the contracts have one, else a loose JSON schema (`shapes`). */
    data?: z.ZodType | JsonSchema;
    /** Not the JSON envelope (a stored file, a key set): the answer's media type and schema instead. */
    raw?: { contentType: string; schema: JsonSchema };
  };
  /** The error statuses it may answer besides 401/403 (added from `access`) and 5xx (any call). */
  errors: number[];
}

const isZod = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/** A zod schema as JSON Schema: what a caller sends (`input`: defaults make fields optional) or receives. */
export function toSchema(schema: z.ZodType | JsonSchema, io: 'input' | 'output'): JsonSchema {
  if (!isZod(schema)) return schema;
  // `unrepresentable: 'any'`: a refinement or a transform says nothing in JSON Schema, it is not an error.
  const converted = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    // `.int()` bounds an integer by the safe range: true, but noise to a reader.
    override: ({ jsonSchema }) => {
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  }) as JsonSchema;
  const { $schema: _dialect, ...rest } = converted;
  return rest;
}

type Shape = z.ZodType | JsonSchema;
const asSchema = (shape: Shape) => toSchema(shape, 'output');

/**
 * Loose descriptions of answers whose shape is a TypeScript interface of the contracts, not a zod schema: the
 * name of that interface, so a reader knows where to look. Zod schemas inside are converted (as answered).
 */
export const shapes = {
  object: (properties: Record<string, Shape>, description?: string): JsonSchema => ({
    type: 'object',
    properties: Object.fromEntries(Object.entries(properties).map(([key, shape]) => [key, asSchema(shape)])),
    ...(description ? { description } : {}),
  }),
  named: (name: string, description?: string): JsonSchema => ({
    type: 'object',
    description: description ?? `${/^[AEIOU]/.test(name) ? 'An' : 'A'} ${name} (contracts type \`${name}\`).`,
  }),
  listOf: (item: Shape, description?: string): JsonSchema => ({
    type: 'array',
    items: asSchema(item),
    ...(description ? { description } : {}),
  }),
  nullable: (shape: Shape): JsonSchema => ({ anyOf: [asSchema(shape), { type: 'null' }] }),
  string: (description?: string): JsonSchema => ({ type: 'string', ...(description ? { description } : {}) }),
  integer: (description?: string): JsonSchema => ({ type: 'integer', ...(description ? { description } : {}) }),
  boolean: (description?: string): JsonSchema => ({ type: 'boolean', ...(description ? { description } : {}) }),
  /**
   * A file in a multipart form: OpenAPI 3.1 says so with `contentMediaType`; `format: binary` (3.0's way) is kept
   * because Swagger UI shows a file picker only for it.
   */
  file: (description: string): JsonSchema => ({ type: 'string', format: 'binary', contentMediaType: 'application/octet-stream', description }),
  /** Bytes answered as they are (a stored file, a ZIP). */
  bytes: (contentType: string): JsonSchema => ({ type: 'string', contentMediaType: contentType }),
  none: { type: 'null' } as JsonSchema,
};
