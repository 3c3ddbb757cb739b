import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': server,
      '/uploads': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
