"""The cluster tests use the server tests' PostgreSQL fixtures."""

from tests.server.postgres import postgres_cluster, postgres_url  # noqa: F401
