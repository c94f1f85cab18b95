"""The bot state's settings section (composed into `bot.settings.Settings` as `state`)."""

from __future__ import annotations

from pydantic import BaseModel, Field


class StateSettings(BaseModel):
    """Where the bot keeps Slack event claims, threads, shares and feedback."""

    url: str | None = Field(
        default=None,
        description="database of the bot state shared by replicas, e.g. "
        "`postgresql://cvbot@db:5432/cvbot`; unset = SQLite `bot.sqlite3` in the data dir",
    )
    lease_s: float = Field(
        default=60.0,
        gt=0,
        description="seconds a replica holds a Slack event it claimed; a claim not finished "
        "by then (its replica died) is taken over by another replica",
    )
