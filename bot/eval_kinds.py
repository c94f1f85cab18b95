"""Question kinds for `cvbot eval`: which kind of question each eval item is, so results can
be grouped ("where does it fail?").

Kinds come from three places, merged:

1. ``tags: [employer, cross-lingual]`` (or ``kind: employer``) on a question in the YAML;
2. a bracketed comment after the question, as the real-CV dev set writes them, e.g.
   ``# [A conjunctive degree AND school; zh question, en-only evidence]``: the leading letter
   A–H maps to a kind (A conjunctive, B employer/school, C skill, D venue, E empty-gold,
   F 6+ answers, G time/role, H one person) and the words of the first ``;``-segment add
   subject kinds (``employer``, ``school``, ``degree``, ``skill``, ``publication``/
   ``service``/``author`` → venue);
3. derived: ``empty-gold`` when the gold set is empty, and ``cross-lingual`` when some gold
   person's evidence is only in the other language than the question's. Evidence comments
   (``# + D3 cv_03.pdf L12: "quote"``) name the file; a header comment line
   ``#   cv_03.pdf  D3  Name  zh  -- note`` gives that file's language (``en+zh`` counts as
   both); a file with no language line falls back to the quote's own script.

The question's language is "zh" when Chinese dominates its text, else "en".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ingest.language import detect_language

# Table order: subject kinds, then shape kinds; other user tags follow alphabetically.
KIND_ORDER = (
    "employer",
    "school",
    "degree",
    "skill",
    "topic",
    "venue",
    "conjunctive",
    "cross-lingual",
    "empty-gold",
    "time/role",
    "6+ answers",
    "one person",
    "award",
)

LETTER_KINDS = {
    "A": "conjunctive",
    "C": "skill",
    "D": "venue",
    "E": "empty-gold",
    "F": "6+ answers",
    "G": "time/role",
    "H": "one person",
}  # B is "employer or school": its words say which.

_SYNONYMS = {
    "company": "employer",
    "work": "employer",
    "university": "school",
    "education": "school",
    "skills": "skill",
    "tool": "skill",
    "publication": "venue",
    "publications": "venue",
    "service": "venue",
    "author": "venue",
    "empty": "empty-gold",
    "nobody": "empty-gold",
    "crosslingual": "cross-lingual",
    "cross-language": "cross-lingual",
    "time": "time/role",
    "role": "time/role",
    "time-role": "time/role",
}

_SUBJECT_WORDS = re.compile(
    r"\b(employer|school|degree|skill|publication|service|author|venue)\b", re.IGNORECASE
)
_TAG_COMMENT = re.compile(r"^\s*#\s*\[(?P<body>[^\]]*)\]")
_EVIDENCE = re.compile(
    r"^\s*#\s*\+\s*(?P<key>[^\s:]+)\s+(?P<file>[^\s:]+\.[A-Za-z0-9]+)\b[^:]*:\s*(?P<quote>.*)$"
)
_FILE_LANGUAGE = re.compile(
    r"^#\s+(?P<file>[^\s+\-\[#][^\s]*\.[A-Za-z0-9]+)\s+.*?\s"
    r"(?P<lang>(?:en|zh)(?:\+(?:en|zh))?)\s+--"
)
_ITEM = re.compile(r"^(?P<indent>\s*)-\s")


def normalize_kind(tag: str) -> str:
    """One kind name for a user's tag ("Publication" → "venue"); unknown tags are kept."""
    key = tag.strip().lower()
    return _SYNONYMS.get(key, key)


def kinds_from_comment(body: str) -> list[str]:
    """Kinds named by a bracketed dev-set comment: its letter and its first segment's words."""
    head = body.split(";", 1)[0].strip()
    kinds: list[str] = []
    first = head.split(maxsplit=1)[0] if head else ""
    if first in LETTER_KINDS:
        kinds.append(LETTER_KINDS[first])
    kinds += [normalize_kind(w) for w in _SUBJECT_WORDS.findall(head)]
    return list(dict.fromkeys(kinds))


@dataclass
class CommentNotes:
    """What the comments after one question say."""

    kinds: list[str] = field(default_factory=list)
    evidence: list[tuple[str, str, str]] = field(default_factory=list)  # (key, file, quote)


@dataclass
class SetNotes:
    """Comments of a whole eval file: per question (in order) and file languages."""

    questions: list[CommentNotes]
    file_languages: dict[str, set[str]]


def parse_comments(text: str) -> SetNotes:
    """Read the comments of an eval YAML: a note per item of its `questions:` list."""
    file_languages: dict[str, set[str]] = {}
    notes: list[CommentNotes] = []
    in_questions = False
    indent: str | None = None
    for line in text.splitlines():
        if m := _FILE_LANGUAGE.match(line):
            file_languages[m["file"]] = set(m["lang"].split("+"))
            continue
        if re.match(r"^questions\s*:", line):
            in_questions = True
            continue
        if not in_questions:
            continue
        if re.match(r"^\S", line) and not line.startswith("#"):
            in_questions = False  # another top-level key
            continue
        item = _ITEM.match(line)
        if item and (indent is None or item["indent"] == indent):
            indent = item["indent"]
            notes.append(CommentNotes())
            continue
        if not notes:
            continue
        if m := _TAG_COMMENT.match(line):
            notes[-1].kinds += kinds_from_comment(m["body"])
        elif m := _EVIDENCE.match(line):
            notes[-1].evidence.append((m["key"], m["file"], m["quote"].strip().strip('"')))
    return SetNotes(questions=notes, file_languages=file_languages)


def is_cross_lingual(
    question: str, notes: CommentNotes, file_languages: dict[str, set[str]]
) -> bool:
    """True when some gold person's evidence is only in the other language."""
    q_lang = detect_language(question)
    langs: dict[str, set[str]] = {}
    for key, file, quote in notes.evidence:
        langs.setdefault(key, set()).update(file_languages.get(file) or {detect_language(quote)})
    return any(q_lang not in found for found in langs.values())


def ordered_kinds(kinds: list[str]) -> list[str]:
    """Kinds deduplicated, in table order (known kinds first, then others alphabetically)."""
    unique = set(kinds)
    known = [k for k in KIND_ORDER if k in unique]
    return known + sorted(unique - set(KIND_ORDER))
