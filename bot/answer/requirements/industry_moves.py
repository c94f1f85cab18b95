"""A kind of employer left for an employer of no such kind: "lawyers who moved from a law
firm to in-house", "agency side to brand side", "从四大跳到甲方的" (`moved_out_of=law_firms`,
met by `ingest.industries.moves_out_of`), read beside `industry`."""

from __future__ import annotations

import re

from ingest.language import MOVING

# "from a law firm to in-house", "agency side to brand side", "从律所出来去甲方": the kind
# left for an employer not of it
_IN_HOUSE_AFTER = re.compile(
    r"(?i:\s*(?:to|into|for|then|and\s+(?:then\s+)?(?:went|moved))?\s*"
    # ... or where they are now: "ex-Big Four, now working in-house"
    r"(?:,?\s*(?:and\s+)?(?:now|currently)\s+(?:(?:working|works?|based)\s+)?)?(?:an?\s+|the\s+)?"
    r"(?:in[- ]house|client[- ]side|brand[- ]side)\b"
    r"(?:\s+(?:brand|marketing|legal|finance|tax|audit|design)?\s*"
    r"(?:teams?|roles?|jobs?|positions?))?)|"
    r"\s*(?:出来|出身)?\s*(?:(?:跳槽|跳|转|去|到)(?:了|到|去)*|[，,]?\s*(?:现在|目前|如今)\s*在)"
    r"\s*(?:甲方|企业内部|公司内部)"
)


def in_house_after(text: str, found: dict[str, list[tuple[int, int]]]) -> tuple[int, int] | None:
    """The words after the kind named that say its people moved in-house, with a move word."""
    end = max(hi for spans in found.values() for _, hi in spans)
    m = _IN_HOUSE_AFTER.match(text, end)
    return m.span() if m and MOVING.search(text) else None
