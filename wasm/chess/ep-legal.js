// The 'legal' ep rule on a JS board (Int8Array(64): Polyglot kind
// 2 * type + (white ? 1 : 0), -1 empty), as the C core decides it
// (ep_in_key_by_rule in src/chess/movegen.c): the ep file is keyed if a pawn
// of the side to move can capture en passant without leaving its king
// attacked. Run only after a double step beside an enemy pawn (or for a set
// position), so it favours plainness over speed.
const PAWN = 0, KNIGHT = 1, BISHOP = 2, ROOK = 3, QUEEN = 4, KING = 5;
const KNIGHT_STEPS = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
const KING_STEPS = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]];
const ROOK_LINES = [[1, 0], [-1, 0], [0, 1], [0, -1]];
const BISHOP_LINES = [[1, 1], [1, -1], [-1, 1], [-1, -1]];

// The piece of kind `kind` standing file + df, rank + dr away, if on the board.
function holds(board, sq, df, dr, kind) {
  const file = (sq & 7) + df, rank = (sq >> 3) + dr;
  return file >= 0 && file < 8 && rank >= 0 && rank < 8 && board[8 * rank + file] === kind;
}

// Whether a slider of one of the kinds stands first along a line from sq.
function slides(board, sq, lines, kindA, kindB) {
  for (const [df, dr] of lines) {
    for (let file = (sq & 7) + df, rank = (sq >> 3) + dr; file >= 0 && file < 8 && rank >= 0 && rank < 8; file += df, rank += dr) {
      const piece = board[8 * rank + file];
      if (piece === -1) continue;
      if (piece === kindA || piece === kindB) return true;
      break;
    }
  }
  return false;
}

// Whether a piece of the given side attacks sq.
export function attacked(board, sq, byWhite) {
  const c = byWhite ? 1 : 0, kind = (type) => 2 * type + c;
  const pawnRank = byWhite ? -1 : 1; // the rank a pawn attacks sq from
  if (holds(board, sq, -1, pawnRank, kind(PAWN)) || holds(board, sq, 1, pawnRank, kind(PAWN))) return true;
  for (const [df, dr] of KNIGHT_STEPS) if (holds(board, sq, df, dr, kind(KNIGHT))) return true;
  for (const [df, dr] of KING_STEPS) if (holds(board, sq, df, dr, kind(KING))) return true;
  return slides(board, sq, ROOK_LINES, kind(ROOK), kind(QUEEN)) || slides(board, sq, BISHOP_LINES, kind(BISHOP), kind(QUEEN));
}

// Whether a pawn of the side to move (white: whiteToMove) can take en passant
// on epSquare, the square the enemy pawn skipped, leaving its king safe. The
// board is changed for the test and put back. No king: nothing to expose.
export function epCaptureLegal(board, epSquare, whiteToMove) {
  const pawn = whiteToMove ? 1 : 0, king = whiteToMove ? 11 : 10;
  const captured = whiteToMove ? epSquare - 8 : epSquare + 8, file = captured & 7;
  const kingSq = board.indexOf(king);
  for (const from of [file > 0 ? captured - 1 : -1, file < 7 ? captured + 1 : -1]) {
    if (from === -1 || board[from] !== pawn) continue;
    if (kingSq === -1) return true;
    const enemy = board[captured], onEp = board[epSquare];
    board[from] = -1; board[captured] = -1; board[epSquare] = pawn;
    const safe = !attacked(board, kingSq, !whiteToMove);
    board[from] = pawn; board[captured] = enemy; board[epSquare] = onEp;
    if (safe) return true;
  }
  return false;
}
