import { execFile } from 'node:child_process';
import { expect, test } from './fixtures';
import { postForm, startOwnServer, type OwnServer } from './own-server';

type Outcome = { code: number; out: string };

/** `npm run <script> -- args` against the server's database file, with `stdin` piped in. */
function npmRun(databasePath: string, script: string, args: string[] = [], stdin = ''): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = execFile(
      'npm',
      ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
      { env: { ...process.env, DATABASE_PATH: databasePath } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, out: stdout + stderr }),
    );
    child.stdin!.end(stdin);
  });
}

let own: OwnServer;
test.beforeAll(async () => {
  own = await startOwnServer();
});
test.afterAll(async () => {
  await own?.dispose();
});

test('npm run audit:verify passes on a running site, then names the row rewritten in the database file', async () => {
  test.setTimeout(120_000);
  const { databasePath } = own;
  const fresh = await npmRun(databasePath, 'audit:verify');
  expect(fresh).toEqual({ code: 0, out: 'Audit log intact: 0 rows\n' });

  // Rows from two processes on one file: the site (sign-ins) and the command line (the administrator).
  const signIn = (password: string, address: string) =>
    postForm(own.server.url, '/admin', { intent: 'sign-in', email: 'owner@recoverly.test', password }, address);
  expect((await signIn('no such admin yet', '127.7.7.1')).status).toBe(401);
  expect((await npmRun(databasePath, 'admin', ['--email', 'owner@recoverly.test', '--password-stdin'], 'a long password 1\n')).code).toBe(
    0,
  );
  expect((await signIn('wrong password 1', '127.7.7.2')).status).toBe(401);
  expect((await signIn('a long password 1', '127.7.7.3')).status).toBe(302);
  expect((await npmRun(databasePath, 'admin', ['--email', 'owner@recoverly.test', '--password-stdin'], 'a long password 2\n')).code).toBe(
    0,
  );

  const intact = await npmRun(databasePath, 'audit:verify');
  expect(intact.code).toBe(0);
  expect(intact.out).toMatch(/^Audit log intact: 5 rows\nLast row: 5 \(\d{4}-\d\d-\d\dT[\d:.]+Z, admin-reset\), hash [0-9a-f]{64}\n$/);

  const db = own.open();
  try {
    const rows = db.prepare('select id, created_at, kind, details from audit_log order by id').all() as {
      id: number;
      created_at: string;
      kind: string;
      details: string;
    }[];
    expect(rows.map((row) => row.kind)).toEqual(['sign-in-failed', 'admin-created', 'sign-in-failed', 'sign-in', 'admin-reset']);

    // An attack with REPLACE, which deletes without delete triggers. Refused, and row 3 keeps its content.
    expect(() =>
      db.prepare("insert or replace into audit_log (id, kind, actor, client_address, details) values (3, 'sign-in', 'x', '', '{}')").run(),
    ).toThrow(/append-only/);
    expect(db.prepare('select details from audit_log where id = 3').get()).toEqual({ details: rows[2]!.details });

    // Someone with the file and a shell: the update trigger dropped, row 3 rewritten, the trigger put back.
    const trigger = db.prepare("select sql from sqlite_master where name = 'audit_log_no_update'").get() as { sql: string };
    db.exec('drop trigger audit_log_no_update');
    db.prepare('update audit_log set details = ? where id = 3').run('{"reason":"nothing to see"}');
    db.exec(trigger.sql);

    const broken = await npmRun(databasePath, 'audit:verify');
    expect(broken.code).toBe(1);
    expect(broken.out).toBe(
      `Audit log broken at row 3 (${rows[2]!.created_at}, sign-in-failed): its hash does not match its content and the hash of the row before it ` +
        '(this row was changed, or a row before it removed or inserted); the 2 rows before it are intact.\n',
    );
  } finally {
    db.close();
  }
});
