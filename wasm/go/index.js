// go: the glue is being written; nothing exported yet.
export function defineGo() { return {}; }
