# One image recipe for every remote front end, built with rspack and served by nginx (docker-compose.yml passes
# WORKSPACE). From the repository root: docker build -f scripts/docker/remote.Dockerfile --build-arg WORKSPACE=mfe-public .
FROM node:20-slim AS manifests
WORKDIR /src
COPY . .
# Only the manifests go on, so the install layer below changes only when a dependency does.
RUN mkdir /manifests && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
  && cp package-lock.json /manifests/

FROM node:20-slim AS build
ARG WORKSPACE
WORKDIR /app
COPY --from=manifests /manifests/ ./
# The bundler is a root devDependency: install the root and this workspace.
RUN npm install --workspace "$WORKSPACE" --include-workspace-root --no-audit --no-fund
COPY tsconfig.base.json tsconfig.web.json tsconfig.node.json ./
COPY contracts/ contracts/
COPY packages/web-kit/ packages/web-kit/
COPY scripts/rspack/ scripts/rspack/
COPY $WORKSPACE/ $WORKSPACE/
RUN npm run build -w "$WORKSPACE"

FROM nginx:alpine
ARG WORKSPACE
COPY scripts/docker/nginx-remote.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/$WORKSPACE/dist/ /usr/share/nginx/html/
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \
  CMD wget -q -O /dev/null http://127.0.0.1/health || exit 1
