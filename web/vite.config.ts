import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

export default defineConfig({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [react()],
  resolve: {
    alias: {
      '@shared': path.resolve(root, '../shared'),
      '@web': path.resolve(root, 'src'),
      'react-router': path.resolve(root, '../node_modules/react-router/dist/production/index.mjs'),
    },
  },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    // Read by tests/bench/bundle-budget.ts to measure the first load.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
      treeshake: {
        // Chakra's theme module builds its default config from every recipe through these
        // helpers; they are pure, and saying so lets unused recipes drop out of the bundle.
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
          'defineKeyframes',
          'defineTextStyles',
          'defineLayerStyles',
          'defineAnimationStyles',
          'defineGlobalStyles',
        ],
      },
    },
  },
});
