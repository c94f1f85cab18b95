"""A move between two named employers, the first left for the second: "anyone who went from
SF Express to Alibaba", "从阿里跳到字节的", "ex-Google folks now at Meta" is not one (two
places, no move word). Met by the record's full-time positions (`ingest.career_moves.
employer_moves`: `employer_moves=sf-express_to_alibaba`, by each organisation's top parent),
quoting the two positions; the places stay places too (their lines are quoted)."""

from __future__ import annotations

import itertools
import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.places import names_capitalised
from bot.answer.requirements.reading import Kind, Reading
from bot.answer.requirements.short_names import acronyms_upper
from ingest.career_moves import employer_moves

# the words between the two names: "from X to Y", "left X for Y", "从X跳到Y", "X跳槽去了Y"
_FROM = re.compile(r"(?i:\b(?:from|left|quit|leaving|ex-?)\s*$)|从\s*$|离开\s*$")
_TO = re.compile(
    r"(?i:^\s*(?:to|for|into|and\s+(?:then\s+)?(?:joined|went\s+to|moved\s+to))\s*$|"
    r"^\s*(?:->|→|⟶|=>)\s*$)|^\s*(?:的)?\s*(?:跳槽|跳|转|换|去|来)(?:了|到|去|槽到|槽去)*\s*$"
)
# the move itself: "went from", "moved from", "跳到"
_MOVE_WORDS = re.compile(
    r"(?i:\b(?:went|moved|moving|switched|jumped|hopped|came|transferred|left|quit)\b)|跳|转|换|去了"
)


def read(r: Reading) -> None:
    # ("from byd to nio": the catalog's acronyms typed in lower case)
    for a, b in itertools.pairwise(r.orgs.find(acronyms_upper(r.orgs, names_capitalised(r.text)))):
        between = r.text[a.end : b.start]
        said = _FROM.search(r.text, max(0, a.start - 12), a.start)
        if not (said or re.search(r"跳|转|换|去", between)):
            continue
        if not _TO.search(between) or not (said or _MOVE_WORDS.search(r.text)):
            continue
        x, y = r.orgs.lineage(a.id)[-1], r.orgs.lineage(b.id)[-1]
        if x == y:
            continue
        start = said.start() if said else a.start
        verb = list(_MOVE_WORDS.finditer(r.text[: a.start]))
        start = min(start, verb[-1].start()) if verb and a.start - verb[-1].end() <= 20 else start
        r.c.record.add(
            Asked(
                clauses=[f"employer_moves={x}_to_{y}"],
                spans=[(start, b.end)],
                figure=employer_moves,
            )
        )
        return


KIND = Kind("move between employers", read)
