// The administrator's e-mail and password rules, for the edge's start-up check and `npm run admin`:
// pure functions, so the server's entry can check its settings before it loads anything else.
export { isValidEmail, validateNewPassword } from '~/features/admin-auth/credentials';
