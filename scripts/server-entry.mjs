// The production server as `npm run build` compiles it (server/index.ts and what it imports, in one
// module), which `npm start`, the browser tests and the bench run with plain Node.
import path from 'node:path';

export const SERVER_ENTRY = path.resolve(import.meta.dirname, '..', 'dist-server', 'index.js');

// A ceiling on the server's JavaScript heap, which `npm start` and the service unit in the README
// give too. Without one, V8 lets the garbage of a long streamed export pile up before collecting
// it: 150–180 MB more memory for a 200,000-lead CSV. Under this ceiling it collects as it goes
// (about 20 MB more), far above what the server keeps alive.
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256'];
