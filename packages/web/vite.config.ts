import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': api, '/oauth': api, '/images': api },
  },
  build: {
    // scripts/bundle-size.mjs reads the manifest to measure what the login route loads.
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
});
