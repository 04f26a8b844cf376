# One image recipe for every service (docker-compose.yml passes SERVICE and PORT). From the repository root:
#   docker build -f scripts/docker/service.Dockerfile --build-arg SERVICE=identity --build-arg PORT=4001 .
FROM node:20-slim AS manifests
WORKDIR /src
COPY . .
# Only the manifests go on, so the install layer below changes only when a dependency does.
RUN mkdir /manifests && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
  && cp package-lock.json /manifests/

# The service compiled to one JavaScript file (scripts/rspack/service.config.js): the bundler is a root
# devDependency, so this stage installs the root and this workspace.
FROM node:20-slim AS build
ARG SERVICE
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm install --workspace "svc-$SERVICE" --include-workspace-root --no-audit --no-fund
COPY tsconfig.base.json tsconfig.node.json ./
COPY contracts/ contracts/
COPY packages/service-kit/ packages/service-kit/
COPY scripts/rspack/service.config.js scripts/rspack/
COPY svc-$SERVICE/ svc-$SERVICE/
RUN npm run build -w "svc-$SERVICE"

FROM node:20-slim
ARG SERVICE
ARG PORT
WORKDIR /app
# svc-media: ffmpeg for video posters and durations (without it videos are stored as they are; sharp brings its
# own libvips), libheif's heif-convert for iPhone HEIC photos, and a media folder the unprivileged user can write
# (the compose file mounts a volume there).
RUN if [ "$SERVICE" = media ]; then \
    apt-get update && apt-get install -y --no-install-recommends ffmpeg libheif-examples && rm -rf /var/lib/apt/lists/* \
    && mkdir -p /data/media && chown node:node /data/media; \
  fi
COPY --from=manifests /manifests/ ./
# This workspace's dependencies only: the npm packages the built file requires (the workspace packages are in it).
RUN npm install --workspace "svc-$SERVICE" --include-workspace-root=false --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/svc-$SERVICE/dist/ svc-$SERVICE/dist/
# As scripts/lib/services.sh: fewer glibc arenas, less memory kept by the threads that allocate.
ENV NODE_ENV=production PORT=$PORT MALLOC_ARENA_MAX=2
WORKDIR /app/svc-$SERVICE
USER node
EXPOSE $PORT
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/index.js"]
