import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { db } from '~/lib/db/db.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { createContactMessage, createHelpRequest, createSupportRequest } from './intake.server';

// What the forms' requests write to the outbox: the visitor's acknowledgement carries nothing they typed
// (the address may be anyone's); the administrator's notification carries it all.

const NAME = 'Recoverly Billing: license SUSPENDED';
const SUBJECT = 'Re-activate your license now';
const MESSAGE = 'Verify at evil dot test';
const PHONE = '+1 555 0199';
const PROBLEM = 'Your account is locked';

async function messagesFor(reference: string) {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(2).execute();
  const acknowledgement = rows.find((row) => row.kind === 'request-acknowledgement')!;
  const notification = rows.find((row) => row.kind === 'new-request')!;
  expect(acknowledgement.subject).toContain(reference);
  return { acknowledgement, notification };
}

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin('owner@recoverly.test', 'a long test password');
});

describe('a request’s e-mails', () => {
  const requests = {
    contact: () => createContactMessage({ name: NAME, email: 'target@example.com', message: MESSAGE }),
    help: () => createHelpRequest({ name: NAME, email: 'target@example.com', subject: SUBJECT, message: MESSAGE }),
    support: () =>
      createSupportRequest({ name: NAME, email: 'target@example.com', phone: PHONE, product: 'Recoverly Photo Repair', problem: PROBLEM }),
  };

  for (const [form, create] of Object.entries(requests)) {
    it(`${form}: the acknowledgement has no name (not even in To), no subject, message, phone, product or problem`, async () => {
      const { reference } = await create();
      const { acknowledgement, notification } = await messagesFor(reference);
      // An answer to it goes to the help desk (the contact e-mail while no mailbox is read), never to what the visitor typed.
      expect(acknowledgement).toMatchObject({
        recipient: 'target@example.com',
        recipient_name: '',
        reply_to: 'support@recoverly.com',
        reply_to_name: 'Recoverly Support',
      });
      for (const typed of [NAME, 'Billing', SUBJECT, MESSAGE, PHONE, PROBLEM, 'Photo Repair']) {
        for (const part of [acknowledgement.subject, acknowledgement.text_body, acknowledgement.html_body])
          expect(part).not.toContain(typed);
      }
      expect(acknowledgement.text_body).toContain(reference);
      // The administrator still reads the request in full.
      expect(notification.text_body).toContain(NAME);
      expect(notification.text_body).toContain(form === 'support' ? PROBLEM : MESSAGE);
    });
  }
});
