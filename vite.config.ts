import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // scripts/check-bundle-size.ts reads it to measure the first load.
    manifest: true,
    rolldownOptions: {
      // Everything the first load imports statically in one chunk: over HTTP/1.1 a phone opens six
      // connections, and ~35 small chunks queued behind each other cost ~1 s at 150 ms RTT
      // (bench/results.md, section 6). Lazy routes, the map and the texts stay separate chunks.
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
});
