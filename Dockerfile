# Ponte in a container: build once (web + server bundle), run as one unprivileged node process.
# docker build -t ponte .   ·   compose.yaml runs two of them behind nginx (README, "Several instances").

# Node 24 LTS, the runtime Ponte is built and tested on (docs/0079).
FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and @node-rs/argon2 are native: compilers for when no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
# The server bundle keeps its packages external (docs/0027): it needs node_modules beside it.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/domain ./packages/domain
# The whole server folder: its bundle, and any package npm kept in its own node_modules.
COPY --from=build /app/apps/server ./apps/server
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness (docs/0077): the process answers. A database outage must not mark every instance
# unhealthy and have an orchestrator restart them all; compose.yaml waits on readiness instead.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same command as npm start, without npm: SIGTERM reaches node and stops it gracefully.
# Run it with an init (`docker run --init`, compose.yaml's `init: true`): as PID 1 the stop's last
# resort, a SIGKILL to itself, would be ignored (docs/0078).
CMD ["node", "--max-semi-space-size=4", "apps/server/dist/main.js"]
