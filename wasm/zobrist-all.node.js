// Bundled by esbuild from the sources in wasm/ (make); do not edit.
import {
  BOUND,
  BigIntTable,
  Paired32Table,
  UTTT_CENSUS_HASHES,
  UTTT_FEATURES,
  UTTT_START,
  createAllApi
} from "./chunks/chunk-ZAHKI6VX.js";
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
  defineEntry,
  featuresOfChessJs,
  halfmoveKey,
  keyOfFeatures,
  layout,
  polyglotKeys,
  splitmix64,
  splitmix64Table,
  toSeed
} from "./chunks/chunk-JVGFNQYK.js";

// wasm/all.node.js
var { init, initSync } = defineEntry(createAllApi, {
  moduleUrl: () => new URL("./zobrist-all.wasm", import.meta.url),
  readFile
});
async function readFile(url) {
  const fs = process.getBuiltinModule?.("node:fs");
  return fs ? fs.readFileSync(url) : (await import("node:fs/promises")).readFile(url);
}
export {
  Additive48,
  Additive48Hash,
  BigInt64,
  BigInt64Hash,
  BigIntTable,
  CENSUS_HASHES,
  FeatureHash,
  KNOWN_DISTINCT,
  Paired32,
  Paired32Hash,
  Paired32Table,
  START_FEN,
  Scheme,
  BOUND as TT_BOUND,
  UTTT_CENSUS_HASHES,
  UTTT_FEATURES,
  UTTT_START,
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
