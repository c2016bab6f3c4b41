// Every failure of the package is a ZobristError with a stable `code`:
// the C core's names (FEN_RANK_TOO_LONG, MOVE_ILLEGAL, ...) and the glue's own
// (ARGUMENT_TYPE, ARGUMENT, POSITION_FREED, MOVE_MISMATCH, WASM_TRAP).
//
// `instanceof ZobristError` holds for the errors of every copy of this class:
// each entry is a bundle of its own (Makefile), so a program that imports
// both zobrist-wasm and zobrist-wasm/all has two, as one with two installed
// versions of the package has. The brand is a registered symbol, the same
// in every copy.
const BRAND = Symbol.for('zobrist-wasm.ZobristError');

// The public classes say their names (static name): the bundles are
// minified, and Node prints a class's name with its objects and errors.
export class ZobristError extends Error {
  static name = 'ZobristError';

  constructor(code, message, details = {}) {
    super(message);
    this.name = 'ZobristError';
    this.code = code;
    Object.assign(this, details);
  }

  get [BRAND]() { return true; }

  static [Symbol.hasInstance](value) {
    return typeof value === 'object' && value !== null && value[BRAND] === true;
  }
}

// A string for a message: quoted, and cut short when long.
export function quote(text) {
  return JSON.stringify(text.length > 120 ? `${text.slice(0, 100)}…` : text);
}

export function describe(value) {
  if (typeof value === 'string') return quote(value);
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'object') return `an object (${Object.prototype.toString.call(value).slice(8, -1)})`;
  if (typeof value === 'symbol') return 'a symbol';
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

// An options argument: undefined means {}, anything but an object is rejected,
// and so is a name not in `known` (every call lists its options): a misspelt
// option would otherwise be ignored silently and its default used.
export function expectOptions(value, what, known) {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) { // an array's keys() is no keys option
    throw new ZobristError('ARGUMENT_TYPE', `${what} must be an object, got ${Array.isArray(value) ? 'an array' : describe(value)}`, { input: value });
  }
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) throw new ZobristError('ARGUMENT', `${what}: unknown option ${describe(key)} (${known.join(', ')})`, { input: key });
  }
  // Options are own properties, as checked: an object with a prototype of
  // its own (a class instance, Object.create(defaults)) is read through a
  // copy of them, so that an inherited value is never taken for an option.
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null ? value : { ...value };
}

// A string no longer than max, before it is copied into WASM memory.
export function expectShortString(value, what, max) {
  expectString(value, what);
  if (value.length > max) {
    throw new ZobristError('ARGUMENT', `${what} is ${value.length} characters long; at most ${max} make sense`, { input: value });
  }
}
