# syntax=docker/dockerfile:1
#
# BrokerDesk's image (docs/deploy.md, decision 032): built once at image time, started without building, by a user
# who cannot write the code. Its CMD is the production start that CI runs (.ci/run reads it from this file) and that
# `npm run start:prod` runs: node on the compiled server, so SIGTERM reaches node itself and the server drains.

FROM node:24-slim AS base
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

# The manifests alone, so the installs below are cached until a dependency changes.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Every dependency, for the build: esbuild compiles the server and its commands, Vite the web app. The tree is then
# copied without node_modules, for the runtime stage.
FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build \
 && mkdir /out \
 && tar --exclude=node_modules -cf - . | tar -C /out -xf -

# Only the runtime dependencies: no tsx, esbuild, Vite or TypeScript reaches the image.
FROM manifests AS runtime-deps
RUN npm ci --omit=dev

FROM base AS runtime
# MALLOC_ARENA_MAX=1: glibc keeps one arena, so native memory freed on other threads is reused rather than held
# (decisions 021 and 051); the CMD bounds V8's heap. `npm run start:prod` says the same (production-command.test.ts).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=1
COPY --from=runtime-deps /app ./
COPY --from=build /out ./
RUN mkdir -p /data && chown node:node /data
# The code stays root's, so the server cannot change it; its only writable place is DATA_DIR.
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "--max-old-space-size=384", "--max-semi-space-size=8", "apps/server/dist/main.js"]
