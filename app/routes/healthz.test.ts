import { describe, expect, it } from 'vitest';
import { loader } from './healthz';

describe('GET /healthz', () => {
  it('answers 200 {"ok":true} once the database answers', async () => {
    const response = await loader();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
