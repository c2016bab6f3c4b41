// 'zobrist-wasm/zobrist.wasm' names the module's file for tools that copy
// or serve it: import.meta.resolve('zobrist-wasm/zobrist.wasm') in Node,
// require.resolve, Vite's `import url from 'zobrist-wasm/zobrist.wasm?url'`.
// init() needs none of this: it finds the file itself. Imported as a
// module, the file gives its URL (this declaration) only where the bundler
// treats .wasm files as assets (esbuild --loader:.wasm=file, webpack's
// type 'asset/resource'); by default bundlers refuse such an import or
// compile it as a WebAssembly module.
declare const url: string;
export default url;
