/**
 * How a request tells this process's sender that a message is waiting, without importing the sender:
 * the sender subscribes at start-up. Deferred to the next turn so the caller's transaction has committed
 * before the sender looks.
 */
let listener: (() => void) | null = null;

export function onQueued(next: (() => void) | null): void {
  listener = next;
}

export function notifyQueued(): void {
  if (listener) setImmediate(listener);
}
