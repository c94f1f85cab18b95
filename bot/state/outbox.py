"""The Slack outbox over the bot state: Web API calls (and response_url posts) that Slack
could not take, kept until it can (bot/slack/delivery.py delivers them). Replicas share it:
a replica leases a row while it delivers it, so each kept call is sent by one replica, and
a row whose deliverer died is delivered by another once the lease runs out."""

from __future__ import annotations

import json
import time
from typing import Any

import sqlalchemy as sa
from pydantic import BaseModel

from bot.state import tables as t
from bot.state.store import BotState

LEASE_S = 60.0  # longer than one delivery with all its retries


class KeptCall(BaseModel):
    id: int
    method: str
    params: dict[str, Any]


class Outbox:
    def __init__(self, state: BotState) -> None:
        self.engine = state.engine

    def keep(self, method: str, params: dict[str, Any]) -> None:
        row = {"at": time.time(), "method": method, "params": params, "lease_until": 0.0}
        with self.engine.begin() as conn:
            conn.execute(t.outbox.insert().values(row))

    def take(self, limit: int = 20) -> list[KeptCall]:
        """The oldest kept calls no other replica is delivering, leased to this one."""
        o = t.outbox.c
        now = time.time()
        taken: list[KeptCall] = []
        with self.engine.begin() as conn:
            rows = conn.execute(
                sa.select(o.id, o.method, o.params)
                .where(o.lease_until < now)
                .order_by(o.id)
                .limit(limit)
            ).all()
            for row in rows:
                leased = conn.execute(
                    t.outbox.update()
                    .where(o.id == row.id, o.lease_until < now)
                    .values(lease_until=now + LEASE_S)
                )
                if leased.rowcount == 1:
                    params = json.loads(row.params) if isinstance(row.params, str) else row.params
                    taken.append(KeptCall(id=row.id, method=row.method, params=params))
        return taken

    def release(self, call_id: int) -> None:
        """Back to the others (this replica could not deliver it now)."""
        with self.engine.begin() as conn:
            conn.execute(t.outbox.update().where(t.outbox.c.id == call_id).values(lease_until=0.0))

    def drop(self, call_id: int) -> None:
        with self.engine.begin() as conn:
            conn.execute(t.outbox.delete().where(t.outbox.c.id == call_id))

    def pending(self) -> int:
        with self.engine.connect() as conn:
            return int(conn.execute(sa.select(sa.func.count()).select_from(t.outbox)).scalar_one())
