import { describe, expect, it } from 'vitest';
import { readMailSettings } from './mail-settings.server';

describe('mail settings', () => {
  it('are absent without SMTP_URL', () => {
    expect(readMailSettings({})).toBeNull();
    expect(readMailSettings({ SMTP_URL: '', MAIL_FROM: 'a@b.c' })).toBeNull();
  });

  it('take smtp:// and smtps:// addresses, sending as Recoverly <no-reply@localhost> by default', () => {
    expect(readMailSettings({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' })).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      from: { name: 'Recoverly', address: 'no-reply@localhost' },
    });
    expect(readMailSettings({ SMTP_URL: 'smtps://mail.example.com:465' })?.smtpUrl).toBe('smtps://mail.example.com:465');
  });

  it('read MAIL_FROM as a name and address, or a bare address', () => {
    expect(readMailSettings({ SMTP_URL: 'smtp://localhost:1025', MAIL_FROM: '"Recoverly Sales" <sales@recoverly.example>' })?.from).toEqual(
      {
        name: 'Recoverly Sales',
        address: 'sales@recoverly.example',
      },
    );
    expect(readMailSettings({ SMTP_URL: 'smtp://localhost:1025', MAIL_FROM: 'sales@recoverly.example' })?.from).toEqual({
      name: '',
      address: 'sales@recoverly.example',
    });
  });

  it('refuse an SMTP_URL that is not an smtp address, naming the variable', () => {
    expect(() => readMailSettings({ SMTP_URL: 'mail.example.com:587' })).toThrow(/^SMTP_URL/);
    expect(() => readMailSettings({ SMTP_URL: 'https://mail.example.com' })).toThrow(/^SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
  });

  it('refuse a MAIL_FROM that is not exactly one safe address, naming the variable', () => {
    for (const from of ['not an address', 'a@example.com, b@example.com', 'Sales <sales@example.com>\r\nBcc: victim@example.com']) {
      expect(() => readMailSettings({ SMTP_URL: 'smtp://localhost:1025', MAIL_FROM: from }), from).toThrow(/^MAIL_FROM/);
    }
  });
});
