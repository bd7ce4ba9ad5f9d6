import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/**
 * A query built and compiled once, then run with other values. Kysely builds and compiles a query at
 * every call, which for a lookup by key costs more than the database takes to answer it; the license
 * API's validate (at every start of the desktop app) is the one place where that shows
 * (docs/performance.md). `build` gets a stand-in for each named value, and each must reach the SQL
 * as a parameter (compared with `=`, never transformed): the first call checks that it does.
 */
export function reusableQuery<Name extends string, Row, DB>(
  database: Kysely<DB>,
  names: readonly Name[],
  build: (database: Kysely<DB>, values: Record<Name, string>) => Compilable<Row>,
): (values: Record<Name, string>, executor?: Kysely<DB>) => Promise<Row[]> {
  let compiled: { query: CompiledQuery<Row>; slots: (Name | null)[] } | null = null;

  function compile() {
    const standIns = Object.fromEntries(names.map((name) => [name, `\u0000reusable query value: ${name}\u0000`])) as Record<Name, string>;
    const query = build(database, standIns).compile();
    const slots = query.parameters.map((value) => names.find((name) => standIns[name] === value) ?? null);
    const missing = names.filter((name) => !slots.includes(name));
    if (missing.length > 0) throw new Error(`reusableQuery: ${missing.join(', ')} did not reach the SQL as a parameter`);
    return { query, slots };
  }

  // `executor` runs it elsewhere than `database`: in a transaction of that database.
  return async (values, executor = database) => {
    compiled ??= compile();
    const { query, slots } = compiled;
    const parameters = query.parameters.map((value, i) => {
      const slot = slots[i];
      return slot === null || slot === undefined ? value : values[slot];
    });
    const result = await executor.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
