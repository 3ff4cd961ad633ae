// The production server as `npm run build` compiles it (server/index.ts and what it imports, in one
// module), which `npm start`, the browser tests and the bench run with plain Node.
import path from 'node:path';

export const SERVER_ENTRY = path.resolve(import.meta.dirname, '..', 'dist-server', 'index.js');
