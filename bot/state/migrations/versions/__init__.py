"""Alembic revision files, one per schema change, chained by `down_revision`."""
