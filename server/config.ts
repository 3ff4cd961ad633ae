import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE } from '../src/shared/content/site';
import { parseTrustProxy } from './lib/client';
import { DEFAULT_UPLOAD_LIMITS } from './rma/upload-quota';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  /** Mail: SMTP_URL, MAIL_FROM, SALES_EMAIL, PUBLIC_URL. */
  mail: MailConfig;
  /** ADMIN_PASSWORD: the staff password; when unset, the stored one (generated at first start). */
  adminPassword?: string;
  /** ADMIN_PASSWORD_ROTATE=1: an ADMIN_PASSWORD other than the stored one replaces it (otherwise the server refuses to start). */
  adminPasswordRotate: boolean;
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, how long /readyz answers 503 while requests are still served, for a proxy to turn away. */
  drainMs: number;
  /** Origins of other sites allowed to call /api (CORS); none by default. */
  allowedOrigins: string[];
  /** The reverse proxies in front, by address or CIDR range: only their X-Forwarded-For/-Proto/-Host are believed. */
  trustProxy: readonly string[];
  /** Free space the disk of DATA_DIR keeps: uploads that would eat into it are refused (507). */
  diskReserveBytes: number;
  /** A postgres:// URL to use PostgreSQL instead of the SQLite file in dataDir. */
  databaseUrl?: string;
  /** UPLOADS_URL: where RMA uploads are kept; DATA_DIR/uploads when unset. */
  uploads: UploadsConfig;
}

/** UPLOADS_URL=s3://bucket/optional/prefix and the usual AWS_* variables (decision 196). */
export interface S3UploadsConfig {
  kind: 's3';
  bucket: string;
  /** '' or a key prefix ending in '/'. */
  prefix: string;
  region: string;
  /** AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL: an S3-compatible server (MinIO, R2, Ceph); AWS itself when unset. */
  endpoint?: string;
  forcePathStyle: boolean;
}

export type UploadsConfig = { kind: 'local' } | S3UploadsConfig;

/** A bucket name as S3 allows it: 3 to 63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Path-style addressing (endpoint/bucket/key) whenever a custom endpoint is set: MinIO, Ceph and
 * most self-hosted stores serve only that, and it needs no wildcard DNS for bucket names. AWS
 * itself gets virtual-hosted addressing. S3_FORCE_PATH_STYLE=true or false overrides either.
 */
export function readUploadsConfig(env: NodeJS.ProcessEnv): UploadsConfig {
  const value = env.UPLOADS_URL?.trim();
  if (!value) return { kind: 'local' };
  const problem = (why: string) => new Error(`UPLOADS_URL must look like s3://bucket/optional/prefix (${why}), got ${value}`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw problem('not a URL');
  }
  if (url.protocol !== 's3:') throw problem('only s3:// is supported');
  if (!BUCKET_NAME.test(url.hostname)) throw problem('the bucket name is not valid');
  if (url.username || url.password || url.port || url.search || url.hash) throw problem('credentials, port, query and fragment belong elsewhere');
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false') throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got ${env.S3_FORCE_PATH_STYLE}`);
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: pathStyle ? pathStyle === 'true' : Boolean(endpoint),
  };
}

/**
 * After SIGTERM, how long an instance keeps serving while /readyz fails: a little over the
 * README's proxy checks (health_interval 2s, health_timeout 1s), so the proxy has seen the 503
 * and turned away before the listener closes (decision 211).
 */
export const DEFAULT_DRAIN_MS = 4000;

function readMilliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number of milliseconds, got ${value}`);
  return Number(value);
}

function readFlag(env: NodeJS.ProcessEnv, name: string) {
  const value = env[name]?.trim().toLowerCase();
  if (!value || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`${name} must be 1 or 0 (true or false), got ${env[name]}`);
}

/**
 * PORT (8080), HOST (127.0.0.1; 0.0.0.0 serves a booth network), DATA_DIR (./data),
 * ALLOWED_ORIGINS (comma-separated, e.g. https://shop.example.com), TRUST_PROXY (the reverse
 * proxies' addresses or CIDR ranges, comma-separated; 1 or true: this host's loopback), DATABASE_URL (postgres://user:password@host/db;
 * unset: SQLite in DATA_DIR), DISK_RESERVE_MB (2048), UPLOADS_URL (s3://bucket/prefix; unset:
 * DATA_DIR/uploads) with AWS_REGION, AWS_ENDPOINT_URL_S3 and S3_FORCE_PATH_STYLE.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(ROOT_DIR, 'data')),
    distDir: path.resolve(env.DIST_DIR ?? path.join(ROOT_DIR, 'dist')),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || `${SITE.name} <${SITE.salesEmail}>`,
      salesEmail: env.SALES_EMAIL || SITE.salesEmail,
      publicUrl: (env.PUBLIC_URL || `http://${!env.HOST || env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
    },
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminPasswordRotate: readFlag(env, 'ADMIN_PASSWORD_ROTATE'),
    drainMs: readMilliseconds(env, 'SHUTDOWN_DRAIN_MS', DEFAULT_DRAIN_MS),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    diskReserveBytes: /^\d+$/.test(env.DISK_RESERVE_MB?.trim() ?? '') ? Number(env.DISK_RESERVE_MB) * 1024 * 1024 : DEFAULT_UPLOAD_LIMITS.diskReserveBytes,
    databaseUrl: env.DATABASE_URL || undefined,
    uploads: readUploadsConfig(env),
  };
}

export interface MailConfig {
  /** e.g. smtp://user:pass@mail.example.com:587; unset writes each message as an .eml file in DATA_DIR/mail. */
  smtpUrl?: string;
  /** The sender of every message. */
  from: string;
  /** Receives a copy of every lead. */
  salesEmail: string;
  /** The storefront's address as visitors reach it, for links in messages. */
  publicUrl: string;
}
