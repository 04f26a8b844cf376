import { ApiError } from '../api/api-error';
import { chooseLocale } from '../i18n/i18n';
import { apiMessage, errorMessage, errorText } from './error-message';

const apiError = (status: number, message = '', code?: string) => new ApiError({ status, message, code });

describe('errorMessage follows the SPEC catalogue in order', () => {
  const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
  afterEach(() => Object.defineProperty(Navigator.prototype, 'onLine', onLine));

  it('maps a 401 answer to the credentials message', () => {
    expect(errorMessage(apiError(401, 'Invalid email or password'))).toBe('Invalid email or password. Please try again.');
  });

  it('maps any message containing "unauthorized" to the credentials message', () => {
    expect(errorMessage(new Error('Request Unauthorized by upstream'))).toBe(errorText('unauthorized'));
  });

  it('maps a 403 answer to access denied, even when the server said more', () => {
    expect(errorMessage(apiError(403, 'Your account has been blocked. Please contact support.'))).toBe(
      'Access denied. You do not have permission to perform this action.',
    );
  });

  it('maps a network failure of fetch to the connection message', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Please check your internet connection and try again.');
    expect(errorMessage(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'fetch failed' }))).toBe(
      errorText('network'),
    );
  });

  it('maps any failure while the browser is offline to the connection message', () => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    expect(errorMessage(apiError(500))).toBe(errorText('network'));
  });

  it('maps an aborted request or a timeout message to the time-out message', () => {
    expect(errorMessage(new DOMException('The operation was aborted.', 'AbortError'))).toBe(
      'Request timed out. Please check your internet connection.',
    );
    expect(errorMessage(new Error('timeout of 30000ms exceeded'))).toBe(errorText('timeout'));
    expect(errorMessage(new ApiError({ status: 0, code: 'TIMEOUT', message: 'Request timeout' }))).toBe(
      errorText('timeout'),
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
    expect(errorMessage(new Error('This format is unsupported'))).toBe(errorText('unsupported'));
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
    expect(errorMessage(undefined)).toBe(errorText('fallback'));
    expect(errorMessage({})).toBe(errorText('fallback'));
  });

  it('checks 401 before 403 before the network and later rules', () => {
    expect(errorMessage(new ApiError({ status: 401, code: 'NETWORK_ERROR', message: 'timeout' }))).toBe(errorText('unauthorized'));
    expect(errorMessage(new ApiError({ status: 403, message: 'timeout' }))).toBe(errorText('forbidden'));
    expect(errorMessage(new ApiError({ status: 413, message: 'unsupported file' }))).toBe(errorText('tooLarge'));
    expect(errorMessage(new ApiError({ status: 500, message: 'unsupported format' }))).toBe(errorText('unsupported'));
  });
});

describe('errorMessage on a page in another language', () => {
  beforeEach(async () => {
    await chooseLocale('de');
  });
  afterEach(async () => {
    await chooseLocale('en');
    localStorage.clear();
  });

  it('gives the catalogue in that language', () => {
    expect(errorMessage(apiError(401, 'Invalid email or password'))).toBe('E-Mail-Adresse oder Passwort ist falsch. Bitte versuche es erneut.');
    expect(errorText('fallback')).toBe('Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.');
  });

  it("maps the API's code to its text instead of the server's English words", () => {
    expect(errorMessage(apiError(409, 'An account with this email already exists', 'EMAIL_TAKEN'))).toBe(
      'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
    );
    expect(apiMessage(apiError(403, 'Your account has been blocked. Please contact support.', 'USER_BLOCKED'))).toBe(
      'Dein Konto wurde gesperrt. Bitte wende dich an den Support.',
    );
  });

  it("shows the screen's own words (or the last message) for a code it does not know, never the English", () => {
    expect(errorMessage(apiError(409, 'Something only the server says', 'SOMETHING_NEW'), 'Anmeldung fehlgeschlagen')).toBe(
      'Anmeldung fehlgeschlagen',
    );
    expect(errorMessage(apiError(409, 'Something only the server says', 'SOMETHING_NEW'))).toBe(errorText('fallback'));
  });

  it("keeps the page code's own message (written in the page's language)", () => {
    expect(errorMessage(new Error('Albumtitel ist erforderlich'))).toBe('Albumtitel ist erforderlich');
  });
});
