/** STYLE "Errors": one error type with subclasses; the error middleware turns them into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    readonly expose = status < 500,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(errors: Record<string, string>, message = Object.values(errors)[0] ?? 'Invalid input') {
    super(400, 'VALIDATION_ERROR', message, errors);
  }
}
export class BadRequestError extends AppError {
  constructor(message: string, code = 'BAD_REQUEST') {
    super(400, code, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Unauthorized: please sign in', code = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Access denied. You do not have permission to perform this action.', code = 'FORBIDDEN') {
    super(403, code, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(404, code, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT', errors?: Record<string, string>) {
    super(409, code, message, errors);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message = 'File is too large. Please try a smaller file.', code = 'PAYLOAD_TOO_LARGE') {
    super(413, code, message);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'Unsupported file format. Please use a supported format.', code = 'UNSUPPORTED_MEDIA_TYPE') {
    super(415, code, message);
  }
}
export class TooManyRequestsError extends AppError {
  /** `retryAfterSeconds`: sent as Retry-After by the error middleware. */
  constructor(
    message = 'Too many requests. Please try again later.',
    readonly retryAfterSeconds?: number,
    code = 'TOO_MANY_REQUESTS',
  ) {
    super(429, code, message);
  }
}
export class NotImplementedError extends AppError {
  constructor(message = 'Not implemented yet') {
    super(501, 'NOT_IMPLEMENTED', message, undefined, true);
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(message = 'Service temporarily unavailable. Please try again later.') {
    super(503, 'SERVICE_UNAVAILABLE', message, undefined, true);
  }
}
