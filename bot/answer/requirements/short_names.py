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
    "ing", "asos",  # (a word's ending, "ing." a Dutch engineer's degree)
}  # fmt: skip


@lru_cache(maxsize=4)
def lower_acronyms(catalog: OrgCatalog) -> re.Pattern[str] | None:
    words = (
        {
            a.lower()
            for org_id in catalog.ids()
            for a in [*catalog.aliases(org_id), catalog.display(org_id)]
            # "any pku people", "any msft alumni", "the group that owns b&q"
            if re.fullmatch(r"[A-Z]{3,8}|[A-Z]{1,2}&[A-Z]{1,2}", a)
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


def names_in(orgs: OrgCatalog, text: str) -> list[tuple[int, str]]:
    """The whole names a piece of a clause holds: itself, or its parts joined by "and" / "和",
    or names run together in Chinese ("蚂蚁淘宝"), each one the catalog's whole name."""
    out: list[tuple[int, str]] = []
    for part in re.finditer(r"[^\s和与及、]+(?:\s+(?!(?:and|or)\b)[^\s和与及、]+)*", text):
        words, at = part.group(), part.start()
        if len(words) < 2 or re.fullmatch(r"(?i:and|or)", words):
            continue
        if len(orgs.named_exactly(words)) == 1:
            out.append((at, words))
            continue
        k = 0
        while k < len(words) and re.match(r"[\u4e00-\u9fff]", words[k:]):  # longest name first
            sizes = range(min(6, len(words) - k), 1, -1)  # (two characters at least)
            size = next((n for n in sizes if len(orgs.named_exactly(words[k : k + n])) == 1), 0)
            if size:
                out.append((at + k, words[k : k + size]))
            k += size or 1
    return out


# one word where a place is named, read as a whole name ("ex-Ali", "at ali", "在亚麻")
WORD_AT_PLACE = re.compile(
    r"(?:(?i:\b(?:at|from|joined|ex-|former|went\s+to)\s*)([A-Za-z][\w&.-]{1,20})\b|"
    # "有成电的人吗": a short name that is a place only as a whole name ("成电" in 集成电路)
    r"(?:(?<=^有)(?!没有|无|谁)|(?<=^有没有)|(?<=^有无)|(?<=^有谁))([\u4e00-\u9fff]{2,4})(?=的(?:人|同学|候选人))|"
    # "在中金全职超过5年的", "中金实习过后来…": a short name where a stay there is said
    r"(?:(?<=^)(?!在)|(?<=在))([\u4e00-\u9fff]{2,4}?)(?=(?:全职|实习|工作|上班|待过|干过|任职))|"
    # "21年那会儿谁在道通", "有人在亚麻吗": a short name ending the stay someone is asked about
    r"(?:(?<=谁在)|(?<=人在)|(?<=曾在)|(?<=还在))([\u4e00-\u9fff]{2,4})(?=\s*(?:$|[？?吗呢的，,])))"
)
