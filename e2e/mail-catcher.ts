import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The browser tests' SMTP server: the app under test sends every email here over real SMTP (SMTP_URL), and the
 * specs read what arrived from a small HTTP endpoint, `GET /messages?to=` (newest first). Started by
 * playwright.config.ts beside the app; not part of the product.
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

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        caught.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          received_at: new Date().toISOString(),
        });
        callback();
      })
      .catch((err: Error) => callback(err));
  },
});
smtp.listen(smtpPort, '127.0.0.1');

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
