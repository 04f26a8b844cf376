import { ApiError } from '../api/api-error';
import { ERROR_MESSAGES, errorMessage } from './error-message';

const apiError = (status: number, message = '', code?: string) => new ApiError({ status, message, code });

describe('errorMessage follows the SPEC catalogue in order', () => {
  const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
  afterEach(() => Object.defineProperty(Navigator.prototype, 'onLine', onLine));

  it('maps a 401 answer to the credentials message', () => {
    expect(errorMessage(apiError(401, 'Invalid email or password'))).toBe('Invalid email or password. Please try again.');
  });

  it('maps any message containing "unauthorized" to the credentials message', () => {
    expect(errorMessage(new Error('Request Unauthorized by upstream'))).toBe(ERROR_MESSAGES.unauthorized);
  });

  it('maps a 403 answer to access denied, even when the server said more', () => {
    expect(errorMessage(apiError(403, 'Your account has been blocked. Please contact support.'))).toBe(
      'Access denied. You do not have permission to perform this action.',
    );
  });

  it('maps a network failure of fetch to the connection message', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Please check your internet connection and try again.');
    expect(errorMessage(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'fetch failed' }))).toBe(
      ERROR_MESSAGES.network,
    );
  });

  it('maps any failure while the browser is offline to the connection message', () => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    expect(errorMessage(apiError(500))).toBe(ERROR_MESSAGES.network);
  });

  it('maps an aborted request or a timeout message to the time-out message', () => {
    expect(errorMessage(new DOMException('The operation was aborted.', 'AbortError'))).toBe(
      'Request timed out. Please check your internet connection.',
    );
    expect(errorMessage(new Error('timeout of 30000ms exceeded'))).toBe(ERROR_MESSAGES.timeout);
    expect(errorMessage(new ApiError({ status: 0, code: 'TIMEOUT', message: 'Request timeout' }))).toBe(
      ERROR_MESSAGES.timeout,
    );
  });

  it('maps a media element error to the playback message', () => {
    const mediaError = Object.assign(new Error('MEDIA_ERR_DECODE'), { name: 'MediaError' });
    expect(errorMessage(mediaError)).toBe('Media playback error. The file may be corrupted or in an unsupported format.');
  });

  it('maps a 413 answer to the file size message', () => {
    expect(errorMessage(apiError(413, 'Image size must be less than 5MB'))).toBe('File is too large. Please try a smaller file.');
  });

  it('maps a message about an unsupported file or format to the format message', () => {
    expect(errorMessage(apiError(415, 'Unsupported file type'))).toBe('Unsupported file format. Please use a supported format.');
    expect(errorMessage(new Error('This format is unsupported'))).toBe(ERROR_MESSAGES.unsupported);
  });

  it('maps a 500 answer to the server error message', () => {
    expect(errorMessage(apiError(500, 'Internal details'))).toBe('Server error. Please try again later.');
  });

  it('maps a 503 answer to the unavailable message', () => {
    expect(errorMessage(apiError(503, 'Service down'))).toBe('Service temporarily unavailable. Please try again later.');
  });

  it("otherwise shows the server's message field", () => {
    expect(errorMessage({ response: { status: 409, data: { message: 'Email already registered' } }, message: 'x' })).toBe(
      'Email already registered',
    );
    expect(errorMessage(apiError(409, 'An account with this email already exists'))).toBe(
      'An account with this email already exists',
    );
  });

  it("then the error's own message", () => {
    expect(errorMessage(new Error('Album title is required'))).toBe('Album title is required');
  });

  it('then the fallback', () => {
    expect(errorMessage(apiError(404))).toBe('An unexpected error occurred. Please try again.');
    expect(errorMessage(undefined)).toBe(ERROR_MESSAGES.fallback);
    expect(errorMessage({})).toBe(ERROR_MESSAGES.fallback);
  });

  it('checks 401 before 403 before the network and later rules', () => {
    expect(errorMessage(new ApiError({ status: 401, code: 'NETWORK_ERROR', message: 'timeout' }))).toBe(ERROR_MESSAGES.unauthorized);
    expect(errorMessage(new ApiError({ status: 403, message: 'timeout' }))).toBe(ERROR_MESSAGES.forbidden);
    expect(errorMessage(new ApiError({ status: 413, message: 'unsupported file' }))).toBe(ERROR_MESSAGES.tooLarge);
    expect(errorMessage(new ApiError({ status: 500, message: 'unsupported format' }))).toBe(ERROR_MESSAGES.unsupported);
  });
});
