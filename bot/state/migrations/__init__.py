"""Alembic migrations of the bot state, run by `bot.state.db.migrate` at start-up (no
alembic.ini). Each schema change is one file in `versions/`; see `bot/state/__init__.py`."""
