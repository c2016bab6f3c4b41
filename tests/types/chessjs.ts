// chess.js 1.x moves as applyMove arguments, as a UI writes it; compiled
// under every tsconfig of this folder (make test-types).
import { Chess } from 'chess.js';
import type { Move } from 'chess.js';
import { init } from 'zobrist-wasm';
import type { Paired32, MoveLike } from 'zobrist-wasm';

export async function followGame(): Promise<string> {
  const zb = await init();
  const chess = new Chess();
  const scheme: Paired32 = zb.createScheme('paired32').setFen(chess.fen());
  const move: Move = chess.move('e4');
  scheme.applyMove(move);
  for (const m of chess.moves({ verbose: true })) {
    const asMoveLike: MoveLike = m;
    scheme.applyMove(asMoveLike).undo();
  }
  const pos = zb.ChessPosition ? new zb.Position() : new zb.Position();
  pos[Symbol.dispose]();
  return scheme.keyHex;
}
