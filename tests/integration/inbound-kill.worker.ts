// One process of app/features/inbound-mail/poll.server.test.ts: reads the mailbox it is given
// (MAILBOX_SETTINGS, JSON) into the database the test gives it (DATABASE_PATH or DATABASE_URL), and
// stops dead between a message's commit and its \Seen flag: it says "committed" and waits to be killed.
import { pollMailbox } from '~/features/inbound-mail/poll.server';

const settings = JSON.parse(process.env.MAILBOX_SETTINGS ?? '{}');
await pollMailbox({
  settings,
  ownAddresses: [],
  afterCommit: async (uid, outcome) => {
    process.stdout.write(`committed ${uid} ${JSON.stringify(outcome)}\n`);
    await new Promise(() => {});
  },
});
