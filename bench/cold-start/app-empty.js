// app.js's page without the package (cold-start.js): how long a bundle of
// nothing takes from its arrival to its first statement in a fresh page,
// the part of app.js's wait that is not parsing the package.
const arrival = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.js')).responseEnd;
window.coldStart = { toFirstLine: globalThis.coldStartMark - arrival };
