import { describe, expect, it } from 'vitest';
import { db } from '~/lib/db/db.server';
import { issueSetupToken, isValidSetupToken, revokeSetupTokens, SETUP_TOKEN_LIFETIME_MS, withdrawSetupToken } from './setup-token.server';

describe('first-run setup tokens', () => {
  it('work on every process (the database holds a hash, never the token) until revoked', async () => {
    const token = await issueSetupToken();
    expect(await isValidSetupToken(token)).toBe(true);
    expect(await isValidSetupToken(`${token}x`)).toBe(false);
    expect(await isValidSetupToken('')).toBe(false);
    const stored = await db.selectFrom('setup_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    await revokeSetupTokens();
    expect(await isValidSetupToken(token)).toBe(false);
  });

  it('expire after their lifetime', async () => {
    const token = await issueSetupToken(Date.now() - SETUP_TOKEN_LIFETIME_MS - 1);
    expect(await isValidSetupToken(token)).toBe(false);
  });

  it('stop working when the process that printed them stops; another process keeps its own', async () => {
    await db
      .insertInto('setup_tokens')
      .values({ token_hash: 'printed-by-another-process', expires_at: '2999-01-01T00:00:00.000Z' })
      .execute();
    const token = await issueSetupToken();
    await withdrawSetupToken();
    expect(await isValidSetupToken(token)).toBe(false);
    const left = await db.selectFrom('setup_tokens').select('token_hash').execute();
    expect(left.map((row) => row.token_hash)).toEqual(['printed-by-another-process']);
  });
});
