import { Hono } from 'hono';

/** One line per request: method, path, status, milliseconds. */
export function withRequestLog(app: Hono) {
  const logged = new Hono();
  logged.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
  });
  logged.route('/', app);
  return logged;
}
