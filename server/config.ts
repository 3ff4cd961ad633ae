import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE } from '../src/content/site';
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
  /** Origins of other sites allowed to call /api (CORS); none by default. */
  allowedOrigins: string[];
  /** How many reverse proxies stand in front: their X-Forwarded-For/-Proto/-Host are believed. */
  trustProxy: number;
  /** Free space the disk of DATA_DIR keeps: uploads that would eat into it are refused (507). */
  diskReserveBytes: number;
  /** A postgres:// URL to use PostgreSQL instead of the SQLite file in dataDir. */
  databaseUrl?: string;
}

/**
 * PORT (8080), HOST (127.0.0.1; 0.0.0.0 serves a booth network), DATA_DIR (./data),
 * ALLOWED_ORIGINS (comma-separated, e.g. https://shop.example.com), TRUST_PROXY (the number of
 * reverse proxies in front; true means 1), DATABASE_URL (postgres://user:password@host/db;
 * unset: SQLite in DATA_DIR), DISK_RESERVE_MB (2048).
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
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    diskReserveBytes: /^\d+$/.test(env.DISK_RESERVE_MB?.trim() ?? '') ? Number(env.DISK_RESERVE_MB) * 1024 * 1024 : DEFAULT_UPLOAD_LIMITS.diskReserveBytes,
    databaseUrl: env.DATABASE_URL || undefined,
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
