// A tiny server for csp.test.js: the same page under three Content-Security-
// Policy headers, and the files it imports (the package's wasm/ folder and
// chess.js), on a free localhost port.
//   /strict/       script-src 'self'                       (no WebAssembly)
//   /wasm-allowed/ script-src 'self' 'wasm-unsafe-eval'    (the one relaxation WASM needs)
//   /no-connect/   default-src 'none'; script-src 'self' 'wasm-unsafe-eval'
//                  (no connect-src: fetch() is blocked, so is the module's)
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const POLICIES = {
  strict: "script-src 'self'",
  'wasm-allowed': "script-src 'self' 'wasm-unsafe-eval'",
  'no-connect': "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'",
};
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm' };
const SERVED = ['wasm/', 'node_modules/chess.js/dist/esm/', 'tests/browser/csp-page.js'];

export function startCspServer() {
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (path === '/favicon.ico') {
        res.writeHead(204);
        res.end();
        return;
      }
      const page = /^\/([a-z-]+)\/$/.exec(path);
      if (page && POLICIES[page[1]]) {
        res.writeHead(200, { 'content-type': TYPES['.html'], 'content-security-policy': POLICIES[page[1]], 'cache-control': 'no-store' });
        res.end(await readFile(join(ROOT, 'tests/browser/csp-page.html')));
        return;
      }
      const file = normalize(join(ROOT, path));
      const relative = file.slice(ROOT.length).split(sep).join('/');
      if (!file.startsWith(ROOT) || !SERVED.some((prefix) => relative.startsWith(prefix))) throw Object.assign(new Error(), { status: 404 });
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch (error) {
      const status = error.status ?? (error.code === 'ENOENT' || error.code === 'EISDIR' ? 404 : 500);
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(`${status}\n`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
