import { vi } from 'vitest';
import { replyToSuite } from './reply-to-suite';

// The site reads a mailbox (IMAP_URL, its address IMAP_ADDRESS): every answer goes there. Set before
// anything reads the settings, which are read once per process.
vi.hoisted(() => {
  process.env.IMAP_URL = 'imaps://desk:secret@mail.recoverly.test';
  process.env.IMAP_ADDRESS = 'help@recoverly.test';
});

replyToSuite({ name: 'Recoverly Support', address: 'help@recoverly.test' });
