import { onContentChanged } from './changes.server';
import { nextScheduledAt, publishDueContent } from './publishing.server';

// The longest a timer may wait in Node (about 24.8 days); a later item is looked at again then.
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** How often a process looks anyway: items another process scheduled are seen within this. */
export const SCHEDULE_POLL_MS = 60_000;

/**
 * Publishes scheduled items at their time, in this process, without a restart: a timer set for the
 * next item due (set again after every change of the content made here), and a look every minute for
 * items other processes scheduled. Several processes may look at once: each item is published by one
 * (publishDueContent). Returns what stops it.
 */
export function startScheduledPublishing(log: (line: string) => void = console.log): () => Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const look = () => {
    running = running
      .then(async () => {
        if (stopped) return;
        const count = await publishDueContent();
        if (count > 0) log(`Scheduled publishing: ${count} item${count === 1 ? '' : 's'} published`);
        await arm();
      })
      .catch((error: unknown) => log(`Scheduled publishing: ${error instanceof Error ? error.message : String(error)}`));
  };

  async function arm() {
    const next = await nextScheduledAt();
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped || next === null) return;
    const wait = Math.min(Math.max(0, new Date(next).getTime() - Date.now()), LONGEST_TIMER_MS);
    timer = setTimeout(look, wait);
    timer.unref();
  }

  const stopListening = onContentChanged(() => {
    if (!stopped) running = running.then(arm).catch(() => {});
  });
  const poll = setInterval(look, SCHEDULE_POLL_MS);
  poll.unref();
  look();
  return async () => {
    stopped = true;
    stopListening();
    clearInterval(poll);
    if (timer) clearTimeout(timer);
    await running;
  };
}
