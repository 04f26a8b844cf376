import { type Access, type ApiOperation, type JsonSchema, toSchema } from './operation';

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, JsonSchema>>;
  components: JsonSchema;
}

export interface DocumentInfo {
  title: string;
  description: string;
  version?: string;
}

export const OPENAPI_VERSION = '3.1.1';
export const API_VERSION = '1.0.0';

const WHO: Record<Access, string> = {
  public: 'anyone',
  optional: 'anyone; a signed-in caller may see more (an owner or a member sees what visitors do not)',
  user: 'a signed-in user (bearer access token of role `user`)',
  admin: 'an admin (bearer access token of role `admin`)',
};

/** Every error answer: the envelope of ARCHITECTURE "API conventions". */
const errorEnvelope: JsonSchema = {
  type: 'object',
  required: ['success', 'data', 'message', 'code'],
  properties: {
    success: { const: false },
    data: { type: 'null' },
    message: { type: 'string', description: 'What to show the user (SPEC section 8).' },
    code: { type: 'string', description: 'A stable machine-readable code, e.g. VALIDATION_ERROR, ALBUM_NOT_FOUND.' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Field name to message, for invalid input.',
    },
  },
};

const ERRORS: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Invalid input (malformed JSON, a field breaking a rule, an invalid id): `errors` maps fields to messages.' },
  401: { name: 'Unauthorized', description: 'No token where one is needed, or a bad or expired token, or a blocked user.' },
  403: { name: 'Forbidden', description: 'Signed in but not allowed: another role, not the owner, not a member, a private album.' },
  404: { name: 'NotFound', description: 'The thing asked for does not exist (or is not shown to this caller).' },
  406: { name: 'NotAcceptable', description: 'The answer cannot be given in a form the Accept header takes (an event stream asked for without text/event-stream).' },
  409: { name: 'Conflict', description: 'The change conflicts with what exists (a duplicate, a decided request).' },
  410: { name: 'Gone', description: 'A resumable upload past its expiry (tus answers it in plain text, not this envelope).' },
  413: { name: 'PayloadTooLarge', description: 'The body or a file is over its limit (SPEC section 9).' },
  415: { name: 'UnsupportedMediaType', description: 'A file of a type this call does not take (checked from its bytes).' },
  416: { name: 'RangeNotSatisfiable', description: 'The requested byte range is outside the file.' },
  422: { name: 'UnprocessableContent', description: 'An Idempotency-Key already used for another request (another call or another body).' },
  429: { name: 'TooManyRequests', description: 'Too many attempts: wait for Retry-After seconds.' },
};

const API_PREFIX = /^\/api\/v1(\/abialbum)?/;
const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `get` + `/api/v1/abialbum/albums/{id}/media` -> `getAlbumsByIdMedia`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(API_PREFIX, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      if (param?.[1]) return `By${pascal(param[1])}`;
      return segment.split(/[^A-Za-z0-9]+/).filter(Boolean).map(pascal).join('');
    });
  return `${method}${words.join('')}`;
}

const pathParamsOf = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);

function parameters(op: ApiOperation): JsonSchema[] {
  const inPath = pathParamsOf(op.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    description: op.params?.[name] ?? `The ${name}.`,
    schema: { type: 'string' },
  }));
  const query = op.query ? toSchema(op.query, 'input') : {};
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
  const required = (query.required ?? []) as string[];
  const inQuery = Object.entries(properties).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return { name, in: 'query', required: required.includes(name), ...(description ? { description } : {}), schema: rest };
  });
  const inHeaders = Object.entries(op.headers ?? {}).map(([name, { description, required }]) => ({
    name,
    in: 'header',
    required: required ?? false,
    description,
    schema: { type: 'string' },
  }));
  return [...inPath, ...inQuery, ...inHeaders];
}

