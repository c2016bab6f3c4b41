// A static file server for the page: `make demo` (port 8000, PORT=... to
// change it) and the browser tests (port 0: any free port). Serves the
// repository root, so the page imports wasm/ and node_modules/ as files.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.map': 'application/json', '.ico': 'image/x-icon',
};

// Only what the page loads is served (not .git, src/ or build/): these
// folders, and of build/ only build/demo/ (the demo opening book) and
// build/bench/ (the pages bench/ builds).
const SERVED = new Set(['web', 'wasm', 'bench', 'node_modules', 'docs']);
const BUILT = new Set(['demo', 'bench']);
const served = (parts) => SERVED.has(parts[0]) || (parts[0] === 'build' && BUILT.has(parts[1]) && parts.length > 2 && parts.at(-1) !== '');

function fail(status) {
  return Object.assign(new Error(String(status)), { status });
}

export function startServer(port = 8000, host = '127.0.0.1') {
  const server = createServer(async (req, res) => {
    try {
      let path;
      try {
        path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      } catch {
        throw fail(400); // malformed escapes
      }
      if (path.includes('\0')) throw fail(400);
      if (path === '/') {
        res.writeHead(302, { location: '/web/' });
        res.end();
        return;
      }
      let file = normalize(join(ROOT, path));
      const base = ROOT.replace(/[/\\]$/, '') + sep;
      if (!file.startsWith(base)) throw fail(403);
      if (!served(file.slice(base.length).split(sep))) throw fail(404);
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch (error) {
      const status = error.status ?? (error.code === 'ENOENT' || error.code === 'ENOTDIR' ? 404 : 500);
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(`${status}\n`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8000);
  startServer(port).then((server) => {
    console.log(`Serving the page at http://localhost:${server.address().port}/web/  (Ctrl-C to stop)`);
  }, (error) => {
    console.error(`serve: cannot listen on port ${port}: ${error.message}${error.code === 'EADDRINUSE' ? ' (set PORT=... to use another)' : ''}`);
    process.exit(1);
  });
}
