"""Words run together in a PDF's text put apart again.

A résumé typeset with tight kerning places its words by moving the pen rather than by space
characters, and pypdf can then give a line with its spaces lost ("SunYat-senUniversity",
"LearningDegradationPriorsforReal-World"): no name in it matches the catalog or a question.
pdfium reads the gaps between glyphs and keeps those spaces. A line is taken from pdfium's
reading only where the two are the same characters once spaces are removed, so nothing but
spaces ever changes.
"""

from __future__ import annotations

import re

# a lower-case letter run straight into a capital inside one token, twice ("SunYat-senUniv…")
# ... or a run of three or more: camel-cased product names have one ("JavaScript", "PyTorch")
_RUN_TOGETHER = re.compile(r"[a-z][A-Z](?=\S*[a-z][A-Z])")
_JOIN = re.compile(r"[a-z][A-Z]")


def runs_together(text: str) -> bool:
    """A page's text has a token with two or more words run together."""
    return bool(_RUN_TOGETHER.search(text))


def _bare(text: str) -> str:
    return "".join(text.split())


def respaced(lines: list[str], other: str) -> list[str]:
    """`lines` with each line that runs words together replaced by the line of `other` (the
    same page read by pdfium) that has the same characters and more spaces."""
    spaced: dict[str, str] = {}
    for line in other.split("\n"):
        bare = _bare(line)
        if bare and line.count(" ") > 0:
            spaced.setdefault(bare, line.strip())
    out = []
    for line in lines:
        better = spaced.get(_bare(line)) if _JOIN.search(line) else None
        if better is not None and better.count(" ") > line.count(" "):
            out.append(better)
        else:
            out.append(line)
    return out
