// PGN from JS: being written (readPgn, buildBook).
export function definePgn() { return {}; }