function requestBody(op: ApiOperation): JsonSchema | undefined {
  if (!op.body && !op.multipart && !op.rawBody) return undefined;
  const content: JsonSchema = {};
  if (op.rawBody) content[op.rawBody.contentType] = { schema: { type: 'string', contentMediaType: op.rawBody.contentType, description: op.rawBody.description } };
  if (op.body) content['application/json'] = { schema: toSchema(op.body, 'input') };
  if (op.multipart) {
    const { fields, required } = op.multipart;
    content['multipart/form-data'] = { schema: { type: 'object', properties: fields, ...(required?.length ? { required } : {}) } };
  }
  const acceptsNone = op.body ? op.body.safeParse(undefined).success : op.rawBody !== undefined;
  return { required: op.bodyRequired ?? !acceptsNone, content };
}

function success(op: ApiOperation): JsonSchema {
  const { status, description, data, raw, empty } = op.success;
  const headers = op.success.headers
    ? { headers: Object.fromEntries(Object.entries(op.success.headers).map(([name, text]) => [name, { description: text, schema: { type: 'string' } }])) }
    : {};
  if (empty) return { [status]: { description, ...headers } };
  if (raw) return { [status]: { description, ...headers, content: { [raw.contentType]: { schema: raw.schema } } } };
  const envelope = {
    type: 'object',
    required: ['success', 'data', 'message'],
    properties: {
      success: { const: true },
      data: data ? toSchema(data, 'output') : { description: 'See the description.' },
      message: { type: 'string' },
    },
  };
  return { [status]: { description, ...headers, content: { 'application/json': { schema: envelope } } } };
}

/** The error statuses an operation answers: its own, plus what its guard answers. */
export function errorStatusesOf(op: ApiOperation): number[] {
  const statuses = new Set(op.errors);
  if (op.access !== 'public') statuses.add(401);
  if (op.access === 'user' || op.access === 'admin') statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

function security(access: Access): JsonSchema[] | undefined {
  if (access === 'user' || access === 'admin') return [{ bearerAuth: [] }];
  // `{}` first: calling without a token is fine.
  if (access === 'optional') return [{}, { bearerAuth: [] }];
  return undefined;
}

/** An operation and the service that answers it (shown as `x-service`). */
export type ServiceOperation = ApiOperation & { service?: string };

function operationObject(op: ServiceOperation): JsonSchema {
  const errors = Object.fromEntries(
    errorStatusesOf(op).map((status) => {
      const known = ERRORS[status];
      if (!known) throw new Error(`${op.method.toUpperCase()} ${op.path}: no description of error status ${status}`);
      return [String(status), { $ref: `#/components/responses/${known.name}` }];
    }),
  );
  const params = parameters(op);
  const body = requestBody(op);
  const auth = security(op.access);
  return {
    operationId: operationIdOf(op.method, op.path),
    summary: op.summary,
    description: `${op.description ? `${op.description}\n\n` : ''}Who may call it: ${WHO[op.access]}.`,
    tags: [op.tag],
    'x-access': op.access,
    ...(op.service ? { 'x-service': op.service } : {}),
    ...(auth ? { security: auth } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...success(op), ...errors },
  };
}

/** An OpenAPI 3.1 document of `operations`; throws when one is listed twice. */
export function buildOpenApiDocument(info: DocumentInfo, operations: readonly ServiceOperation[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];
  for (const op of operations) {
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`${op.method.toUpperCase()} ${op.path} is listed twice`);
    item[op.method] = operationObject(op);
    if (!tags.includes(op.tag)) tags.push(op.tag);
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: info.title,
      version: info.version ?? API_VERSION,
      description:
        `${info.description}\n\nEvery answer is the envelope \`{ success, data, message }\`; an error adds \`code\` and, ` +
        'for invalid input, `errors` (field to message). Any call may also answer 500 or 503 (a service or its database is ' +
        'down; through the gateway, 502 or 504) with the same error envelope.',
    },
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from a sign-in (`users/login`, `admin/login`) or a refresh; 15 minutes.',
        },
      },
      schemas: { ErrorEnvelope: errorEnvelope },
      responses: Object.fromEntries(
        Object.values(ERRORS).map(({ name, description }) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
        ]),
      ),
    },
  };
}
