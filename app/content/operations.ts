// The overview's operations: backups, releases and the test e-mail. Our own words (the spec has none).
type Toast = { type: 'success' | 'error' | 'info'; title: string; description: string };

export const OPERATIONS = {
  heading: 'Backups, updates and e-mail',
  backups: {
    title: 'Backups',
    off: 'Scheduled backups are off (BACKUP_EVERY=off): take one with the backup command, or set BACKUP_EVERY.',
    none: (every: string, keep: number) =>
      `No backup yet: one is taken every ${every} (the last ${keep} kept), the first soon after start.`,
    taken: (at: string, age: string, file: string | null, size: string | null) =>
      `Last backup ${at} (${age} ago)${file ? `: ${file}` : ''}${size ? `, ${size}` : ''}.`,
    failed: (at: string, error: string) => `The last backup failed (${at}): ${error}`,
    commandOk: (line: string) => `BACKUP_COMMAND exited 0${line ? `: ${line}` : ''}.`,
    commandFailed: (exit: number | null, line: string) =>
      `BACKUP_COMMAND failed (${exit === null ? 'it did not finish' : `exit ${exit}`})${line ? `: ${line}` : ''}.`,
    stale: (every: string) => `That is more than two intervals ago (one every ${every}): is the site running its schedule?`,
    schedule: (every: string, keep: number) => `One every ${every}, the last ${keep} kept.`,
    postgres: 'On PostgreSQL the backups hold the secrets only: back the database up with pg_dump.',
  },
  updates: {
    title: 'Updates',
    notes: 'Release notes',
    released: (date: string) => `Released ${date}.`,
    upToDate: (current: string, at: string) => `Recoverly ${current} is the latest release (checked ${at}).`,
    failed: (at: string, reason: string) => `The last check for a newer release failed (${at}): ${reason}`,
  },
  mail: {
    title: 'E-mail',
    setUp: (server: string, from: string) => `Sent through ${server} from ${from}.`,
    notSetUp: 'SMTP_URL is not set: e-mails wait in the outbox.',
    send: 'Send a test e-mail',
    sending: 'Sending…',
    toasts: {
      sent: (to: string, response: string): Toast => ({
        type: 'success',
        title: 'Test E-mail Sent',
        description: `Sent to ${to}. The mail server answered: ${response}`,
      }),
      refused: (to: string, error: string): Toast => ({
        type: 'error',
        title: 'Test E-mail Not Sent',
        description: `The mail server did not take the message to ${to}: ${error}`,
      }),
      notConfigured: {
        type: 'error',
        title: 'Test E-mail Not Sent',
        description: 'SMTP_URL is not set, so the site has no mail server to send through. Set it and restart the site.',
      } as Toast,
    },
  },
} as const;
