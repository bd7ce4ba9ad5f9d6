// A job the server runs at start and then every hour in the background (renewal reminders, redacting
// old e-mail): one look at a time, failures logged and never thrown, and never what keeps the process alive.

export const HOURLY_MS = 60 * 60_000;

export interface HourlyJob {
  /** One look; answers how many things it did. */
  run: () => Promise<number>;
  /** The log line for a look that did something. */
  done: (count: number) => string;
  /** Names the job in the log line of a look that failed. */
  name: string;
  log?: (line: string) => void;
  /** Another interval than an hour. */
  everyMs?: number;
}

/** Looks now and every hour; returns what stops it (at shutdown, after a look in progress). */
export function startHourlyJob({ run, done, name, log = console.log, everyMs = HOURLY_MS }: HourlyJob): () => Promise<void> {
  let running: Promise<void> | null = null;
  const look = () => {
    if (running) return;
    running = run()
      .then((count) => {
        if (count > 0) log(done(count));
      })
      .catch((error: unknown) => log(`${name}: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  look();
  const timer = setInterval(look, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
