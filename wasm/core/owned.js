// WASM memory owned by a JS object: freed by free() (or `using`), or, when a
// caller forgets, by a FinalizationRegistry some time after collection.
// `live` counts the objects not yet freed (stats().livePositions).
export function ownership(core, freeFn, live) {
  const registry = new FinalizationRegistry((ptr) => {
    if (!core.broken) freeFn(ptr); // never throw from a finalizer
    live.count--;
  });
  return {
    adopt(owner, ptr) {
      live.count++;
      registry.register(owner, ptr, owner);
    },
    release(owner, ptr) {
      registry.unregister(owner);
      if (!core.broken) freeFn(ptr);
      live.count--;
    },
  };
}

export const dispose = Symbol.dispose ?? Symbol.for('Symbol.dispose');
