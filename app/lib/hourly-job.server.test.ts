import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOURLY_MS, startHourlyJob } from './hourly-job.server';

describe('startHourlyJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('looks at start and then every hour, logging only the looks that did something', async () => {
    const counts = [0, 3];
    const run = vi.fn(async () => counts.shift() ?? 0);
    const lines: string[] = [];
    const stop = startHourlyJob({ run, done: (n) => `did ${n}`, name: 'Job', log: (line) => lines.push(line) });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([]);
    await vi.advanceTimersByTimeAsync(HOURLY_MS);
    expect(run).toHaveBeenCalledTimes(2);
    expect(lines).toEqual(['did 3']);
    await stop();
    await vi.advanceTimersByTimeAsync(3 * HOURLY_MS);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failed look with the job name and keeps looking', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('database is locked')).mockResolvedValue(1);
    const lines: string[] = [];
    const stop = startHourlyJob({ run, done: (n) => `did ${n}`, name: 'Job', log: (line) => lines.push(line) });
    await vi.advanceTimersByTimeAsync(HOURLY_MS);
    expect(lines).toEqual(['Job: database is locked', 'did 1']);
    await stop();
  });

  it('never starts a second look while one is running, and stopping waits for it', async () => {
    let finish = () => {};
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(0))));
    const stop = startHourlyJob({ run, done: String, name: 'Job', log: () => {} });
    await vi.advanceTimersByTimeAsync(2 * HOURLY_MS);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
