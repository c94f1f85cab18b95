"""Section-aware chunks: every chunk of an entry starts with the entry's header, and long
entries are split on line boundaries with overlap. Sizes are counted in tokens where a CJK
character is one token, as in multilingual models."""

from __future__ import annotations

import re

from ingest.language import (
    HAN_WIDE,
    ORG_WORD,
    SCHOOL_WORD,
    addressed_lines,
    detect_language,
    first_segment,
)
from ingest.metadata import SectionKind
from ingest.models import Chunk, Entry, Language, ParsedCV, Section, TextLine
from ingest.normalize import count_tokens

_SENTENCE_SPLIT = re.compile(r"(?<=[。；;！？!?])|(?<=\.)\s+(?=[A-Z])")
_HEADER_MAX_CHARS = 240


def _split_long_line(line: TextLine, budget: int) -> list[TextLine]:
    """Split a line longer than `budget` tokens at sentence ends, then hard at tokens."""
    if count_tokens(line.text) <= budget:
        return [line]
    pieces: list[str] = []
    current = ""
    for sentence in (s for s in _SENTENCE_SPLIT.split(line.text) if s and s.strip()):
        if current and count_tokens(current + sentence) > budget:
            pieces.append(current)
            current = ""
        current += sentence
    if current:
        pieces.append(current)
    out: list[str] = []
    for piece in pieces:
        while count_tokens(piece) > budget:
            # cut at the character where the token budget runs out
            cut = len(piece)
            for n, match in enumerate(re.finditer(rf"[{HAN_WIDE}]|\S+", piece), start=1):
                if n > budget:
                    cut = match.start()
                    break
            out.append(piece[:cut].strip())
            piece = piece[cut:]
        if piece.strip():
            out.append(piece.strip())
    return [TextLine(text=p, page=line.page) for p in out if p]


def entry_employer_or_school(section: Section, entry: Entry) -> tuple[str | None, str | None]:
    header = entry.parent_header or entry.header
    if not header:
        return None, None
    org_lines = [first_segment(h) for h in header if ORG_WORD.search(first_segment(h))]
    raw = org_lines[0] if org_lines else first_segment(header[0])
    name = raw.strip(" :：") or None
    if section.kind == SectionKind.EDUCATION or (name and SCHOOL_WORD.search(name)):
        return None, name
    if section.kind in {SectionKind.EXPERIENCE, SectionKind.ACTIVITIES, SectionKind.TEACHING}:
        return name, None
    return None, None


def _pack(body: list[TextLine], budget: int, overlap: int) -> list[list[TextLine]]:
    lines = [piece for line in body for piece in _split_long_line(line, budget)]
    groups: list[list[TextLine]] = []
    current: list[TextLine] = []
    tokens = 0
    for line in lines:
        n = count_tokens(line.text)
        if current and tokens + n > budget:
            groups.append(current)
            current = current[-overlap:] if overlap else []
            if sum(count_tokens(x.text) for x in current) + n > budget:
                current = []
            tokens = sum(count_tokens(x.text) for x in current)
        current.append(line)
        tokens += n
    if current:
        groups.append(current)
    return groups


def _addressed_text(section: Section) -> set[str]:
    """Lines of a section that address an AI or a reader (instructions, even when wrapped
    over several lines that the layout parser split into headers and bullets)."""
    lines: list[str] = []
    for entry in section.entries:
        lines += entry.header
        lines += [x.text for x in entry.body]
    return {lines[i] for i in addressed_lines(lines)}


def chunk_cv(
    cv: ParsedCV,
    sections: list[Section],
    candidate_id: str,
    max_tokens: int = 160,
    overlap_lines: int = 1,
) -> list[Chunk]:
    chunks: list[Chunk] = []
    flagged: list[TextLine] = []
    for section in sections:
        addressed = _addressed_text(section)
        for entry in section.entries:
            flagged += [TextLine(text=h, page=entry.page) for h in entry.header if h in addressed]
            flagged += [x for x in entry.body if x.text in addressed]
            entry = entry.model_copy(
                update={
                    "header": [h for h in entry.header if h not in addressed],
                    "parent_header": [h for h in entry.parent_header if h not in addressed],
                    "body": [x for x in entry.body if x.text not in addressed],
                }
            )
            if not entry.body and not entry.header:
                continue
            header = entry.header_text[:_HEADER_MAX_CHARS]
            employer, school = entry_employer_or_school(section, entry)
            budget = max(32, max_tokens - count_tokens(header))
            groups = _pack(entry.body, budget, overlap_lines) if entry.body else [[]]
            for group in groups:
                body = "\n".join(line.text for line in group)
                text = "\n".join(part for part in (header, body) if part)
                if not text.strip():
                    continue
                page = next((x.page for x in group if x.page), entry.page)
                lang: Language = "zh" if detect_language(text) == "zh" else "en"
                n = len(chunks)
                chunks.append(
                    Chunk(
                        id=f"{cv.doc_id}:{n}",
                        doc_id=cv.doc_id,
                        candidate_id=candidate_id,
                        n=n,
                        text=text,
                        section=section.kind,
                        section_title=section.title,
                        entry_header=header,
                        header_lines=[*entry.parent_header, *entry.header],
                        page=page,
                        source=cv.source,
                        file_name=cv.file_name,
                        language=lang,
                        employer=employer,
                        school=school,
                        ocr_confidence=cv.ocr_pages.get(page) if page else None,
                    )
                )
    if flagged:  # instructions aimed at an AI: indexed for audit, never used as evidence
        n = len(chunks)
        text = "\n".join(x.text for x in flagged)
        chunks.append(
            Chunk(
                id=f"{cv.doc_id}:{n}", doc_id=cv.doc_id, candidate_id=candidate_id, n=n,
                text=text, section=SectionKind.FLAGGED,
                section_title="Flagged: instructions to an AI",
                entry_header="", page=flagged[0].page, source=cv.source, file_name=cv.file_name,
                language="zh" if detect_language(text) == "zh" else "en",
            )
        )  # fmt: skip
    return chunks
