import { describe, expect, it } from 'vitest';
import { MAIL_NOT_CONFIGURED, startMail } from './start.server';

describe('starting the e-mail sender', () => {
  it('says once, without SMTP_URL, that e-mail is not configured, and stops cleanly', async () => {
    const saved = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      const lines: string[] = [];
      const stop = startMail('http://localhost:3000', (line) => lines.push(line));
      expect(lines).toEqual([MAIL_NOT_CONFIGURED]);
      await stop();
    } finally {
      if (saved !== undefined) process.env.SMTP_URL = saved;
    }
  });

  it('refuses an SMTP_URL that is not an smtp address as a start-up error naming the variable', () => {
    const saved = process.env.SMTP_URL;
    process.env.SMTP_URL = 'https://mail.example.com';
    try {
      expect(() => startMail('http://localhost:3000', () => {})).toThrow(
        expect.objectContaining({ name: 'StartupError', message: expect.stringMatching(/^SMTP_URL/) }),
      );
    } finally {
      if (saved === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = saved;
    }
  });
});
