import fs from 'node:fs';
import Database from 'better-sqlite3';

/** A database with rows whose table pages were overwritten, as a torn copy or a failing disk leaves it. */
export function writeDamagedDatabase(file: string): void {
  const good = new Database(file);
  good.exec('create table notes (body text); create index notes_body on notes (body)');
  const insert = good.prepare('insert into notes (body) values (?)');
  good.transaction(() => {
    for (let i = 0; i < 500; i++) insert.run(`note ${i} `.repeat(20));
  })();
  good.close();
  const bytes = fs.readFileSync(file);
  const pageSize = bytes.readUInt16BE(16);
  for (let offset = pageSize; offset < bytes.length; offset += pageSize) bytes.fill(0xff, offset, offset + 8);
  fs.writeFileSync(file, bytes);
}
