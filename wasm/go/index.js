// Go on the C core: GoPosition and its default key tables.
export { defineGo } from './position.js';
