"""Exactly one reply per Slack event across replicas: every Events API request is claimed in
the shared state database (`BotState.claim_event`) before any work, so a retry, or the same
event delivered to another replica, is acknowledged and dropped.

A claim is a lease. While this replica works on an event (its lazy listeners run on the
answer pool) a keeper thread renews the lease every third of `CVBOT_STATE__LEASE_S`; when
they are all done the event is finished. A replica that dies mid-answer stops renewing:
once its lease runs out, the keeper of another replica takes the claim over and runs the
stored request again, so the question is still answered (at most three attempts: an event
that kills its replicas is given up). The stored request is dropped once finished, and
finished event ids after a day."""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from typing import Any

from slack_bolt import App, BoltResponse
from slack_bolt.request import BoltRequest

from bot.slack.lifecycle import AnswerPool
from bot.state.store import BotState, OpenClaim

log = logging.getLogger(__name__)
TAKEN_OVER = "cvbot_taken_over"  # context key: this request redoes a claim we took over
CLAIMED = "cvbot_claimed"  # context key: the event this request claimed
CLEANUP_EVERY_S = 3600.0  # how often a replica drops day-old finished event ids


class EventClaims:
    def __init__(self, state: BotState, pool: AnswerPool) -> None:
        self.state = state
        self.pool = pool
        self._held: set[str] = set()
        self._lock = threading.Lock()
        self._next_cleanup = 0.0

    def middleware(self) -> Callable[..., BoltResponse | None]:
        """Bolt middleware (it runs after the signature check): claim the event, or
        acknowledge a duplicate with nothing. `ClaimingApp.dispatch` finishes the claim."""

        def claim_event(body: dict[str, Any], context: Any, next: Any) -> BoltResponse | None:
            event_id = body.get("event_id") or _command_key(body)
            if not event_id:
                return next()  # buttons: Slack does not retry them, nothing to redo
            event_id = str(event_id)
            redo = context.get(TAKEN_OVER) == event_id
            if not redo and not self.state.claim_event(event_id, json.dumps(body)):
                return BoltResponse(status=200, body="")  # a retry or a duplicate
            with self._lock:
                self._held.add(event_id)
            context[CLAIMED] = event_id
            return next()

        return claim_event

    @property
    def held(self) -> list[str]:
        with self._lock:
            return sorted(self._held)

    def let_go(self, event_id: str) -> None:
        """Stop renewing: the lease runs out and another replica may redo the event."""
        with self._lock:
            self._held.discard(event_id)

    def finish_when_done(self, event_id: str, started: list[Future[Any]]) -> None:
        """Finish the claim once the work its request started (lazy listeners) is done."""
        remaining = [len(started)]
        lock = threading.Lock()

        def finish() -> None:
            try:
                self.state.finish_event(event_id)
            except Exception as exc:  # the lease runs out; a replica may redo it
                log.warning("could not mark a Slack event done (%s)", type(exc).__name__)
            self.let_go(event_id)

        def one_done(_: Future[Any]) -> None:
            with lock:
                remaining[0] -= 1
                last = remaining[0] == 0
            if last:
                finish()

        if not started:
            finish()
        for future in started:
            future.add_done_callback(one_done)

    # -- the keeper ------------------------------------------------------------------------
    def keep(self, app: App) -> None:
        """One round: renew this replica's leases, then take over and redo the claims of
        replicas that died (unless this one is stopping)."""
        self.state.renew(self.held)
        if self.pool.draining:
            return
        now = time.monotonic()
        if now >= self._next_cleanup:
            self._next_cleanup = now + CLEANUP_EVERY_S
            self.state.forget_events()
        for claim in self.state.open_claims():
            if claim.event_id in self.held:  # ours, still being answered
                continue
            if self.pool.draining or not self.state.take_over(claim):
                continue
            log.info("taking over a Slack event whose replica stopped (attempt %d)",
                     claim.attempts + 1)  # fmt: skip
            self._redo(app, claim)

    def _redo(self, app: App, claim: OpenClaim) -> None:
        try:
            body = json.loads(claim.body)
            # socket_mode: the request was verified when it first arrived; its signature
            # timestamp would be too old now
            context = {TAKEN_OVER: claim.event_id}
            app.dispatch(BoltRequest(body=body, mode="socket_mode", context=context))
        except Exception as exc:
            log.warning("could not redo a Slack event (%s)", type(exc).__name__)
            self.let_go(claim.event_id)

    @contextmanager
    def kept(self, app: App) -> Iterator[None]:
        """While inside, a thread keeps the claims (every third of the lease)."""
        stop = threading.Event()
        interval = max(0.2, self.state.lease_s / 3)

        def loop() -> None:
            while not stop.wait(interval):
                try:
                    self.keep(app)
                except Exception as exc:  # the state database may be restarting
                    log.warning("event claims: %s", type(exc).__name__)

        thread = threading.Thread(target=loop, name="cvbot-claims", daemon=True)
        thread.start()
        try:
            yield
        finally:
            stop.set()
            thread.join(timeout=5)


def _command_key(body: dict[str, Any]) -> str | None:
    """A slash command's claim key: Slack never retries one, but a replica that stops
    before replying leaves it to be redone like an event (its response_url stays valid
    for 30 minutes)."""
    if body.get("command") and body.get("response_url"):
        return f"command:{body['response_url']}"[:255]
    return None


class ClaimingApp(App):
    """Bolt's App, finishing each claimed event once the lazy listeners its request started
    on the answer pool are done (Bolt runs a middleware's `next` after the middleware
    returns, so the middleware itself cannot see them)."""

    def __init__(self, claims: EventClaims, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.claims = claims
        self.middleware(claims.middleware())

    def dispatch(self, req: BoltRequest) -> BoltResponse:
        try:
            with self.claims.pool.collect() as started:
                response = super().dispatch(req)
        except BaseException:
            event_id = req.context.get(CLAIMED)
            if event_id:
                self.claims.let_go(event_id)
            raise
        event_id = req.context.get(CLAIMED)
        if event_id:
            self.claims.finish_when_done(event_id, started)
        return response
