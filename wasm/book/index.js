// Polyglot books from JS: being written (openBook).
export function defineBook() { return {}; }
