// The platform's types that the declarations mention (WebAssembly.Module,
// Response, URL, Blob), taken from globalThis where lib
// "dom" or @types/node declares them, so that the declarations compile with
// lib es2022 alone. Where the platform's types do not declare one, it is
// never here: a program without its type cannot name such a value anyway.
type Global = typeof globalThis;

/** ArrayBuffer or a view of one (the DOM's BufferSource). */
export type Bytes = ArrayBuffer | ArrayBufferView;
/**
 * WebAssembly.Module. Lib "dom" declares it as an empty interface, which
 * every value but null and undefined fits (a number, a string, true): the
 * intersection with object keeps primitives out.
 */
export type WasmModule = Global extends { WebAssembly: { Module: { prototype: infer M } } } ? M & object : never;
/** The fetch API's Response. */
export type FetchResponse = Global extends { Response: { prototype: infer R } } ? R : never;
/** URL. */
export type WebUrl = Global extends { URL: { prototype: infer U } } ? U : never;
/** Blob (a File is one). */
export type WebBlob = Global extends { Blob: { prototype: infer B } } ? B : never;
/**
 * A ReadableStream of Uint8Array chunks (a File's stream(), a fetch body),
 * by what readPgn calls on it: ReadableStream<Uint8Array> is one, a stream
 * of other chunks is not.
 */
export interface ByteStream {
  getReader(): {
    read(): Promise<{ done: false; value: Uint8Array } | { done: true; value?: unknown }>;
    cancel(reason?: unknown): Promise<void>;
    releaseLock(): void;
  };
}
