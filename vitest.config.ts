import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // Outside Next.js the guard package throws on import; tests run server code directly.
      'server-only': path.join(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['lib/**/*.test.ts', 'prisma/**/*.test.ts', 'components/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['**/*.int.test.ts'],
          // .next/standalone holds a copy of the tree after `npm run build:standalone`.
          exclude: ['node_modules/**', 'e2e/**', '.next/**'],
          globalSetup: ['lib/testing/global-setup.ts'],
          setupFiles: ['lib/testing/test-database.ts'],
          // Files run one at a time: a PGlite fallback holds one database only.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // `npm run test:scale`: two instances behind nginx on PostgreSQL, Redis and S3 (scale/).
          name: 'scale',
          include: ['scale/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
});
