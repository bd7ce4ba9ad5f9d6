import { describe, expect, it } from 'vitest';
import { requestAcknowledgementEmail } from './request-acknowledgement';
import type { RequestCopyKind } from './request-copy';

const SITE = 'https://recoverly.example';

describe('the acknowledgement a visitor gets', () => {
  const cases: [RequestCopyKind, string, string][] = [
    ['contact', 'We received your message (REQ-0B4F-ZX81)', 'contact form'],
    ['support', 'We received your support request (REQ-0B4F-ZX81)', 'support request form'],
    ['help', 'We received your help request (REQ-0B4F-ZX81)', 'Help Center form'],
  ];

  for (const [kind, subject, form] of cases) {
    it(`${kind}: the reference, the form's name and what happens next, in our words`, () => {
      const page = (reference: string) => `${SITE}/requests/${reference}?t=signed`;
      const mail = requestAcknowledgementEmail({ reference: 'REQ-0B4F-ZX81', kind, siteUrl: SITE, pageUrl: page('REQ-0B4F-ZX81') });
      expect(mail.subject).toBe(subject);
      // The plain-text part wraps its lines: read it as one.
      const text = mail.text.replace(/\s+/g, ' ');
      expect(text).toContain('Request reference: REQ-0B4F-ZX81');
      expect(text).toContain(`through the ${form} of the Recoverly website`);
      expect(text).toContain('We will reply within one business day.');
      expect(text).toContain('If you did not send it, you can ignore this e-mail.');
      expect(mail.html).toContain('REQ-0B4F-ZX81');
      expect(text).toContain(`View your request: ${page('REQ-0B4F-ZX81')}`);
      // Only the reference varies: the same words whatever was typed, so nothing typed can be in them.
      expect(
        requestAcknowledgementEmail({ reference: 'REQ-1111-2222', kind, siteUrl: SITE, pageUrl: page('REQ-1111-2222') }).text.replaceAll(
          'REQ-1111-2222',
          'R',
        ),
      ).toBe(mail.text.replaceAll('REQ-0B4F-ZX81', 'R'));
      expect(mail.replyTo).toBeUndefined();
    });
  }
});
