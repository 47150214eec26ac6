import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A port nothing listens on yet: "the mail server is down" until a capture server takes it. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface SmtpCapture {
  /** Every mail received, parsed, in arrival order. */
  received: ParsedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what it receives (the tests of the mail queue and the
 * mail-server fault spec). Closing waits a few seconds at most for sessions still open.
 */
export async function startSmtpCapture(port: number): Promise<SmtpCapture> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    close: () =>
      Promise.race([
        new Promise<void>((resolve) => server.close(() => resolve())),
        new Promise<void>((resolve) => setTimeout(resolve, 3_000)),
      ]),
  };
}
