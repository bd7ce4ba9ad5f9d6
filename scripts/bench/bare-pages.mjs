// The practical limit of this machine for each page: a bare node:http server answering, for each
// request target, the bytes and headers the site sent for it (captured by bare.mjs), from memory.
import fs from 'node:fs';
import http from 'node:http';

const [manifestFile, port] = process.argv.slice(2);
const pages = new Map(
  Object.entries(JSON.parse(fs.readFileSync(manifestFile, 'utf8'))).map(([target, { headers, body }]) => {
    const bytes = Buffer.from(body, 'base64');
    return [target, { headers: { ...headers, 'content-length': String(bytes.length) }, bytes }];
  }),
);

http
  .createServer((req, res) => {
    const page = pages.get(req.url);
    if (!page) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, page.headers);
    res.end(page.bytes);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
