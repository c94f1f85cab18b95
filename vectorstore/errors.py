"""Errors that carry a message meant for the person using cvbot."""


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
