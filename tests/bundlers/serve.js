// A tiny static file server for one folder (a bundler's output), on
// 127.0.0.1 and any free port; .wasm as application/wasm so that
// WebAssembly.instantiateStreaming accepts it. Nothing is cached.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json',
  '.map': 'application/json', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png',
};

export function serve(root) {
  const base = normalize(root).replace(/[/\\]$/, '') + sep;
  const server = createServer(async (req, res) => {
    let status = 200;
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = normalize(join(base, path));
      if (path.includes('\0') || !(file + sep).startsWith(base)) throw Object.assign(new Error('forbidden'), { status: 403 });
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch (error) {
      if (req.url === '/favicon.ico') { // asked for by Chromium itself, not by the app
        res.writeHead(204);
        res.end();
        return;
      }
      status = error.status ?? (error.code === 'ENOENT' || error.code === 'ENOTDIR' ? 404 : 500);
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(`${status}\n`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
