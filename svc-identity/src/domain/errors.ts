import { AppError, ConflictError } from '@abialbum/service-kit';

export const USER_BLOCKED_MESSAGE = 'Your account has been blocked. Please contact support.';
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';
export const DUPLICATE_PHONE_MESSAGE = 'An account with this phone number already exists';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';

export const blockedError = () => new AppError(403, 'USER_BLOCKED', USER_BLOCKED_MESSAGE);

export function duplicateError(field: 'email' | 'phone'): ConflictError {
  const message = field === 'email' ? DUPLICATE_EMAIL_MESSAGE : DUPLICATE_PHONE_MESSAGE;
  return new ConflictError(message, field === 'email' ? 'EMAIL_TAKEN' : 'PHONE_TAKEN', { [field]: message });
}
