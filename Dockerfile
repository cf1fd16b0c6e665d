# syntax=docker/dockerfile:1
# The site as a container image. Not built by the project's tests (no image registry is reachable
# from the machines they run on); tests/e2e/deploy-files.spec.ts runs what it runs: the same
# runtime files, the same command as the service unit and `npm start`, its health check, as an
# unprivileged user. Build and run (docs/deploy.md, "The container"):
#   docker build -t prints .
#   docker run -d --name prints --restart unless-stopped -p 127.0.0.1:3000:3000 -v prints-data:/data --env-file .env -e TRUST_PROXY=uniquelocal prints
# A copy of .env.example leaves PORT, HOST and OUTBOX_DIR unset, so the image's own settings below
# hold (every line of --env-file overrides them).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Makes every picture (from content/photos, or sample artworks) and the app; then drops the
# tools the build needed.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 OUTBOX_DIR=/data/outbox COUNTS_DIR=/data/counts SUBSCRIBERS_DIR=/data/subscribers
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
# Inquiries are kept in /data: mount a volume there, or they are lost with the container. The
# default outbox, ./data/outbox, is the same place (a .env that names it still uses the volume).
RUN mkdir -p /data/outbox && chown -R node:node /data && ln -s /data /app/data
VOLUME /data
USER node
EXPOSE 3000
# node is PID 1 and handles SIGTERM itself (docker stop): it drains requests and exits.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "build/index.js"]
