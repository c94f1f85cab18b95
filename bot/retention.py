"""Retention: people whose newest CV was not updated for `PrivacySettings.retention_days`
expire, and are erased through the one erasure path (`bot/erasure.py`). A CV counts as
updated when a new version of it is indexed (an unchanged file indexed again is not an
update). `cvbot retention` lists who would go, `--apply` erases them, and `serve` sweeps
once at start and then every `sweep_interval_h` (`RetentionSweeper`). The audit trail
has its own retention, pruned by the same sweep.

Time is injected (`Clock`), so tests move it forward instead of sleeping."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.erasure import Erased, erase

if TYPE_CHECKING:
    from bot.answer.engine import AnswerEngine
    from bot.audit import Actor, AuditLog
    from bot.commands import BotServices
    from bot.privacy_settings import PrivacySettings
    from bot.state.store import BotState
    from ingest.job import Indexer
    from ingest.models import Candidate

log = logging.getLogger(__name__)

Clock = Callable[[], float]
DAY_S = 86_400.0


@dataclass
class Expiring:
    """A person past retention: when their newest CV was last written, and how long ago."""

    candidate: Candidate
    updated_at: float
    age_days: float


def expiring(people: list[Candidate], days: int, now: float) -> list[Expiring]:
    """The people whose newest CV is older than `days` at `now`, oldest first."""
    out = []
    for person in people:
        updated = max(d.ingested_at for d in person.documents)
        age = (now - updated) / DAY_S
        if age > days:
            out.append(Expiring(person, updated, age))
    return sorted(out, key=lambda e: e.updated_at)


@dataclass
class Sweep:
    expired: list[Expiring]
    erased: list[Erased]
    audit_pruned: int


def sweep(
    indexer: Indexer,
    privacy: PrivacySettings,
    now: float,
    *,
    apply: bool,
    days: int | None = None,
    engine: AnswerEngine | None = None,
    audit: AuditLog | None = None,
    actor: Actor | None = None,
    state: BotState | None = None,
) -> Sweep:
    """Who is past retention (`days`, else the setting; none when retention is off) and,
    with `apply`, erase them and prune the audit trail past its own retention."""
    days = days if days is not None else privacy.retention_days
    due = expiring(indexer.candidates(), days, now) if days is not None else []
    if not apply:
        return Sweep(due, [], 0)
    erased = erase(
        indexer,
        [e.candidate for e in due],
        engine=engine,
        audit=audit,
        actor=actor,
        state=state,
        cause="retention",
        now=now,
    )
    pruned = 0
    if audit is not None and privacy.audit_retention_days is not None:
        pruned = audit.prune(now - privacy.audit_retention_days * DAY_S)
    return Sweep(due, erased, pruned)


class RetentionSweeper:
    """The sweep `serve` runs: due at start, then every `sweep_interval_h` of `clock`."""

    def __init__(
        self, services: BotServices, audit: AuditLog | None = None, clock: Clock = time.time
    ) -> None:
        self.services = services
        self.audit = audit
        self.clock = clock
        self.next_at = clock()

    def tick(self) -> Sweep | None:
        """Sweep when due (under the bot's write lock); None when it is not time yet."""
        now = self.clock()
        if now < self.next_at:
            return None
        privacy = self.services.settings.privacy
        self.next_at = now + privacy.sweep_interval_h * 3600
        with self.services.write_lock:
            done = sweep(
                self.services.indexer,
                privacy,
                now,
                apply=True,
                engine=self.services.engine,
                audit=self.audit,
                state=self.services.state,
            )
        if done.erased or done.audit_pruned:
            log.info(
                "retention: erased %d people, pruned %d audit entries",
                len(done.erased),
                done.audit_pruned,
            )
        return done

    def start(self, stop: threading.Event, poll_s: float = 60.0) -> threading.Thread:
        def loop() -> None:
            while not stop.is_set():
                try:
                    self.tick()
                except Exception as exc:  # keep serving; the next poll retries
                    log.warning("retention sweep failed (%s): %s", type(exc).__name__, exc)
                    self.next_at = self.clock() + poll_s
                stop.wait(poll_s)

        thread = threading.Thread(target=loop, name="cvbot-retention", daemon=True)
        thread.start()
        return thread
