// @ts-check
import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // server.js's request hook hashes each page it holds for its ETag, natively (lib/server/request-hook.ts).
  generateEtags: false,
  // server.js compresses, after its request hook has read each page (lib/server/request-hook.ts).
  compress: false,
  // The Prisma client is generated into lib/generated and loads its own query compiler.
  // pdfkit (year-end statements) reads its own data files at run time: loaded from node_modules.
  serverExternalPackages: ['@prisma/adapter-pg', 'pg', 'sharp', 'pdfkit'],
  // The statements' embedded font, read by path at run time (lib/services/statements/render-statement-pdf.ts):
  // traced into the standalone build beside the routes that draw a statement.
  outputFileTracingIncludes: {
    '/api/statement/*': ['./lib/services/statements/fonts/*'],
    '/statement/*': ['./lib/services/statements/fonts/*'],
  },
  images: { unoptimized: true },
  // The file-system cache of `next start`, keeping no 404 page and no read that found nothing.
  cacheHandler: fileURLToPath(new URL('./lib/server/route-cache-handler.js', import.meta.url)),
  typescript: { ignoreBuildErrors: true }, // `npm test` type-checks once with tsc; builds skip it.
  async rewrites() {
    return {
      // The spec's fundraiser address carries its id in the query string, which would make the page
      // render per visit. Served from a path instead, it is an incremental static page like
      // /event/{id}; the address people see, share and link to stays /fundraiser?fundraiser-id={id}.
      beforeFiles: [
        {
          source: '/fundraiser',
          // Only what can be an id (lib/rules/ids.ts): anything else is left to /fundraiser, a static 404.
          has: [{ type: 'query', key: 'fundraiser-id', value: '(?<id>[A-Za-z0-9_-]{1,64})' }],
          destination: '/fundraiser/view/:id',
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

/**
 * Every build also writes .next/standalone: the server files and only the node_modules they use,
 * which the container image ships (`npm run build:standalone`, Dockerfile); server.js serves both.
 * Only the build is told so: a server started from this checkout would otherwise warn that
 * `next start` does not serve a standalone build, which server.js does.
 * @param {string} phase
 */
export default function config(phase) {
  return phase === PHASE_PRODUCTION_BUILD ? { ...nextConfig, output: 'standalone' } : nextConfig;
}
