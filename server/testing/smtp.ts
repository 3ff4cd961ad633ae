import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free loopback port, keeping every message it receives. While `holding`
 * is set it takes each message and never says it was accepted: the sender waits for an answer
 * that does not come (a mail server hanging mid-send). `latencyMs` delays each acceptance, as a
 * distant mail server does.
 */
export async function startSmtpServer({ latencyMs = 0 }: { latencyMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const state = { holding: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((address) => address.address), raw: Buffer.concat(chunks).toString('utf8') });
        if (!state.holding) setTimeout(callback, latencyMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, state, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
