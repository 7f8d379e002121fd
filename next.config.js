// @ts-check

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The Prisma client is generated into lib/generated and loads its own query compiler.
  serverExternalPackages: ['@prisma/adapter-pg', 'pg', 'sharp'],
  images: { unoptimized: true },
  typescript: { ignoreBuildErrors: true }, // `npm test` type-checks once with tsc; builds skip it.
};

export default nextConfig;
