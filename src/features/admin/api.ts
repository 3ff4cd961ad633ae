import { create } from 'zustand';
import { ADMIN_API, CSRF_HEADER } from '../../shared/schemas/admin';

/**
 * The staff session as the page knows it. The session itself is an HttpOnly cookie the page
 * never sees; the page holds only the CSRF token the server gave at sign-in, which every write
 * sends back in a header.
 */
interface SessionState {
  status: 'checking' | 'signed-out' | 'signed-in';
  csrfToken: string | null;
  signedIn: (csrfToken: string) => void;
  signedOut: () => void;
}

export const useStaffSession = create<SessionState>((set) => ({
  status: 'checking',
  csrfToken: null,
  signedIn: (csrfToken) => set({ status: 'signed-in', csrfToken }),
  signedOut: () => set({ status: 'signed-out', csrfToken: null }),
}));

export class StaffApiError extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export type Query = Record<string, string | undefined>;

/** /api/admin{path}?{query}, leaving out empty filters. */
export function staffUrl(path: string, query: Query = {}) {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
  const search = params.toString();
  return `${ADMIN_API}${path}${search ? `?${search}` : ''}`;
}

interface CallOptions {
  query?: Query;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

/** One call to the staff API; a 401 anywhere means the session is over, and the page shows sign-in. */
export async function staffCall<T>(method: string, path: string, { query, json, form, signal }: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const { csrfToken } = useStaffSession.getState();
  if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(staffUrl(path, query), {
    method,
    headers,
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
    signal,
  });
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => ({}))) as { error?: string; details?: Record<string, unknown> };
  if (!response.ok) {
    if (response.status === 401 && path !== '/session') useStaffSession.getState().signedOut();
    throw new StaffApiError(body.error ?? `Error: ${response.status}`, body.details);
  }
  return body as T;
}

export async function checkSession() {
  try {
    const { csrfToken } = await staffCall<{ csrfToken: string }>('GET', '/session');
    useStaffSession.getState().signedIn(csrfToken);
  } catch {
    useStaffSession.getState().signedOut();
  }
}

export async function signIn(password: string) {
  const { csrfToken } = await staffCall<{ csrfToken: string }>('POST', '/session', { json: { password } });
  useStaffSession.getState().signedIn(csrfToken);
}

export async function signOut() {
  try {
    await staffCall('DELETE', '/session');
  } finally {
    useStaffSession.getState().signedOut();
  }
}
