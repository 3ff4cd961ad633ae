import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
}

/** PORT (8080), HOST (127.0.0.1; 0.0.0.0 serves a booth network), DATA_DIR (./data). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(ROOT_DIR, 'data')),
    distDir: path.resolve(env.DIST_DIR ?? path.join(ROOT_DIR, 'dist')),
  };
}
