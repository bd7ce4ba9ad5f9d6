import { Form } from 'react-router';
import { Button } from '~/components/button';
import { Panel } from './panel';
import { PATHS } from '~/lib/paths';

/** Admin Account: end every session of this account, wherever it was opened (a POST to /admin/logout). */
export function SessionsPanel() {
  return (
    <Panel
      id="sessions-heading"
      title="Sessions"
      description="Signed in on a shared or lost device? End every session of this account, this one included."
    >
      <Form method="post" action={PATHS.logout}>
        <input type="hidden" name="scope" value="everywhere" />
        <Button type="submit" variant="secondary" className="w-full sm:w-auto">
          Sign Out Everywhere
        </Button>
      </Form>
    </Panel>
  );
}
