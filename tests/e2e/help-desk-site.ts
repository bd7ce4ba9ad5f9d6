import { startTestMailbox, type TestMailbox } from '../helpers/dovecot';
import { rawMail } from '../helpers/raw-mail';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { ADMIN } from './admin-helpers';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * A site of its own with a whole help desk: it sends through a real SMTP server in this process and
 * reads a real Dovecot on loopback, with the test administrator. What the help desk's browser specs
 * share; each starts one in its beforeAll and disposes of it in its afterAll.
 */
export interface HelpDeskSite {
  smtp: TestSmtpServer;
  mailbox: TestMailbox;
  own: OwnServer;
  /** The site's address (http://127.0.0.1:port). */
  base: string;
  /** Delivers an e-mail into the help desk's mailbox, as a customer's mail server would. */
  deliver(mail: Parameters<typeof rawMail>[0]): Promise<void>;
  dispose(): Promise<void>;
}

export async function startHelpDeskSite(): Promise<HelpDeskSite> {
  const smtp = await startSmtpServer();
  let mailbox: TestMailbox | undefined;
  try {
    mailbox = await startTestMailbox();
    const own = await startOwnServer({
      SMTP_URL: smtp.url(),
      MAIL_FROM: 'Recoverly <sales@recoverly.test>',
      IMAP_URL: mailbox.url(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const box = mailbox;
    return {
      smtp,
      mailbox: box,
      own,
      base: own.server.url,
      deliver: async (mail) => box.deliver(await rawMail({ to: box.user, ...mail })),
      dispose: async () => {
        await own.dispose();
        await box.dispose();
        await smtp.stop();
      },
    };
  } catch (error) {
    // Whatever started before the failure stops with it: the next spec gets its ports back.
    await mailbox?.dispose();
    await smtp.stop();
    throw error;
  }
}
