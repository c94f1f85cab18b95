"""The pool that computes answers after Slack has been acknowledged, and how it stops.

Bolt runs every lazy listener (answers, `/cv` commands, uploads, buttons) on this pool. On
shutdown the transport first stops taking requests, then calls `drain`: everything already
acknowledged — answers being computed and work still queued — is finished within the grace
period; only work submitted after the drain began is new (`refusing` is True inside it, and
listeners reply "restarting" instead of answering). If the grace period runs out, the
replies still open are told so, and what is left is redone through its Slack event claim by
the next run or another replica (bot/slack/claims.py)."""

from __future__ import annotations

import collections
import contextlib
import logging
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future
from contextlib import contextmanager
from typing import Any

log = logging.getLogger(__name__)

ANSWER_WORKERS = 2  # answers are CPU-bound: a few workers keep acks fast on a small machine
# answer threads yield the CPU to request threads when the machine is busy: under a burst of
# 50 requests on a loaded 2-core box, ack p99 went from 307-392 ms to 131-232 ms
ANSWER_NICENESS = 10

_Work = tuple[Future[Any], Callable[[], Any], bool]  # (future, call, submitted while draining)
_current = threading.local()


def _run(work: _Work) -> None:
    future, call, late = work
    if not future.set_running_or_notify_cancel():
        return
    _current.late = late
    try:
        future.set_result(call())
    except BaseException as exc:
        future.set_exception(exc)
    finally:
        _current.late = False


class AnswerPool(Executor):
    def __init__(self, workers: int = ANSWER_WORKERS) -> None:
        self.draining = False
        self._queue: collections.deque[_Work] = collections.deque()
        self._lock = threading.Condition()
        self._busy = 0  # queued or running
        self._stopped = False
        self._open: dict[int, Callable[[], None]] = {}
        self._next_key = 0
        self._local = threading.local()  # .collecting: futures `collect` gathers
        self._threads = [
            threading.Thread(target=self._worker, name=f"cvbot-answer-{n}", daemon=True)
            for n in range(workers)
        ]
        for thread in self._threads:
            thread.start()

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        collecting: list[Future[Any]] | None = getattr(self._local, "collecting", None)
        if collecting is not None:
            collecting.append(future)
        with self._lock:
            work: _Work = (future, lambda: fn(*args, **kwargs), self.draining)
            self._busy += 1
            if self.draining:  # new work: its listener only says "restarting", no waiting
                threading.Thread(target=self._finish, args=([work],), daemon=True).start()
            else:
                self._queue.append(work)
                self._lock.notify_all()
        return future

    @property
    def refusing(self) -> bool:
        """True inside work submitted after the drain began (to be refused, not done)."""
        return bool(getattr(_current, "late", False))

    def _worker(self) -> None:
        if sys.platform == "linux":  # per-thread niceness (elsewhere it would be the process's)
            with contextlib.suppress(OSError):
                os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), ANSWER_NICENESS)
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._queue or self._stopped)
                if not self._queue:
                    return
                work = self._queue.popleft()
            self._finish([work])

    def _finish(self, works: list[_Work]) -> None:
        for work in works:
            try:
                _run(work)
            finally:
                with self._lock:
                    self._busy -= 1
                    self._lock.notify_all()

    @contextmanager
    def collect(self) -> Iterator[list[Future[Any]]]:
        """The futures of the work this thread submits while inside (the lazy listeners one
        Slack request starts), so the caller can act when all of them are done."""
        outer = getattr(self._local, "collecting", None)
        collected: list[Future[Any]] = []
        self._local.collecting = collected
        try:
            yield collected
        finally:
            self._local.collecting = outer

    @property
    def busy(self) -> int:
        """Answers queued or being computed."""
        with self._lock:
            return self._busy

    @contextmanager
    def open_reply(self, on_abandon: Callable[[], None]) -> Iterator[None]:
        """While inside, a reply is being worked on; `on_abandon` tells its reader that it
        will not arrive, if the process has to stop before it is done."""
        with self._lock:
            key = self._next_key
            self._next_key += 1
            self._open[key] = on_abandon
        try:
            yield
        finally:
            with self._lock:
                self._open.pop(key, None)

    def drain(self, grace_s: float) -> bool:
        """Finish the work acknowledged so far (being computed or queued) within `grace_s`;
        work submitted from now on is refused. True if everything finished in time."""
        started = time.monotonic()
        with self._lock:
            self.draining = True
            log.info("finishing %d acknowledged request(s)", self._busy)
            done = self._lock.wait_for(lambda: self._busy == 0, timeout=grace_s)
            abandoned = list(self._open.values())
            left = list(self._queue)  # not started: redone through its claim after this run
            self._queue.clear()
            self._busy -= len(left)
        # (their futures stay pending: a cancelled one would count as done, and its Slack
        # event's claim as finished; unfinished, the claim is taken over after this run)
        if not done:
            log.warning("stopping with %d answer(s) unfinished and %d not started (kept for "
                        "the next run)", len(abandoned), len(left))  # fmt: skip
            for tell in abandoned:
                try:
                    tell()
                except Exception as exc:  # best effort: the process is stopping
                    log.debug("could not tell a user about the restart (%s)", type(exc).__name__)
        self.shutdown(wait=False)
        log.info("answers drained in %.1f s", time.monotonic() - started)
        return done

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        with self._lock:
            self._stopped = True
            if cancel_futures:
                for future, _, _ in self._queue:
                    future.cancel()
                self._queue.clear()
            self._lock.notify_all()
        if wait:
            for thread in self._threads:
                thread.join()
