import { describe, expect, it } from 'vitest';
import { isAutoReply } from './auto-reply';
import { htmlToText } from './html-text';
import { foldQuotedText } from './quote';

describe('folding the quoted past of an answer', () => {
  it('cuts at our marker, with the client’s "On … wrote:" line above it', () => {
    const text =
      'Thanks, that worked.\n\nOn Tue, 3 Nov 2026 at 10:02, Recoverly Support <support@recoverly.test> wrote:\n> ## Reply above this line ##\n>\n> Try another cable.';
    expect(foldQuotedText(text)).toEqual({ body: 'Thanks, that worked.', folded: true });
  });

  it('cuts at the marker an HTML client left unquoted, and at a wrapped "On … wrote:" line', () => {
    expect(foldQuotedText('Yes.\n\n## Reply above this line ##\nTry another cable.').body).toBe('Yes.');
    expect(
      foldQuotedText('Sure thing.\n\nOn Mon, Nov 2, 2026 at 9:00 AM Recoverly Support <\nsupport@recoverly.test> wrote:\n> Hi').body,
    ).toBe('Sure thing.');
  });

  it('cuts at an Outlook-style original message and at a trailing block of quoted lines', () => {
    expect(foldQuotedText('See below.\n\n-----Original Message-----\nFrom: us').body).toBe('See below.');
    expect(foldQuotedText('Agreed.\n> earlier\n> words\n').body).toBe('Agreed.');
  });

  it('keeps the text whole when nothing is quoted, or when the quote is all there is', () => {
    expect(foldQuotedText('Line one\nLine two\n')).toEqual({ body: 'Line one\nLine two', folded: false });
    expect(foldQuotedText('> only a quote\n> nothing new')).toEqual({ body: '> only a quote\n> nothing new', folded: false });
    // A quote in the middle, with the customer's words below it, is not cut away.
    expect(foldQuotedText('Intro\n> quoted\nMy answer').body).toBe('Intro\n> quoted\nMy answer');
  });
});

describe('recognising mail from machines', () => {
  it('reads Auto-Submitted (but not "no"), X-Autoreply, Precedence, multipart/report and MAILER-DAEMON', () => {
    expect(isAutoReply({ autoSubmitted: 'auto-replied' })).toBe(true);
    expect(isAutoReply({ autoSubmitted: 'No' })).toBe(false);
    expect(isAutoReply({ xAutoreply: 'yes' })).toBe(true);
    expect(isAutoReply({ precedence: 'bulk' })).toBe(true);
    expect(isAutoReply({ precedence: 'auto_reply' })).toBe(true);
    expect(isAutoReply({ precedence: 'first-class' })).toBe(false);
    expect(isAutoReply({ contentType: 'multipart/report' })).toBe(true);
    expect(isAutoReply({ fromAddress: 'MAILER-DAEMON@mx.example.com' })).toBe(true);
    expect(isAutoReply({ fromAddress: 'jane@example.com', contentType: 'multipart/mixed' })).toBe(false);
  });
});

describe('reading an HTML-only e-mail as text', () => {
  it('drops scripts, styles and tags, keeps the words and line breaks, and decodes entities last', async () => {
    const html =
      '<html><head><title>T</title><style>p{}</style></head><body><p>Look at <b>this</b>:</p><script>alert(1)</script><!-- hidden -->' +
      '<ul><li>one</li><li>two</li></ul>Line<br>break &amp; &lt;script&gt;alert(2)&lt;/script&gt; &#169; &#x1F4BE;</body></html>';
    expect(await htmlToText(html)).toBe('Look at this:\n\n- one\n- two\nLine\nbreak & <script>alert(2)</script> © 💾');
  });
});
