// Where PGN comes from: a string, bytes, a Blob, a web ReadableStream or any
// (async) iterable of chunks, such as a Node stream. Chunks are handed on as
// they arrive, never joined, so reading takes constant memory.
import { ZobristError, describe } from '../core/errors.js';

const isBlob = (v) => typeof Blob !== 'undefined' && v instanceof Blob;
const isStream = (v) => v !== null && typeof v === 'object' && typeof v.getReader === 'function';

// The source's kind, checked before anything is read: 'text' (one string),
// 'bytes' (one Uint8Array), or 'chunks' (read asynchronously).
export function sourceKind(source, what) {
  if (typeof source === 'string') return 'text';
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return 'bytes';
  if (isBlob(source) || isStream(source)) return 'chunks';
  if (source !== null && typeof source === 'object' && (Symbol.asyncIterator in source || Symbol.iterator in source)) return 'chunks';
  throw new ZobristError('ARGUMENT_TYPE',
    `${what} must be a string, a Uint8Array, an ArrayBuffer, a Blob, a ReadableStream or an (async) iterable of Uint8Array or string chunks, got ${describe(source)}`,
    { input: source });
}

// Bytes as a Uint8Array over the same memory (no copy). A view of a
// detached buffer (transferred to a worker, say) reads as empty, but one
// cannot be made over it: said so.
export function asBytes(source) {
  if (source instanceof Uint8Array) return source;
  try {
    if (source instanceof ArrayBuffer) return new Uint8Array(source);
    return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw new ZobristError('ARGUMENT', 'the bytes\' ArrayBuffer is detached (transferred, to a worker or by structuredClone): pass bytes still held here', { input: source });
  }
}

// A chunk from a stream or iterable: a string or bytes, else ARGUMENT_TYPE.
export function checkChunk(chunk, what) {
  if (typeof chunk === 'string') return chunk;
  if (chunk instanceof ArrayBuffer || ArrayBuffer.isView(chunk)) return asBytes(chunk);
  throw new ZobristError('ARGUMENT_TYPE', `${what}: a chunk must be a Uint8Array or a string, got ${describe(chunk)}`, { input: chunk });
}

// The chunks of any source, in order. Leaving early (break, return, throw)
// cancels a ReadableStream and closes an iterator (a Node stream is then
// destroyed). Each chunk is used up before the next is asked for.
export async function* chunksOf(source, what) {
  const kind = sourceKind(source, what);
  if (kind !== 'chunks') {
    yield kind === 'text' ? source : asBytes(source);
    return;
  }
  if (isBlob(source)) source = source.stream();
  if (isStream(source)) {
    yield* streamChunks(source, what);
    return;
  }
  for await (const chunk of source) yield checkChunk(chunk, what);
}

// A byte stream's bytes are read into one buffer, used again for each read.
// As the stream's own chunks (a new one each, 64 KB in Chromium) a page
// reading a 100 MB File grew by 78 MB before its GC caught up, with or
// without parsing (docs/performance.md). Blob.stream() is a byte stream.
const BUFFER_BYTES = 1 << 20;

async function* streamChunks(stream, what) {
  if (stream.locked) {
    throw new ZobristError('ARGUMENT', `${what}: the ReadableStream is locked (another reader holds it): release its reader, or pass a stream nothing reads yet`, { input: stream });
  }
  let reader, buffer = null;
  try {
    reader = stream.getReader({ mode: 'byob' });
    buffer = new ArrayBuffer(BUFFER_BYTES);
  } catch { // not a byte stream: its chunks as they come
    reader = stream.getReader();
  }
  let done = false;
  try {
    for (;;) {
      // A read into the buffer takes it over (the last chunk's view then
      // reads as empty) and gives it back under a new view.
      const next = await (buffer ? reader.read(new Uint8Array(buffer)) : reader.read());
      if (next.done) {
        done = true;
        return;
      }
      if (buffer) buffer = next.value.buffer;
      yield checkChunk(next.value, what);
    }
  } finally {
    if (!done) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
