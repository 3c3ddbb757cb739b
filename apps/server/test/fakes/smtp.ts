import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server (smtp-server, the nodemailer team's) that keeps every message it accepts,
 * parsed. `refuse` makes it answer 550 to each recipient, as a server that rejects the sender.
 */
export async function startSmtp() {
  const control = { refuse: false, messages: [] as ParsedMail[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, done) {
      if (control.refuse) {
        const err = new Error('Mailbox unavailable') as Error & { responseCode?: number };
        err.responseCode = 550;
        return done(err);
      }
      done();
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((parsed) => {
          control.messages.push(parsed);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
