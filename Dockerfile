# The dedicated Steam Works game server (docs/online.md, "Running a server in Docker"):
#   docker build -t steamworks-server .
#   docker run -d -p 8765:8765 -v steamworks-games:/data steamworks-server
# It needs nothing but the Python base image and the package registry (PyPI) to build.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_NO_CACHE_DIR=1

WORKDIR /app
# what the package is built from (.dockerignore keeps the rest out)
COPY pyproject.toml README.md ./
COPY steamworks ./steamworks
# the online extra (LAN listing with --lan); the game's pinned dependencies come with it
RUN pip install ".[online]" \
    && useradd --create-home --uid 10001 steamworks \
    && mkdir /data \
    && chown steamworks /data

# the server never needs root; its games database lives in the /data volume
USER steamworks
VOLUME /data
EXPOSE 8765
# SIGTERM (docker stop) stops it cleanly; SIGKILL loses nothing acknowledged either
CMD ["python", "-m", "steamworks", "serve", "--host", "0.0.0.0", "--port", "8765", "--data", "/data"]
