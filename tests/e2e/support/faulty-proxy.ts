import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What to do with one request to the real server. */
export type Fault =
  /**
   * Forward it; `onUpload` hears how many body bytes have gone through so far, and may hold the
   * rest of the upload back until the promise it returns settles (a loopback upload is otherwise
   * over before anything the test starts in the middle of it can take effect). A hold that ends
   * in 'cut' drops both connections there: a client that went away during the hold may already
   * have handed the kernel's buffers the whole remaining body, which would otherwise still arrive.
   */
  | { kind: 'pass'; onUpload?: (bytes: number) => Promise<'resume' | 'cut'> | void }
  | { kind: 'answer'; status: number; headers?: Record<string, string>; body?: string }
  /** Forward it, let the server finish, then cut the connection before the answer reaches the client. */
  | { kind: 'drop-after-forward' };

export interface FaultyProxy {
  url: string;
  /** Every request that reached the proxy, as "METHOD /path". */
  seen: string[];
  close: () => Promise<void>;
}

/**
 * A proxy in front of the real server that misbehaves on request: it answers with errors or
 * drops connections the way flaky booth Wi-Fi and overloaded servers do. The app is opened
 * through the proxy's origin, so the page and its service worker both go through it.
 */
export async function startFaultyProxy(target: string, decide: (method: string, path: string) => Fault): Promise<FaultyProxy> {
  const seen: string[] = [];
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    seen.push(`${request.method} ${path}`);
    const fault = decide(request.method ?? 'GET', path);
    if (fault.kind === 'answer') {
      request.resume();
      request.on('end', () => {
        response.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
        response.end(fault.body ?? JSON.stringify({ error: `Injected ${fault.status}` }));
      });
      return;
    }
    const forwarded = http.request(
      { hostname: upstream.hostname, port: upstream.port, path, method: request.method, headers: { ...request.headers, host: upstream.host } },
      (answer) => {
        if (fault.kind === 'drop-after-forward') {
          answer.resume();
          answer.on('end', () => response.socket?.destroy());
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.socket?.destroy());
    // A client that goes away mid-upload (a closed tab, a stopped worker) cuts the server off too.
    request.on('close', () => {
      if (!request.complete) forwarded.destroy();
    });
    if (fault.kind === 'pass' && fault.onUpload) {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => {
        const holding = fault.onUpload!((bytes += chunk.length));
        if (!holding) return;
        request.pause();
        void holding.then((next) => (next === 'cut' ? (forwarded.destroy(), request.socket.destroy()) : request.resume()));
      });
    }
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
