"""A chunk of a CV read as lines, and where an organisation is named on one.

`ChunkView` puts a chunk's entry header lines (verbatim) before its body lines and marks
the lines addressed to an AI; a `Mention` is an organisation named on one of those lines.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ingest.language import addressed_lines
from ingest.metadata import ChunkMetadata, SectionKind
from vectorstore.store import StoredRecord

NON_WORK_SECTIONS = {
    SectionKind.PUBLICATIONS,
    SectionKind.SERVICE,
    SectionKind.AWARDS,
    SectionKind.SKILLS,
    SectionKind.LANGUAGES,
    SectionKind.PATENTS,
}


@dataclass(frozen=True)
class Mention:
    """An organisation named on a line: catalog id (or `cv:<key>`) and where it is."""

    chunk: int
    line: int
    org: str
    start: int
    end: int


@dataclass
class ChunkView:
    """A chunk as lines: entry header lines first (verbatim), then the body lines."""

    lines: list[str]
    n_header: int
    section: str
    section_title: str
    candidate: str
    doc_id: str
    entry: str
    addressed: set[int] = field(default_factory=set)

    def is_header(self, j: int) -> bool:
        return j < self.n_header


def chunk_view(record: StoredRecord) -> ChunkView:
    meta = ChunkMetadata.from_chroma(record.metadata)
    header_lines = [h for h in meta.header_lines if h.strip()]
    body = record.document.split("\n")
    if header_lines:
        body = body[1:]  # the first line of the text is the joined header
    lines = header_lines + [ln for ln in body if ln.strip()]
    section = str(meta.section)
    view = ChunkView(
        lines=lines,
        n_header=len(header_lines),
        section=section,
        section_title=meta.section_title,
        candidate=meta.candidate_id,
        doc_id=meta.doc_id,
        entry=meta.entry_header,
    )
    view.addressed = (
        set(range(len(lines))) if section == SectionKind.FLAGGED else addressed_lines(lines)
    )
    return view
