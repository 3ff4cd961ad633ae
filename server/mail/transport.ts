import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  /** Names the .eml file of the default transport. */
  cause: string;
  /** The same at every attempt of one message, so a repeat can be recognised. */
  messageId?: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** Where messages go, for the startup log. */
  description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Where the default transport writes: DATA_DIR/mail. */
export const mailDirOf = (dataDir: string) => path.join(dataDir, 'mail');

const message = ({ messageId, from, to, replyTo, subject, text, html }: OutgoingMail) => ({ messageId, from, to, replyTo, subject, text, html });

/** Connections kept open to the mail server: the sender hands it this many messages at once. */
const SMTP_CONNECTIONS = 5;

/**
 * SMTP_URL's server, e.g. smtp://user:pass@mail.example.com:587 or smtps://… (nodemailer's URL
 * form), over a pool of open connections, so a backlog is not sent one handshake per message.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS });
  return {
    description: `SMTP at ${new URL(smtpUrl).host}`,
    async send(mail) {
      await transporter.sendMail(message(mail));
    },
    close: () => transporter.close(),
  };
}

/**
 * With no mail server configured, each message becomes an .eml file (open it in any mail
 * program), so the storefront runs with nothing else installed and nothing is lost: set
 * SMTP_URL later and new messages go out by SMTP.
 */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `.eml files in ${dir}`,
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      await fs.promises.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.cause.replace(/[^a-z0-9-]+/gi, '-')}.eml`;
      await fs.promises.writeFile(path.join(dir, name), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}

export const createTransport = ({ smtpUrl, dataDir }: { smtpUrl?: string; dataDir: string }) =>
  smtpUrl ? smtpTransport(smtpUrl) : fileTransport(mailDirOf(dataDir));
