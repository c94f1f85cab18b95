"""Per-file ingestion errors: each names the reason in words a user understands."""

from vectorstore.errors import UserFacingError


class CVFileError(UserFacingError):
    """This file cannot be indexed (the batch goes on)."""
