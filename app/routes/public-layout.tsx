import { Outlet } from 'react-router';
import { PublicShell } from '~/components/public-shell';

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
