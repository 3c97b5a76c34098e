import http from 'node:http';
import { startSmtpSink } from '@brokerdesk/server/test/smtp-sink';
import { simpleParser } from 'mailparser';

/**
 * The browser tests' SMTP server: the app under test sends every email here over real SMTP (SMTP_URL), to the tests'
 * one SMTP sink (apps/server/test/smtp-sink.ts), and the specs read what arrived from a small HTTP endpoint,
 * `GET /messages?to=` (newest first). Started by playwright.config.ts beside the app; not part of the product.
 */

interface Caught {
  to: string[];
  from: string;
  subject: string;
  text: string;
  received_at: string;
}

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT);
const caught: Caught[] = [];

await startSmtpSink({
  port: smtpPort,
  // Parsed as it arrives, before the app's send is answered, so a spec that waited for the send finds it.
  async onMessage(message) {
    const mail = await simpleParser(message.raw);
    caught.push({
      to: message.to.map((address) => address.toLowerCase()),
      from: message.from,
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      received_at: new Date().toISOString(),
    });
  },
});

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${httpPort}`);
    if (url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = caught.filter((m) => !to || m.to.includes(to)).reverse();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
  })
  .listen(httpPort, '127.0.0.1');
