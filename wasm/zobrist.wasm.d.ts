// `import url from 'zobrist-wasm/zobrist.wasm'`: the module's URL, as
// bundlers give it for an asset (pass it to init()).
declare const url: string;
export default url;
