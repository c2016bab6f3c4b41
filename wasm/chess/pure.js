// The pure-JS path to exact Polyglot keys, for pages that cannot compile
// WebAssembly (a Content-Security-Policy without 'wasm-unsafe-eval'):
//
//   import { Paired32, polyglotKeys } from 'zobrist-wasm';
//   const scheme = new Paired32(polyglotKeys()).setFromChessJs(chess); // a chess.js Chess
//   scheme.applyMove(chess.move('e4')); scheme.keyHex; // '823c9b50fd114196'
//
// Nothing here loads the WASM module. (Every scheme also has
// setFromChessJs(chess); the schemes themselves come from './schemes.js'.)
export { polyglotKeys } from './polyglot-keys.js';
export { featuresOfChessJs } from './from-chessjs.js';
// Key layouts (Polyglot's, Stockfish 15.1's, chess.js 1.4's, your own):
// tables and rules, with no WebAssembly.
export { layout, keyOfFeatures, halfmoveKey } from './layouts.js';
