// Rollup's minimal setup for an app using npm packages: node-resolve, nothing else.
import { nodeResolve } from '@rollup/plugin-node-resolve';

export default {
  input: 'main.js',
  output: { dir: 'dist', format: 'es' },
  plugins: [nodeResolve()],
};
