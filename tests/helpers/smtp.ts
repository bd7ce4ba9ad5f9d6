import { EventEmitter } from 'node:events';
import { simpleParser, type AddressObject, type HeaderLines, type Headers } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** One message as it arrived: the SMTP envelope (who it really went to) and the parsed message. */
export interface ReceivedMail {
  /** MAIL FROM and RCPT TO: every address the message was delivered to, Bcc included. */
  envelope: { from: string; to: string[] };
  /** The user name the client signed in with, if it did. */
  authUser: string | null;
  from: { name: string; address: string } | null;
  to: { name: string; address: string }[];
  replyTo: { name: string; address: string }[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Parsed headers by lower-case name. */
  headers: Headers;
  /** The raw header lines, as sent (to check no header was injected). */
  headerLines: HeaderLines;
  raw: string;
}

/** How the server answers RCPT TO: normally, or refusing for now (4xx) or for good (5xx). */
export type Refusal = 'temporary' | 'permanent' | null;

export interface TestSmtpServer {
  readonly port: number;
  /** smtp://user:password@127.0.0.1:port: any credentials are accepted. */
  url(user?: string, password?: string): string;
  readonly messages: readonly ReceivedMail[];
  /** Deliveries the server refused while refuse() was on. */
  readonly refusals: number;
  /** The first message (already received or still to come) that matches; rejects after `timeoutMs`. */
  waitFor(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  refuse(refusal: Refusal): void;
  /** Refuse every login (535) while on: a wrong password in SMTP_URL. */
  refuseLogins(on: boolean): void;
  /** Waits this long after receiving a message before answering 250 (a slow server), 0 to answer at once. */
  delayAnswers(ms: number): void;
  clear(): void;
  /** Stops listening (SMTP is down) and ends open connections; start() listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function addresses(field: AddressObject | AddressObject[] | undefined): { name: string; address: string }[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((entry) => ({ name: entry.name, address: entry.address ?? '' })));
}

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A real SMTP server in the test process, on a free port of 127.0.0.1; plain text, no STARTTLS. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  let refusal: Refusal = null;
  let refusals = 0;
  let loginsRefused = false;
  let answerDelay = 0;
  let port = 0;
  let server: SMTPServer | null = null;

  const options: SMTPServerOptions = {
    logger: false,
    disabledCommands: ['STARTTLS'], // nodemailer would otherwise upgrade and refuse our self-signed certificate
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    closeTimeout: 200,
    onAuth(auth, _session, callback) {
      if (loginsRefused) return callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      refusals += 1;
      const error = Object.assign(new Error(refusal === 'temporary' ? 'Try again later' : 'No such mailbox'), {
        responseCode: refusal === 'temporary' ? 451 : 550,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      readStream(stream)
        .then(async (raw) => {
          const parsed = await simpleParser(raw);
          const mail: ReceivedMail = {
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            authUser: typeof session.user === 'string' ? session.user : null,
            from: addresses(parsed.from)[0] ?? null,
            to: addresses(parsed.to),
            replyTo: addresses(parsed.replyTo),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || '',
            messageId: parsed.messageId ?? '',
            headers: parsed.headers,
            headerLines: parsed.headerLines,
            raw: raw.toString('utf8'),
          };
          messages.push(mail);
          arrivals.emit('mail', mail);
          setTimeout(callback, answerDelay);
        })
        .catch((error: Error) => callback(error));
    },
  };

  function listen(): Promise<void> {
    const next = new SMTPServer(options);
    return new Promise((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        next.off('error', reject);
        const address = next.server.address();
        if (address && typeof address === 'object') port = address.port;
        server = next;
        resolve();
      });
    });
  }

  await listen();

  return {
    get port() {
      return port;
    },
    url: (user = 'site', password = 'secret') => `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    messages,
    get refusals() {
      return refusals;
    },
    waitFor(predicate = () => true, timeoutMs = 5_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMail = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          arrivals.off('mail', onMail);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          arrivals.off('mail', onMail);
          const seen = messages.map((mail) => JSON.stringify(mail.subject)).join(', ') || 'none';
          reject(new Error(`No matching message within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        arrivals.on('mail', onMail);
      });
    },
    refuse(next) {
      refusal = next;
    },
    refuseLogins(on) {
      loginsRefused = on;
    },
    delayAnswers(ms) {
      answerDelay = ms;
    },
    clear() {
      messages.length = 0;
    },
    stop() {
      const current = server;
      server = null;
      return current ? new Promise<void>((resolve) => current.close(() => resolve())) : Promise.resolve();
    },
    start() {
      return server ? Promise.resolve() : listen();
    },
  };
}
