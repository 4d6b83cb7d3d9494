# syntax=docker/dockerfile:1
# The piiq server and its web app in one image. Build: docker build -t piiq .
# Run it behind a proxy with PostgreSQL and Redis: see deploy/compose.yaml and docs/production.md.

# A Node.js release under long-term support. CI reads this line and runs the server's tests on the
# same major release, so change them together by changing it here.
ARG NODE_MAJOR=24

FROM node:${NODE_MAJOR}-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so a change of code alone reuses this layer.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_MAJOR}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/packages/domain packages/domain
COPY --from=build --chown=node:node /app/apps/server apps/server
COPY --from=build --chown=node:node /app/apps/web/package.json apps/web/package.json
COPY --from=build --chown=node:node /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: /healthz answers while the process serves; readiness (database and Redis reachable) is /readyz.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm: SIGTERM reaches the server, which drains before it exits.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
