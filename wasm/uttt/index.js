// uttt: the glue is being written; nothing exported yet.
export function defineUttt() { return {}; }
