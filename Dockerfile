# syntax=docker/dockerfile:1
# Multi-stage build of the storefront (docs/product.md "Running it"). The final image holds only the
# production dependencies and the build, runs as the unprivileged `node` user on Node 24 LTS, and starts
# the server with `node` directly, so SIGTERM reaches it: it fails readiness at once, keeps serving for
# SHUTDOWN_GRACE_MS (5 s), then finishes in-flight requests and exits 0 within Docker's 10 s stop timeout.

# The previous release's image, whose hashed assets this one keeps, so a page it rendered (held by the edge
# for up to 24 h, or open in a browser) still loads its scripts, styles and pictures after this release
# serves (docs/decisions/0013-assets-outlive-their-release.md): `docker build --build-arg
# PREVIOUS_RELEASE=<registry>/sweet-storefront:<previous tag> .` By default none (the first release): the
# Node image, which has no /app/dist.
ARG PREVIOUS_RELEASE=node:24.21.0-bookworm-slim

FROM ${PREVIOUS_RELEASE} AS previous
# An empty folder where the Node image has none; a previous release's own build stays as it is.
RUN mkdir -p /app/dist

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
# The lock file lists the benchmark lab (bench/) as a workspace: its package.json comes with the lock file,
# so npm ci installs and links the workspace as locked.
COPY package.json package-lock.json ./
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
COPY --from=previous /app/dist /previous-release
# Keeps the previous release's assets, and those it kept, by the retention rule (scripts/release-assets.ts).
RUN npm run build -- --previous-release /previous-release

FROM node:24.21.0-bookworm-slim AS runtime
ENV NODE_ENV=production
# The V8 heap cap and young-generation size of deploy/kubernetes/deployment.yaml (a unit test keeps the
# two equal; docs/decisions/0007-render-every-request.md has the measurements).
ENV NODE_OPTIONS="--max-old-space-size=256 --max-semi-space-size=16"
ENV PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
# The lab's package has only development dependencies: nothing of it is installed here but its link.
COPY bench/package.json bench/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
# Prometheus metrics and the probes (METRICS_PORT); publish it only to your monitoring.
EXPOSE 9464
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/index.js"]
