'use strict';
// CommonJS: require('zobrist-wasm') loads the ES module through
// Node's require(esm), unflagged since Node 20.19 and 22.12; older Nodes get
// this message instead of ERR_REQUIRE_ESM's.
try {
  module.exports = require('./zobrist.node.js');
} catch (error) {
  if (error && error.code === 'ERR_REQUIRE_ESM') {
    throw new Error(`zobrist-wasm is an ES module: require() needs Node >= 20.19 or >= 22.12 (this is ${process.version}); ` +
      "use import() or upgrade Node", { cause: error });
  }
  throw error;
}
