import { redirect } from 'react-router';

// Signing out is a POST (see the dashboard's Logout button); a GET here changes nothing.
export function loader() {
  return redirect('/admin');
}

export function action() {
  return redirect('/admin');
}
