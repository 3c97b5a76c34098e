import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MailCatcher {
  smtpUrl: string;
  /** Messages accepted, in order. */
  received: { to: string[]; raw: string }[];
  /** Messages whose data the catcher began to read (accepted or still held). */
  begun(): number;
  close(): Promise<void>;
}

/** A real SMTP peer (smtp-server); holdMs keeps each message's DATA answer waiting, like a slow relay. */
export async function startMailCatcher(opts: { holdMs?: number } = {}): Promise<MailCatcher> {
  const received: MailCatcher['received'] = [];
  let begun = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      begun += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
          callback();
        }, opts.holdMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    begun: () => begun,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until check() holds, or fails naming what it waited for. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
