import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    css: false,
    // Browser code runs in jsdom; server and script tests opt into node per file.
    environment: 'jsdom',
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 15000,
    // Vitest leaves a core free by default: one worker on two cores. Most server tests wait on
    // sockets, disks and timers rather than compute, so two workers there finish the suite in
    // about 130 s instead of 160 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
