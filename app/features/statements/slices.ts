// Reading and matching a statement is written as steps (a generator that yields between records), so
// the one process can run it in short slices and answer every other request in between: a 20,000-line
// file takes a second or two of work, never a second of the site's time at once.

/** Work that yields between its steps and ends with a result. */
export type Steps<T> = Generator<void, T, void>;

/** How long one slice may hold the event loop. */
export const SLICE_MS = 8;

/** Runs every step at once: for tests and callers that may block. */
export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Lets the event loop turn once (timers, other requests). Needed between database calls too: SQLite
 * answers synchronously, so a loop of awaited queries would otherwise never let anything else run.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Runs the steps in slices of about `sliceMs`, letting the event loop turn between slices. */
export async function runInSlices<T>(steps: Steps<T>, sliceMs = SLICE_MS): Promise<T> {
  let sliceEnds = performance.now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= sliceEnds) {
      await nextTurn();
      sliceEnds = performance.now() + sliceMs;
    }
  }
}

/**
 * Whether a loop at its `count`th turn should yield: every 64 turns, so the cost of pausing stays small
 * beside the work (a turn is a record or an element, microseconds each).
 */
export function yieldsAt(count: number): boolean {
  return (count & 63) === 0;
}

/** The items of a list, yielding between them: a pure pass over many lines, made sliceable. */
export function* eachOf<T>(items: readonly T[], visit: (item: T, index: number) => void): Steps<void> {
  for (let index = 0; index < items.length; index++) {
    visit(items[index]!, index);
    if (yieldsAt(index)) yield;
  }
}
