/** How long open requests may take to finish once a stop is asked for. */
const GRACE_MS = 5_000;

/**
 * SIGTERM and SIGINT stop the server cleanly: open requests finish (5 s at most), the database
 * closes. Under npm, the server also stops when npm goes away without passing a signal on (npm
 * killed with SIGKILL, or a shell that forks instead of exec-ing): it must never run on as an
 * orphan holding the port.
 */
export function stopOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  const shutdown = (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: shutting down`);
    setTimeout(() => process.exit(1), GRACE_MS).unref();
    close().then(
      () => {
        console.log('Server stopped; database closed');
        process.exit(0);
      },
      (error) => {
        console.error('Error during shutdown:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM received'));
  process.once('SIGINT', () => shutdown('SIGINT received'));
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) shutdown(`npm (pid ${parent}), which started the server, has exited`);
    }, 500).unref();
  }
}
