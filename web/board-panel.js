// A chess UI as users embed the library: cm-chessboard for the board,
// chess.js for the rules, and after every move the key in each scheme.
// Returns a small handle for the book and PGN panels: onChange(listener),
// play(move), load(fen, moves); moves in SAN or UCI.
import { Chess } from 'chess.js';
import { Chessboard, COLOR, INPUT_EVENT_TYPE } from 'cm-chessboard/src/Chessboard.js';
import { Markers } from 'cm-chessboard/src/extensions/markers/Markers.js';
import { PromotionDialog, PROMOTION_DIALOG_RESULT_TYPE } from 'cm-chessboard/src/extensions/promotion-dialog/PromotionDialog.js';
import { Accessibility } from 'cm-chessboard/src/extensions/accessibility/Accessibility.js';

const SCHEMES = ['bigint64', 'paired32', 'additive48'];
const $ = (id) => document.getElementById(id);
const hex8 = (n) => n.toString(16).padStart(8, '0');

export function setupBoardPanel(zb) {
  // A game: chess.js for the rules, a WASM Position and the three JS schemes
  // following the same moves. Built whole before it replaces the current one,
  // so a bad FEN or PGN leaves the page as it was.
  function newGame(fen, moves = []) {
    const pos = new zb.Position(fen); // our strict parser first: its ZobristError names the problem
    const game = { fen, pos, chess: null, schemes: {}, moves: [], fens: [pos.fen] }; // fens: the WASM's FEN after each move
    try {
      // Loaded twice: chess.js 1.4 keeps a FEN's ep square in hash() even
      // when no pawn can take (its fen() drops it, as its moves do), so its
      // hash of a FEN the page wrote after e4 differed from the one after
      // the move itself.
      game.chess = new Chess(new Chess(fen).fen());
      for (const name of SCHEMES) game.schemes[name] = zb.createScheme(name).setFen(fen);
      for (const move of moves) play(game, game.chess.move(move));
      return game;
    } catch (error) {
      game.pos.free();
      throw error;
    }
  }

  function play(game, move) {
    game.pos.play(move.san);
    for (const name of SCHEMES) game.schemes[name].applyMove(move);
    game.moves.push(move);
    game.fens.push(game.pos.fen);
  }

  const listeners = new Set(); // told the position after every change
  let game = newGame(zb.START_FEN);
  const board = new Chessboard($('board'), {
    position: game.chess.fen(),
    assetsUrl: '../node_modules/cm-chessboard/assets/',
    // No animations for users who ask for reduced motion (and for the browser tests).
    style: { pieces: { file: 'pieces/standard.svg' }, animationDuration: matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 150 },
    // Accessibility: the board is focusable and played with the arrow keys and
    // Enter (its own keyboard input), and a screen reader also finds it as a
    // table, a list of pieces and a from/to form (visually hidden).
    extensions: [{ class: Markers }, { class: PromotionDialog }, { class: Accessibility, props: { keyboardMoveInput: true, language: 'en' } }],
  });

  function replace(next) {
    closePromotionDialog(); // its choice was for the game being replaced
    game.pos.free();
    game = next;
    render();
  }

  // cm-chessboard has no call to close the dialog; it closes, as cancelled,
  // on a context menu.
  function closePromotionDialog() {
    if (board.isPromotionDialogShown?.()) board.view.svg.dispatchEvent(new MouseEvent('contextmenu', { cancelable: true }));
  }

  // The keys of the current position; the board is synced separately, since
  // cm-chessboard finishes a user's move itself (see moveInputFinished).
  function renderKeys() {
    const { pos, schemes, chess } = game;
    $('undo').disabled = game.moves.length === 0; // as the UTTT and Go boards' Undo
    const paired = schemes.paired32;
    $('key-wasm').textContent = pos.keyHex;
    $('key-bigint64').textContent = schemes.bigint64.keyHex;
    $('key-paired32').textContent = `${hex8(paired.hi)}:${hex8(paired.lo)}`;
    $('key-additive48').textContent = schemes.additive48.keyHex;
    $('key-chessjs').textContent = chess.hash();
    const agree = pos.key === schemes.bigint64.key && pos.key === paired.key;
    const mark = $('agreement');
    mark.textContent = agree ? '✔ WASM 64-bit, BigInt64 and Paired32 agree' : '✘ the 64-bit keys differ';
    mark.className = `agreement ${agree ? 'ok' : 'bad'}`;
    mark.dataset.agree = String(agree);
    $('current-fen').textContent = pos.fen;
    $('fen-input').value = pos.fen;
    $('fen-error').textContent = ''; // about input the board has moved on from
    $('pgn-error').textContent = '';
    $('moves').textContent = game.moves.map((m) => m.san).join(' ') || '—';
    $('repetition').textContent = pos.isRepetition() ? 'Threefold repetition (seen from the key history).' : '';
    for (const listener of listeners) listener(current());
  }

  // What listeners get: the position, the one before the last move (null at
  // the start: for the layouts panel's XOR trail), chess.js's own hash() and
  // the JS schemes' keys (for its checks).
  const current = () => ({
    fen: game.pos.fen, keyHex: game.pos.keyHex, startFen: game.fen, san: game.moves.map((m) => m.san),
    previousFen: game.fens.length > 1 ? game.fens.at(-2) : null, chessjsHash: game.chess.hash(),
    schemeKeys: { bigint64: game.schemes.bigint64.key, paired32: game.schemes.paired32.key, additive48: game.schemes.additive48.keyHex },
  });

  function render() {
    renderKeys();
    board.setPosition(game.chess.fen(), true);
  }

  function move(from, to, promotion) {
    const made = game.chess.move({ from, to, promotion });
    try {
      play(game, made);
    } catch (error) {
      // chess.js took the move and a scheme or the WASM position did not:
      // rebuild all of them from the moves before, and say so.
      replace(newGame(game.fen, game.moves.map((m) => m.san)));
      $('agreement').textContent = `✘ ${made.san} was refused: ${error.message}`;
      $('agreement').className = 'agreement bad';
      throw error;
    }
    renderKeys();
  }

  const isSquare = (text) => typeof text === 'string' && /^[a-h][1-8]$/.test(text);
  board.enableMoveInput((event) => {
    if (event.type === INPUT_EVENT_TYPE.moveInputStarted) {
      return game.chess.moves({ square: event.squareFrom }).length > 0;
    }
    if (event.type === INPUT_EVENT_TYPE.validateMoveInput) {
      if (!isSquare(event.squareFrom) || !isSquare(event.squareTo)) return false; // the form's text, as typed
      const legal = game.chess.moves({ square: event.squareFrom, verbose: true }).filter((m) => m.to === event.squareTo);
      if (legal.length === 0) return false;
      if (legal[0].promotion) {
        const color = game.chess.turn() === 'w' ? COLOR.white : COLOR.black;
        // The dialog may outlive its position (New game, Undo, a load, a
        // book move): then its choice is dropped.
        const forGame = game, forFen = game.chess.fen();
        board.showPromotionDialog(event.squareTo, color, (result) => {
          if (result.type === PROMOTION_DIALOG_RESULT_TYPE.pieceSelected && game === forGame && game.chess.fen() === forFen) {
            move(event.squareFrom, event.squareTo, result.piece.charAt(1));
          }
          render();
        });
        return true;
      }
      move(event.squareFrom, event.squareTo);
      // The keyboard and the form move the piece alone and send no
      // moveInputFinished: the rook of a castling, a pawn taken en passant
      // would stay. Sync the board after that move (queued behind it).
      setTimeout(() => board.setPosition(game.chess.fen(), true));
      return true;
    }
    if (event.type === INPUT_EVENT_TYPE.moveInputFinished) board.setPosition(game.chess.fen(), true); // castling, en passant, cancel
    return undefined;
  });

  $('undo').addEventListener('click', () => {
    if (game.moves.length) replace(newGame(game.fen, game.moves.slice(0, -1).map((m) => m.san)));
  });
  $('reset').addEventListener('click', () => replace(newGame(zb.START_FEN)));
  $('flip').addEventListener('click', () => board.setOrientation(board.getOrientation() === COLOR.white ? COLOR.black : COLOR.white));

  $('fen-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const fen = $('fen-input').value.trim();
    const error = $('fen-error');
    try {
      replace(newGame(fen));
      error.textContent = '';
    } catch (e) {
      error.textContent = e.name === 'ZobristError' ? e.message : `chess.js rejects this FEN: ${e.message}`;
    }
  });

  $('pgn-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const error = $('pgn-error');
    const parsed = new Chess();
    try {
      parsed.loadPgn($('pgn-input').value);
    } catch (e) {
      error.textContent = `Invalid PGN: ${e.message}`;
      return;
    }
    const moves = parsed.history({ verbose: true });
    try {
      replace(newGame(moves.length ? moves[0].before : parsed.fen(), moves.map((m) => m.san)));
      error.textContent = '';
    } catch (e) {
      error.textContent = e.message;
    }
  });

  render();
  return {
    onChange(listener) { listeners.add(listener); listener(current()); },
    play(spec) {
      const { from, to, promotion } = new Chess(game.chess.fen()).move(spec); // throws if illegal
      closePromotionDialog(); // a pending promotion was for the position before this move
      move(from, to, promotion);
      board.setPosition(game.chess.fen(), true);
    },
    load(fen, moves) { replace(newGame(fen, moves)); },
  };
}
