import { describe, expect, it } from 'vitest';
import { parseEnv } from '~/lib/env.server';
import { MAIL_NOT_CONFIGURED, startOutbox } from './start.server';

describe('starting the e-mail sender', () => {
  it('says once, without SMTP_URL, that e-mail is not configured, and stops cleanly', async () => {
    const lines: string[] = [];
    const stop = startOutbox('http://localhost:3000', (line) => lines.push(line), parseEnv({}));
    expect(lines).toEqual([MAIL_NOT_CONFIGURED]);
    await stop();
  });
});
