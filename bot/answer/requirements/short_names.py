"""Organisations a question names in short: the catalog's acronyms typed in lower case ("any
msft alumni", "from byd to nio"), written in capitals as the catalog matches them, and of
several names the parents alone ("jd": JD.com, not JD Technology under it)."""

from __future__ import annotations

import re
from functools import lru_cache

from ingest.language import EN_STOP
from ingest.orgs import OrgCatalog

# acronyms of the catalog typed in lower case ("any msft alumni", "at amzn"); not those that
# are words ("meta", "fair") or names written that way anyway ("vivo")
_WORDS_NOT_ACRONYMS = {
    "apple", "meta", "fair", "oracle", "mila", "vivo", "oppo", "nasa",
    "arm", "bat", "bit", "hit", "red", "sap", "ups", "kit", "cas", "ant", "tcl",
}  # fmt: skip


@lru_cache(maxsize=4)
def lower_acronyms(catalog: OrgCatalog) -> re.Pattern[str] | None:
    words = (
        {
            a.lower()
            for org_id in catalog.ids()
            for a in catalog.aliases(org_id)
            if re.fullmatch(r"[A-Z]{3,8}", a)  # "any pku people", "any msft alumni"
        }
        - _WORDS_NOT_ACRONYMS
        - EN_STOP
    )
    if not words:
        return None
    # ... or capitalised, as a moved-to name is ("from byd to Nio")
    typed = sorted(words | {w.capitalize() for w in words})
    return re.compile(r"(?<![\w-])(?:" + "|".join(typed) + r")(?![\w-])")


def acronyms_upper(catalog: OrgCatalog, text: str) -> str:
    """`text` with the catalog's acronyms typed in lower case written in capitals (same
    length: spans still fit)."""
    pattern = lower_acronyms(catalog)
    return pattern.sub(lambda m: m.group().upper(), text) if pattern else text


def parents_only(orgs: OrgCatalog, named: set[str]) -> set[str]:
    """The names without those under another of them ("jd": JD.com, and JD Technology under
    it: the parent)."""
    return {n for n in named if not any(n != o and orgs.under(n, {o}) for o in named)}


# a lower-case word in a list of places: "google / apple / meta", "applied materials or lam"
LISTED_LOWER = re.compile(
    r"(?:(?<=[/,、])|(?<=\bor\s)|(?<=\band\s))\s*([a-z][a-z0-9&-]{1,20})"
    r"(?=\s*(?:[/,、?？]|$|\betc\b|等|\b(?:people|folks|ppl|alumni|guys)\b))"
)
