"""The user's cache directory for data cvbot derives from its own files (`~/.cache/cvbot/`
on Linux; `CVBOT_MODEL_CACHE` moves it): the embedder's parsed model, the built alias
catalogs. Everything in it can be deleted; it is rebuilt on the next use."""

from __future__ import annotations

import os
from pathlib import Path


def user_cache_root() -> Path:
    from platformdirs import user_cache_dir

    return Path(os.environ.get("CVBOT_MODEL_CACHE") or user_cache_dir("cvbot", appauthor=False))
