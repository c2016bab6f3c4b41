// Every failure of the package is a ZobristError with a stable `code`:
// the C core's names (FEN_RANK_TOO_LONG, MOVE_ILLEGAL, ...) and the glue's own
// (ARGUMENT_TYPE, ARGUMENT, POSITION_FREED, MOVE_MISMATCH, WASM_TRAP).
export class ZobristError extends Error {
  constructor(code, message, details = {}) {
    super(message);
    this.name = 'ZobristError';
    this.code = code;
    Object.assign(this, details);
  }
}

export function describe(value) {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'object') return `an object (${Object.prototype.toString.call(value).slice(8, -1)})`;
  return `${typeof value} ${String(value)}`;
}

export function expectString(value, what) {
  if (typeof value !== 'string') {
    throw new ZobristError('ARGUMENT_TYPE', `${what} must be a string, got ${describe(value)}`, { input: value });
  }
}

export function expectInteger(value, what, min, max) {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new ZobristError('ARGUMENT_TYPE', `${what} must be an integer, got ${describe(value)}`, { input: value });
  }
  if (value < min || value > max) {
    throw new ZobristError('ARGUMENT', `${what} must be from ${min} to ${max}, got ${value}`, { input: value });
  }
}
