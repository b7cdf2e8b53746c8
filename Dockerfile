# syntax=docker/dockerfile:1
# The shop in a container, as the README runs it: install, build, start (migrations apply at start).
#   docker build -t surpriz-hediye .
#   docker run -d --name shop -p 3000:3000 -v shop-data:/data \
#     -e PUBLIC_URL=https://shop.example.com -e DATABASE_URL=postgres://shop:secret@db:5432/shop surpriz-hediye
# Without DATABASE_URL it runs on the embedded database in the /data volume. Details: docs/operations.md.

ARG NODE_IMAGE=node:22-bookworm-slim

# ---- build: every dependency, then the server bundle, the browser assets and the command-line tools.
# `npm install`, as in the README (with the lock file it installs the locked versions; decisions/0007
# explains why not `npm ci`).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npx react-router build && npm run build:scripts

# ---- the same node_modules without the development dependencies
FROM build AS deps
RUN npm prune --omit=dev --no-audit --no-fund

# ---- runtime: no compilers, no dev dependencies, not root
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The application files belong to root and are read-only for the shop's user.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js ./
COPY drizzle ./drizzle
# DATA_DIR: embedded database, uploads, outbox, backups. The only place the shop writes.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# GET /healthz answers 200 once the database answers (503 when it does not); plain node, no curl needed.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1 and stops gracefully on the SIGTERM of `docker stop`.
CMD ["node", "--max-old-space-size=256", "server.js"]
