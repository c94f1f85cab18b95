"""What one CV file says, from its bytes alone: its format, its owner's profile and its
chunks. A pure function of the file (no index, no other CV), so large ingests run it in the
worker processes; the chunks get their candidate id later, once identity is resolved in
file order."""

from __future__ import annotations

from pydantic import BaseModel

from ingest.chunking import chunk_cv
from ingest.errors import CVFileError
from ingest.models import Chunk, Profile
from ingest.parsers import parse_bytes
from ingest.profile import extract_profile
from ingest.sections import split_sections


class Analysis(BaseModel):
    format: str
    profile: Profile
    chunks: list[Chunk]


def analyse(
    data: bytes,
    source: str,
    file_name: str,
    override: str | None,
    max_bytes: int,
    chunk_tokens: int,
    overlap_lines: int,
) -> Analysis:
    """Parse, split into sections, extract the profile and chunk one CV. Raises
    `CVFileError` for a file that cannot be indexed."""
    parsed = parse_bytes(data, source, file_name, max_bytes)
    sections = split_sections(parsed)
    profile = extract_profile(parsed, sections, override)
    chunks = chunk_cv(parsed, sections, "", chunk_tokens, overlap_lines)
    if not chunks:
        raise CVFileError("no indexable text after parsing")
    return Analysis(format=parsed.format, profile=profile, chunks=chunks)
