# syntax=docker/dockerfile:1
# The app's image: Next.js's standalone output with the app's own server.js (request hook,
# TRUSTED_PROXIES, body caps, the drain on SIGTERM), run as an unprivileged user. `docker build .`
# makes it; `--target migrate` makes the one-off migration job of a release. compose.yaml runs both
# in the same topology as `npm run test:scale`, which starts its instances from the same assembled
# directory with the same command (scale/topology.ts). See the README, "Running several instances".

ARG NODE_IMAGE=node:22-bookworm-slim

# Dependencies, from the lock file only (cached until it changes).
FROM ${NODE_IMAGE} AS deps
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The build: generates the Prisma client, runs `next build`, then assembles .next/standalone
# (lib/cli/tasks.ts assembleStandalone: server.js, .next/static, public/).
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm run build:standalone

# The migration job: applies prisma/migrations once per release, before the new instances start
# (an advisory lock keeps two runs from colliding). Needs DATABASE_URL.
FROM build AS migrate
USER node
CMD ["npm", "run", "db:migrate"]

# What runs: the standalone directory and Node, nothing else.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
COPY --from=build --chown=node:node /src/.next/standalone ./
USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js", "--port", "3000", "--hostname", "0.0.0.0"]
