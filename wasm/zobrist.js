// Bundled by esbuild from the sources in wasm/ (make); do not edit.
import {
  Additive48,
  Additive48Hash,
  BigInt64,
  BigInt64Hash,
  CENSUS_HASHES,
  FeatureHash,
  KNOWN_DISTINCT,
  Paired32,
  Paired32Hash,
  START_FEN,
  Scheme,
  ZobristError,
  createChessApi,
  defineEntry,
  featuresOfChessJs,
  halfmoveKey,
  keyOfFeatures,
  layout,
  polyglotKeys,
  splitmix64,
  splitmix64Table,
  toSeed
} from "./chunks/chunk-4A5UBRAZ.js";

// wasm/index.js
var { init, initSync } = defineEntry(createChessApi, {
  moduleUrl: () => new URL("./zobrist.wasm", import.meta.url)
});
export {
  Additive48,
  Additive48Hash,
  BigInt64,
  BigInt64Hash,
  CENSUS_HASHES,
  FeatureHash,
  KNOWN_DISTINCT,
  Paired32,
  Paired32Hash,
  START_FEN,
  Scheme,
  ZobristError,
  featuresOfChessJs,
  halfmoveKey,
  init,
  initSync,
  keyOfFeatures,
  layout,
  polyglotKeys,
  splitmix64,
  splitmix64Table,
  toSeed
};
