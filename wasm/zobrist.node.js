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
} from "./chunks/chunk-6ONIG4LH.js";

// wasm/index.node.js
var { init, initSync } = defineEntry(createChessApi, {
  moduleUrl: () => new URL("./zobrist.wasm", import.meta.url),
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
