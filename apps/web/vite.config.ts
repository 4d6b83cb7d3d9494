import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.PIIQ_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/graphql': apiTarget, '/files': apiTarget, '/dev': apiTarget },
  },
  build: { target: 'es2022', sourcemap: true, manifest: true },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: true },
});
