// Bundled by esbuild from the sources in wasm/ (make); do not edit.
import {
  UTTT_CENSUS_HASHES,
  UTTT_FEATURES,
  UTTT_START,
  createAllApi
} from "./chunks/chunk-EUXKCFCC.js";
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
  polyglotKeys,
  splitmix64,
  splitmix64Table,
  toSeed
} from "./chunks/chunk-MPSPER4R.js";

// wasm/all.node.js
import { readFile } from "node:fs/promises";
var { init, initSync } = defineEntry(createAllApi, {
  moduleUrl: () => new URL("./zobrist-all.wasm", import.meta.url),
  readFile
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
  UTTT_CENSUS_HASHES,
  UTTT_FEATURES,
  UTTT_START,
  ZobristError,
  featuresOfChessJs,
  init,
  initSync,
  polyglotKeys,
  splitmix64,
  splitmix64Table,
  toSeed
};
