import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/**
 * A local SMTP server (smtp-server, the nodemailer team's) that keeps every message it accepts,
 * parsed. `refuse` makes it answer 550 to MAIL FROM, as a server that rejects the sender; an
 * address in `bounce` gets 550 to its RCPT TO (a mailbox that does not exist), one in `defer`
 * 451 (try again later).
 */
export async function startSmtp() {
  const control = {
    refuse: false,
    bounce: new Set<string>(),
    defer: new Set<string>(),
    messages: [] as ParsedMail[],
    /** When each of `messages` was accepted (Date.now()), by the same index. */
    acceptedAt: [] as number[],
    /** Runs once a message is accepted: a test cuts the database at that moment. */
    afterAccept: null as null | ((message: ParsedMail) => void),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, done) {
      if (control.refuse) return done(refusal('Sender rejected', 550));
      done();
    },
    onRcptTo(address, _session, done) {
      const to = address.address.toLowerCase();
      if (control.bounce.has(to)) return done(refusal('5.1.1 Mailbox unavailable', 550));
      if (control.defer.has(to)) return done(refusal('4.2.1 Mailbox busy, try again later', 451));
      done();
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((parsed) => {
          control.messages.push(parsed);
          control.acceptedAt.push(Date.now());
          control.afterAccept?.(parsed);
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
