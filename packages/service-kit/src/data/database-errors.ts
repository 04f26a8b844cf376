/**
 * The database cannot be reached (or cannot reach its storage): not the request's fault nor the handler's,
 * and over once the database is back. The driver's network and server-selection errors, and FerretDB's
 * answer while PostgreSQL is down (an InternalError, code 1: "failed to connect to ..."), measured here.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const { name, message, code } = (err ?? {}) as { name?: string; message?: string; code?: number };
  if (typeof name === 'string' && /^Mongo(Network|NetworkTimeout|ServerSelection|PoolCleared|NotConnected|TopologyClosed)Error$/.test(name)) return true;
  if (typeof message !== 'string') return false;
  if (/Client must be connected|connection .* (closed|timed out)|ECONNREFUSED|ECONNRESET/i.test(message)) return true;
  return code === 1 && /failed to connect to|connection refused|SQLSTATE (08|57P)/i.test(message);
}
