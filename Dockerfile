# CarbonSur in production, on Node.js 22 LTS: the admin and the compiled API are built with every dependency;
# the final image holds only what the server imports (the front-end packages are devDependencies, already
# bundled into admin/dist) and the two builds, and runs as the unprivileged `node`.
#   docker build -t carbonsur .      (compose.yaml builds and runs it with PostgreSQL 17)

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:api

FROM node:22-bookworm-slim AS dependencias
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data BACKUP_DIR=/app/respaldos SCARF_ANALYTICS=false
# A young generation of 64 MB, as npm start runs the server (docs/decisiones.md, Rendimiento).
ENV NODE_OPTIONS=--max-semi-space-size=64
WORKDIR /app
# package.json says "type": "module", which api/dist/server.js needs.
COPY package.json ./
COPY --from=dependencias /app/node_modules ./node_modules
COPY --from=build /app/admin/dist ./admin/dist
COPY --from=build /app/api/dist ./api/dist
# Only for PGlite (no DATABASE_URL): its data directory and its backups (BACKUP_DIR), writable by the server's user.
RUN mkdir -p /app/data /app/respaldos && chown node:node /app/data /app/respaldos
USER node
EXPOSE 3000
# The compiled server, without npm in between: SIGTERM reaches it directly.
CMD ["node", "api/dist/server.js"]
