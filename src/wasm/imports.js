// The functions the C side imports from JS (declared in src/wasm/*.c with
// import_name), for emcc's link: Emscripten 3.1.6 refuses an undefined
// symbol unless a JS library defines it, and in a standalone module each one
// becomes an import of "env". These bodies are never used: the loader
// (wasm/core/loader.js) provides the real ones. A module that does not call
// one (zobrist.wasm) does not import it.
mergeInto(LibraryManager.library, {
  // exports_audit.c: the audit's progress; nonzero cancels the run.
  zbw_audit_progress: function (fraction) { return 0; },
});
