// The e-mails of the outside attack on the help desk (round five), as raw RFC 5322 sources anyone
// can send to the support address: HTML bombs that cost regular expressions the square of their
// length, poison messages the mail reader refuses or the database chokes on, a body of megabytes,
// names that lie about what they are, and the flood. Written by hand, not by a mail library: the
// point is what a hostile sender writes.

let counter = 0;

function headers(from: string, subject: string, extra: string[] = []): string {
  counter++;
  return [
    `From: ${from}`,
    'To: support@recoverly.test',
    `Subject: ${subject}`,
    `Message-ID: <attack-${counter}.${Date.now()}.${Math.random().toString(36).slice(2)}@evil.example>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    ...extra,
  ].join('\r\n');
}

/** A message with one body part of `contentType`. */
export function singlePart(from: string, subject: string, contentType: string, body: string, extra: string[] = []): Buffer {
  return Buffer.from(
    `${headers(from, subject, [...extra, `Content-Type: ${contentType}`, 'Content-Transfer-Encoding: 8bit'])}\r\n\r\n${body}\r\n`,
  );
}

/** HTML-only mail whose markup never closes: each blocked every request for seconds to minutes under regular expressions. */
export function htmlBombs(from: (index: number) => string): { name: string; raw: Buffer }[] {
  const html = 'text/html; charset=utf-8';
  return [
    { name: '400 KB of unclosed comments', raw: singlePart(from(1), 'Comments', html, '<!--'.repeat(100_000)) },
    { name: 'an unclosed style', raw: singlePart(from(2), 'Style', html, `<p>Hello</p><style>${'a{}'.repeat(130_000)}`) },
    { name: 'an unclosed link tag', raw: singlePart(from(3), 'Link', html, `<p>Hello</p><a ${'href=x '.repeat(60_000)}`) },
    { name: 'nesting 200,000 deep', raw: singlePart(from(4), 'Nesting', html, `${'<b>'.repeat(200_000)}deep`) },
    { name: 'unclosed scripts', raw: singlePart(from(5), 'Scripts', html, '<script>'.repeat(50_000)) },
  ];
}

/** A multipart message with `parts` text parts (the mail reader refused more than 1,000 and stopped all mail). */
export function manyParts(from: string, parts: number): Buffer {
  const boundary = `parts-${counter}-${Date.now()}`;
  const body = Array.from({ length: parts }, (_, i) => `--${boundary}\r\nContent-Type: text/plain\r\n\r\npart ${i}\r\n`).join('');
  return Buffer.from(
    `${headers(from, `${parts} parts`, [`Content-Type: multipart/mixed; boundary="${boundary}"`])}\r\n\r\n${body}--${boundary}--\r\n`,
  );
}

/** A message whose References lists `count` Message-IDs, the last ones `last` (the database refused 40,000 at once). */
export function manyReferences(from: string, subject: string, count: number, last: string[] = []): Buffer {
  const guesses = Array.from({ length: count - last.length }, (_, i) => `<g${i}@e.x>`);
  const all = [...guesses, ...last];
  // A few hundred IDs to a folded line, as a mail client writes a long References.
  const lines: string[] = [];
  for (let i = 0; i < all.length; i += 500) lines.push(all.slice(i, i + 500).join(' '));
  const references = lines.join('\r\n ');
  return singlePart(from, subject, 'text/plain; charset=utf-8', 'Hello, it is me again.', [`References: ${references}`]);
}

/** A plain-text message of `bytes` bytes of text. */
export function longText(from: string, bytes: number): Buffer {
  const line = 'All work and no play makes a very long e-mail indeed. \r\n';
  return singlePart(from, 'A very long e-mail', 'text/plain; charset=utf-8', line.repeat(Math.ceil(bytes / line.length)));
}

/** A message with a file whose name hides its extension behind U+202E, from a name that carries a web address. */
export function lyingNames(from: string, subject: string): Buffer {
  const boundary = `names-${counter}-${Date.now()}`;
  const name = 'Invoice\u202Efdp.exe';
  return Buffer.from(
    `${headers(`"Victor https://evil.example/pay\u202E" <${from}>`, subject, [`Content-Type: multipart/mixed; boundary="${boundary}"`])}\r\n\r\n` +
      `--${boundary}\r\nContent-Type: text/plain\r\n\r\nPlease open the invoice.\r\n` +
      `--${boundary}\r\nContent-Type: application/octet-stream\r\nContent-Disposition: attachment; filename*=UTF-8''${encodeURIComponent(name)}\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from('MZ not really').toString('base64')}\r\n` +
      `--${boundary}--\r\n`,
  );
}

/** The flood: one short new request from each of `count` addresses. */
export function flood(count: number, domain = 'flood.example'): Buffer[] {
  return Array.from({ length: count }, (_, i) =>
    singlePart(`Flooder ${i} <flood-${i}@${domain}>`, `Flood ${i}`, 'text/plain; charset=utf-8', `Message number ${i}.`),
  );
}
