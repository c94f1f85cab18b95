"""Loading a large, long-lived structure (the registry, a chunk snapshot, a fact index)
without the cyclic garbage collector running over it again and again.

Python's collector is triggered by allocations: loading ~10 million small objects (83,000
chunks with their metadata at 10,000 people) triggers it thousands of times, and each
older-generation pass walks everything loaded so far. Measured at 10,000 people, that was
more than half of a restarted bot's first answer (JSON records 1.2 s -> 0.5 s, the fact
index 1.0 s -> 0.4 s, the registry 1.4 s -> 0.7 s with the collector paused).

`collector_paused()` collects once, pauses the collector for the duration of a load (nested
and concurrent loads share one pause) and, when the last load ends, moves what exists into
the permanent generation (`gc.freeze()`), so the next collections do not walk the loaded
data either. That data is acyclic (records, dicts, lists, strings, dataclasses: a test
holds it to that), so it is still freed by reference counting when a newer snapshot
replaces it. The collection at the start keeps garbage cycles that exist before a load
from being frozen with it; it walks only what is not frozen yet, so it stays cheap when a
bot reloads after new CVs."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_depth = 0
_resume = False


@contextmanager
def collector_paused() -> Iterator[None]:
    """Run the body with the cyclic collector paused (reference counting still frees)."""
    global _depth, _resume
    with _lock:
        if _depth == 0:
            _resume = gc.isenabled()
            if _resume:
                gc.collect()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _resume:
                gc.freeze()
                gc.enable()


# -- a process's start-up ------------------------------------------------------------------
# Importing Chroma, LangChain, pydantic models and the catalogs allocates a few hundred
# thousand objects that live as long as the process; the collector's passes over them were
# ~0.3 s of a cold `cvbot ask` at 1,000 people (1.9 s). The console script pauses the
# collector for its start-up; a session ends the pause once its engine or indexer is built:
# what exists then is frozen (never walked again) and the collector runs as usual.
_start_up = False


def pause_for_start_up() -> None:
    """Pause the cyclic collector until `start_up_done` (the console script's first line)."""
    global _start_up
    if gc.isenabled():
        gc.disable()
        _start_up = True


def start_up_done() -> None:
    """End a start-up pause, if one is on: freeze what the start-up built, resume the
    collector. A no-op in a process that never paused (tests, the library used directly)."""
    global _start_up
    with _lock:
        if _start_up and _depth == 0:
            _start_up = False
            gc.freeze()
            gc.enable()
