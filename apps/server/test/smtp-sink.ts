import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * The tests' one SMTP peer (docs/engineering-guide.md §1: smtp-server as the real peer in tests): the API suite's
 * SMTP tests, the tests of real server processes (test/instances/) and the browser tests' mail catcher
 * (e2e/mail-catcher.ts) all send to it over real SMTP and read what it accepted.
 */

/** One message as it arrived: the envelope's recipients and sender, and the raw message (headers and body). */
export interface SinkMessage {
  to: string[];
  from: string;
  raw: string;
}

export interface SmtpSinkOptions {
  /** The port to listen on, on 127.0.0.1; 0 (the default) takes a free one. */
  port?: number;
  /** Keeps each message's answer to DATA waiting this long, as a slow relay would. */
  holdMs?: number;
  /** Turns a message away with 550 when this says so of its recipients, as a server that is down or full would. */
  refuses?: (to: string[]) => boolean;
  /** Called with each message before it is accepted (awaited), so a reader sees it once the sender is answered. */
  onMessage?: (message: SinkMessage) => void | Promise<void>;
}

export interface SmtpSink {
  smtpUrl: string;
  /** Messages accepted, in order. */
  received: SinkMessage[];
  /** Messages whose data the sink began to read (accepted, refused or still held). */
  begun(): number;
  close(): Promise<void>;
}

const refusal = () => Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });

/** Starts the sink; close it after the app that sends to it. */
export async function startSmtpSink(opts: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: SinkMessage[] = [];
  let begun = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      begun += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message: SinkMessage = {
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        setTimeout(() => {
          if (opts.refuses?.(message.to)) return callback(refusal());
          Promise.resolve(opts.onMessage?.(message))
            .then(() => {
              received.push(message);
              callback();
            })
            .catch((err: Error) => callback(err));
        }, opts.holdMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    begun: () => begun,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
