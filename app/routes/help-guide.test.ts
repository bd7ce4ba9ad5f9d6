import { beforeAll, describe, expect, it } from 'vitest';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { loader } from './help-guide';

type LoaderArgs = Parameters<typeof loader>[0];
const load = (slug: string) => loader({ params: { slug } } as unknown as LoaderArgs);

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('a guide’s address', () => {
  it('moves the guide that was at activating-your-licence for good, to activating-your-license', async () => {
    let thrown: unknown;
    try {
      await load('activating-your-licence');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('Location')).toBe('/help-center/guides/activating-your-license');
  });

  it('serves the guide at its address, and answers 404 for one that never existed', async () => {
    expect(await load('activating-your-license')).toMatchObject({
      guide: { slug: 'activating-your-license', title: 'Activating your license' },
    });
    await expect(load('activating-your-licenses')).rejects.toMatchObject({ init: { status: 404 } });
  });
});
