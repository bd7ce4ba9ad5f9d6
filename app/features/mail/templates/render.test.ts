import { describe, expect, it } from 'vitest';
import type { Block, EmailFrame } from './blocks';
import { composeEmail } from './compose';

const FRAME: EmailFrame = {
  subject: 'A <test> & "subject"',
  preheader: 'Preview <text>',
  siteUrl: 'https://recoverly.example',
  reason: 'You receive this e-mail because of a test.',
};

function compose(blocks: Block[], frame: Partial<EmailFrame> = {}) {
  return composeEmail({ ...FRAME, ...frame }, blocks);
}

describe('e-mail rendering', () => {
  it("escapes people's text in the HTML part and leaves it as typed in the text part", () => {
    const hostile = `<script>alert("x")</script> & 'quotes'`;
    const { html, text } = compose([
      { kind: 'heading', text: hostile },
      { kind: 'paragraph', text: ['Hello ', { strong: hostile }] },
      { kind: 'details', rows: [[hostile, hostile]] },
      { kind: 'code', label: hostile, value: hostile },
      { kind: 'steps', title: hostile, items: [hostile] },
    ]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    expect(html).toContain('<title>A &lt;test&gt; &amp; &quot;subject&quot;</title>');
    expect(text.split(hostile).length - 1).toBeGreaterThanOrEqual(5);
  });

  it('keeps the line breaks of a multi-line message in both parts', () => {
    const { html, text } = compose([{ kind: 'details', rows: [['Message', 'First line\nSecond line\r\nThird line']] }]);
    expect(html).toContain('First line<br>Second line<br>Third line');
    expect(text).toContain('Message: First line\n  Second line\n  Third line');
  });

  it('wraps plain-text paragraphs at 72 columns without breaking a link', () => {
    const link = `https://recoverly.example/orders/ORD-7K3M-9QA2?token=${'x'.repeat(43)}`;
    const words = 'We match every transfer to its order by the memo you give it. '.repeat(4);
    const { text } = compose([{ kind: 'paragraph', text: `${words}${link} done` }]);
    const lines = text.split('\n');
    expect(lines).toContain(link);
    expect(lines.filter((line) => line !== link).every((line) => line.length <= 72)).toBe(true);
  });

  it('renders a button as a link people can also copy, in both parts', () => {
    const href = 'https://recoverly.example/orders/ORD-7K3M-9QA2?token=abc&x=1';
    const { html, text } = compose([{ kind: 'button', label: 'View your order', href }]);
    expect(html).toContain('href="https://recoverly.example/orders/ORD-7K3M-9QA2?token=abc&amp;x=1"');
    expect(html).toContain('>View your order</a>');
    expect(text).toContain(`View your order:\n${href}`);
  });

  it('refuses a link that is not an absolute web address', () => {
    expect(() => compose([{ kind: 'button', label: 'x', href: 'javascript:alert(1)' }])).toThrow(/Not a web link/);
    expect(() => compose([{ kind: 'button', label: 'x', href: '/orders' }])).toThrow();
    expect(() => compose([], { siteUrl: 'javascript:alert(1)' })).toThrow(/Not a web link/);
  });

  it('frames every message with the brand, the preview line and a footer saying why it came', () => {
    const { html, text } = compose([{ kind: 'paragraph', text: 'Body' }]);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('Preview &lt;text&gt;');
    expect(html).toContain('>Recoverly</td>');
    expect(html).toContain('href="https://recoverly.example"');
    expect(html).toContain('You receive this e-mail because of a test.');
    expect(text).toBe('Body\n\n-- \nRecoverly · https://recoverly.example\nYou receive this e-mail because of a test.\n');
  });

  it('uses table layout with inline styles only: no stylesheet, no script, no external image', () => {
    const { html } = compose([{ kind: 'paragraph', text: 'Body' }]);
    expect(html).not.toMatch(/<style|<script|<link|<img|class=/);
    expect(html).toContain('role="presentation"');
    expect(html).toContain('max-width:600px');
  });

  it('names the seller in the footer of both parts once the Company settings are filled in, and the brand alone until then', () => {
    const company = { legalName: 'Acme Software Inc.', address: '1 Main St, Springfield', registrationNumber: 'R-1', taxId: '' };
    const { html, text } = compose([{ kind: 'paragraph', text: 'Body' }], { company });
    expect(text).toBe(
      'Body\n\n-- \nRecoverly · https://recoverly.example\nAcme Software Inc., 1 Main St, Springfield\nRegistration No. R-1\nYou receive this e-mail because of a test.\n',
    );
    expect(html).toContain('Acme Software Inc., 1 Main St, Springfield<br>Registration No. R-1<br>');
    const bare = compose([{ kind: 'paragraph', text: 'Body' }], {
      company: { legalName: '', address: '', registrationNumber: '', taxId: '' },
    });
    expect(bare.text).toBe('Body\n\n-- \nRecoverly · https://recoverly.example\nYou receive this e-mail because of a test.\n');
  });

  it('puts a license key on a line of its own in text, and lets it wrap only at its hyphens in HTML', () => {
    const { html, text } = compose([{ kind: 'key', label: 'License key', value: '3F9QK-8M2XA-T7W4C-0NB6H' }]);
    expect(text.startsWith('License key:\n3F9QK-8M2XA-T7W4C-0NB6H\n')).toBe(true);
    expect(html).toContain('>3F9QK-<wbr>8M2XA-<wbr>T7W4C-<wbr>0NB6H</p>');
    expect(html).not.toContain('break-all;">3F9QK');
  });

  it('lists links with their small print (a download and its checksum) in both parts', () => {
    const { html, text } = compose([
      {
        kind: 'links',
        title: 'Download',
        items: [{ label: 'Windows', href: 'https://recoverly.example/download/windows', notes: ['SHA-256: abc'] }],
      },
    ]);
    expect(text).toContain('Download\n- Windows:\n  https://recoverly.example/download/windows\n  SHA-256: abc');
    expect(html).toContain('href="https://recoverly.example/download/windows"');
    expect(html).toContain('SHA-256: abc');
  });
});
