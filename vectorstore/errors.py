"""Errors that carry a message meant for the person using cvbot, and the translation of
Chroma's own errors into them."""

from __future__ import annotations

import errno
import functools
from collections.abc import Callable
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


class UserFacingError(Exception):
    """An error whose `user_message` can be shown as is (CLI line, Slack reply)."""

    def __init__(self, user_message: str) -> None:
        super().__init__(user_message)
        self.user_message = user_message


class StoreUnavailableError(UserFacingError):
    """The Chroma server cannot be reached."""


class IndexLockedError(UserFacingError):
    """Another process owns the embedded index."""


class StoreFullError(UserFacingError):
    """The disk under the index is full (or a file-size limit was hit)."""


class EmbedderMismatchError(UserFacingError):
    """The index was built with another embedder than the one configured."""


def _connection_error(exc: Exception) -> bool:
    text = f"{type(exc).__name__}: {exc}".lower()
    return any(
        word in text
        for word in ("connect", "connection", "timed out", "timeout", "unreachable", "refused")
    )


def _disk_full(exc: BaseException) -> bool:
    text = f"{type(exc).__name__}: {exc}".lower()
    if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EFBIG, errno.EDQUOT):
        return True
    return any(
        word in text
        for word in (
            "no space left",
            "file too large",
            "disk is full",
            "quota exceeded",
            "disk i/o error",
        )
    )


def _write_not_applied(exc: BaseException) -> bool:
    """Chroma's embedded store reports a write its SQLite could not apply (a full disk, a
    file-size limit, an I/O error) only as a failed compaction."""
    text = str(exc).lower()
    return "error in compaction" in text or "failed to apply logs" in text


def translate_errors(func: Callable[P, R]) -> Callable[P, R]:
    """Turn a lost Chroma server into `StoreUnavailableError` with a readable message."""

    @functools.wraps(func)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return func(*args, **kwargs)
        except UserFacingError:
            raise
        except Exception as exc:
            store = args[0] if args else None
            url = getattr(store, "url", None)
            if _disk_full(exc) or (not url and _write_not_applied(exc)):
                raise StoreFullError(
                    "The disk under the index is full or failing (a write was refused). The "
                    "index is intact: free space and run the command again; CVs that were "
                    "being written are completed then."
                ) from exc
            if url and _connection_error(exc):
                raise StoreUnavailableError(
                    f"The Chroma server at {url} is not reachable ({type(exc).__name__}). "
                    "Check that `chroma run` is up; nothing was lost, retry when it is back."
                ) from exc
            raise

    return wrapper
