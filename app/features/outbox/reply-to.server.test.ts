import { replyToSuite } from './reply-to-suite';

// No mailbox is read (no IMAP_URL): answers go to the contact e-mail, as the settings name it.
replyToSuite({ name: 'Recoverly Support', address: 'support@recoverly.com' });
