/** Seconds a client is asked to wait before sending again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Socket errors of a database connection that could not be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's own codes for a server that is going away or not there yet: class 08 (connection
 * exception), 57P01–57P03 (an administrator's shutdown or restart, a crash, "the database system
 * is starting up") and 53300 (too many connections).
 */
const SERVER_CODE = /^(08...|57P0[1-3]|53300)$/;

/** node-postgres says so in words only: a lost connection, or one that could not be opened in time ("timeout expired"). */
const DRIVER_MESSAGE = /Connection terminated|not queryable|timeout exceeded when trying to connect|^timeout expired$/i;

/**
 * Whether a failed query failed because the database could not be reached (it restarts, it is
 * down, the network between dropped), rather than because of the query: such a request is
 * answered 503 with Retry-After, and the same request sent again succeeds once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODE.test(code))) return true;
  if (DRIVER_MESSAGE.test(error.message)) return true;
  // A host name with several addresses fails with one error per address.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return false;
}
