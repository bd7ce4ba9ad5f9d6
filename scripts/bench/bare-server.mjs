// The practical limit of this machine: a bare node:http server answering fixed bytes from memory.
// Started as its own process by the bench with the body and headers of the real /pricing page.
import fs from 'node:fs';
import http from 'node:http';

const [bodyFile, headersFile, port] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const headers = { ...JSON.parse(fs.readFileSync(headersFile, 'utf8')), 'content-length': String(body.length) };

http
  .createServer((req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
