// chess.js 1.4 plays games given as UCI lines on stdin (our random games)
// and prints, for each, chess.js's hash() of the start position and after
// every move. chess.js rejects any illegal move, so the games are checked too.
import { Chess } from 'chess.js';
import { readFileSync } from 'node:fs';

const out = [];
for (const line of readFileSync(0, 'utf8').split('\n')) {
  if (line.trim() === '') continue;
  const chess = new Chess();
  const hashes = [chess.hash().padStart(16, '0')];
  for (const uci of line.trim().split(/\s+/)) {
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    hashes.push(chess.hash().padStart(16, '0'));
  }
  out.push(hashes.join(' '));
}
process.stdout.write(out.join('\n') + '\n');
