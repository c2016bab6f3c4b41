// One cold start, in this fresh process (measure.js), of the entry given on
// the command line. Run as the main module, as an application's own file
// would be, so Node's loader is already up and the times are the package's.
//   node bench/cold-start/node-run.mjs zobrist-wasm|zobrist-wasm/inline
import { coldStart } from './measure.js';

console.log(JSON.stringify(await coldStart(process.argv[2])));
