import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { buildInfoPlugin } from './scripts/buildInfoPlugin';
import { campaignsPlugin } from './scripts/campaigns/campaignsPlugin';
import { compileHintsPlugin } from './scripts/compileHintsPlugin';
import { funnelModulesPlugin } from './scripts/funnelModulesPlugin';
import { precompressPlugin } from './scripts/precompressPlugin';

export default defineConfig({
  plugins: [
    react(),
    funnelModulesPlugin(),
    campaignsPlugin(),
    buildInfoPlugin(),
    compileHintsPlugin(),
    precompressPlugin(),
  ],
  server: {
    // `npm run dev`: the API runs beside Vite (`npm run serve`) and is proxied.
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
  build: { sourcemap: true, target: 'es2022', manifest: true },
  test: {
    include: ['{schemas,engine,ui,app,server,scripts,testing,.storybook}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    // One test file per core: Vitest's default leaves one core to its main process, which mostly
    // waits, so on the 2-core CI machine the suite ran on one core (252 s, against 151 s with two).
    maxWorkers: availableParallelism(),
  },
});
