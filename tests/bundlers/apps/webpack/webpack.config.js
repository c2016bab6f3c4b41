// The minimal webpack 5 setup: entry and output are webpack's defaults
// (./src/index.js would be the default entry; this app's is ./main.js).
export default {
  mode: 'production',
  entry: './main.js',
};
