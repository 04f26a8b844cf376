import type { ServerResponse } from 'node:http';

export interface ErrorEnvelope {
  success: false;
  data: null;
  message: string;
  code: string;
}

export const gatewayErrors = {
  badGateway: { status: 502, code: 'BAD_GATEWAY', message: 'Service temporarily unavailable. Please try again later.' },
  gatewayTimeout: { status: 504, code: 'GATEWAY_TIMEOUT', message: 'The service took too long to answer. Please try again later.' },
  tooLarge: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'File is too large. Please try a smaller file.' },
  tooManyAttempts: { status: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please try again later.' },
  notFound: { status: 404, code: 'ROUTE_NOT_FOUND', message: 'Route not found' },
} as const;

export type GatewayError = (typeof gatewayErrors)[keyof typeof gatewayErrors];

export function errorEnvelope(error: { code: string; message: string }): ErrorEnvelope {
  return { success: false, data: null, message: error.message, code: error.code };
}

/**
 * Answers on the raw response, for the paths where Koa has handed the response to the proxy.
 * `close` makes Node drop the connection afterwards, so a client still sending a body is cut off.
 */
export function sendError(res: ServerResponse, error: GatewayError, options: { close?: boolean } = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(errorEnvelope(error));
  res.statusCode = error.status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.setHeader('cache-control', 'no-store');
  if (options.close) res.setHeader('connection', 'close');
  res.end(body);
}
