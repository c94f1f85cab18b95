"""Where an employer a question describes is from: "the Finnish phone company", "那家德国物流
巨头", "日企", "a Japanese company", "外企". A kind of employer with its country ("a Swedish
telecom gear maker") is met only by a position in that kind at an employer from there
(`industry=telecom@se`); a country alone ("日企", "German companies") by any employer from
there (`industry=@jp`); "外企" / "外资" by one from outside mainland China (`industry=@abroad`).
An employer is from where it is headquartered (`ingest.employer_countries`), so a described
employer the catalog does not place meets nothing: "no one" rather than anyone of the kind.
Read with the kinds of employer (`industry.py`), whose clauses and figures carry the key."""

from __future__ import annotations

import re
from functools import cache

from ingest.study_places import ABROAD, alternation, countries

_NOUN = (
    r"compan(?:y|ies)|firms?|employers?|multinationals?|corporations?|corporates?|MNCs?|"
    r"enterprises?|businesses"
)
# words between a country and the kind it qualifies: "the big Swedish telecom maker", "芬兰
# 老牌手机公司", "德国的车企"
_FILLER_EN = r"(?:(?:big|large|major|old|well-known|famous|leading|giant|global|huge)\s+){0,2}"
_FILLER_ZH = r"(?:老牌|大型|知名|著名|头部|顶级|传统|百年|的|那家|那个|\s)*"
_FOREIGN = re.compile(r"外企|外资(?:企业|公司|背景)?|外国(?:的)?(?:公司|企业)")
# ... said of a kind: "外资银行", "foreign banks" (from outside mainland China)
_FOREIGN_WORDS = ("外资", "外国", "foreign")


@cache
def _words() -> dict[str, str]:
    """Each name or adjective of a country (no cities) → its id."""
    return {
        w.lower(): c.id
        for c in countries().countries
        for w in (c.en, c.zh, *c.words, *c.adjectives)
    }


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    words = _words()
    # short capitals ("US", "UK") only as written: "us" is a pronoun
    caps = [w for w in words if w.isascii() and len(w) <= 3]
    latin = [w for w in words if w.isascii() and len(w) > 3]
    han = [w for w in words if not w.isascii()]
    short = {c.short for c in countries().countries if c.short}
    latin_re = rf"(?:\b(?i:{alternation(latin)})|\b(?:{'|'.join(w.upper() for w in caps)}))"
    country = (
        rf"(?:{latin_re}(?:-(?i:based|headquartered))?|{alternation(han)}|外资|外国|(?i:foreign))"
    )
    before = re.compile(
        rf"(?:(?:那家|那个|这家|(?i:the|that)\s+){_FILLER_EN})?({country})(?:\s+{_FILLER_EN}|{_FILLER_ZH})$"
    )
    alone = re.compile(
        rf"({latin_re})(?:-(?i:based|headquartered))?\s+{_FILLER_EN}(?i:{_NOUN})\b|"
        rf"({alternation(han)})(?:的)?(?:公司|企业)|([{''.join(sorted(short))}])企(?!业|划|鹅)|"
        # where the company's head office is: "a company HQ'd in sweden", "总部在瑞典的企业"
        rf"(?i:(?:{_NOUN})\s+(?:(?:that|which)\s+(?:is|was|are)\s+)?(?:hq['’]?d|headquartered)\s+"
        rf"in\s+)({latin_re})|总部(?:在|位于|设在)\s*({alternation(han)})的?(?:公司|企业|东家|雇主)"
    )
    return before, alone


def _country_id(word: str) -> str | None:
    word = re.sub(r"(?i)-(?:based|headquartered)$", "", word)
    if word.lower() in _FOREIGN_WORDS:
        return ABROAD
    if (cid := _words().get(word.lower())) is not None:
        return cid
    return next((c.id for c in countries().countries if c.short == word), None)


def country_before(text: str, start: int) -> tuple[str, int] | None:
    """The country said right before a kind of employer at `start` and where it begins."""
    m = _patterns()[0].search(text, 0, start)
    cid = _country_id(m[1]) if m else None
    return (cid, m.start()) if m and cid else None


def countries_alone(text: str) -> dict[str, list[tuple[int, int]]]:
    """Employers said by their country alone: "日企", "German companies", "外企" (`@jp`)."""
    found: dict[str, list[tuple[int, int]]] = {}
    for m in _patterns()[1].finditer(text):
        if cid := _country_id(m[1] or m[2] or m[3] or m[4] or m[5]):
            found.setdefault(f"@{cid}", []).append(m.span())
    for m in _FOREIGN.finditer(text):
        found.setdefault(f"@{ABROAD}", []).append(m.span())
    return found


# the rest of a description of one employer: "从埃因霍温那家…", "那个做速溶咖啡的…", "the
# yellow german …", "… out of eindhoven"
_DETERMINER_ZH = re.compile(
    r"(?:在|从|去|进|于|过|有)?([^，。？！,.?!\s在从]{0,12}?(?:那家|那个|这家|那一家)[^，。？！,.?!]{0,24})$"
)
_BEFORE_DETERMINER = re.compile(r"(?:在|从|去|进|于|过|有)([^，。？！,.?!\s在从有]{1,8})$")
_DETERMINER_EN = re.compile(r"(?i)\b(?:the|that)\s+(?:[a-z-]+\s+){0,2}$")
_FROM_PLACE = re.compile(r"(?i)\s+(?:out\s+of|based\s+in|headquartered\s+in|from)\s+([a-z][\w-]+)")


def _description(text: str, lo: int, hi: int) -> tuple[int, int]:
    if (m := _DETERMINER_ZH.search(text, 0, lo)) is not None:
        lo = m.start(1)
    if text.startswith(("那家", "那个", "这家", "那一家"), lo) and (
        m := _BEFORE_DETERMINER.search(text, 0, lo)
    ):
        lo = m.start(1)
    elif (m := _DETERMINER_EN.search(text, 0, lo)) is not None:
        lo = m.start()
    after = _FROM_PLACE.match(text, hi)
    if after and countries().named_in(after[1].title()):
        hi = after.end()
    return lo, hi


_LIST_GAP = re.compile(r"\s*(?:和|与|及|、|/|,|，|或|(?i:or|and|&))?\s*")


def _listed(text: str, first: tuple[int, int], then: tuple[int, int]) -> bool:
    """`then` follows `first` in one list of kinds (overlapping, or only a joiner between)."""
    return then[0] <= first[1] or bool(_LIST_GAP.fullmatch(text, first[1], then[0]))


def qualified(
    text: str, found: dict[str, list[tuple[int, int]]]
) -> dict[str, list[tuple[int, int]]]:
    """The kinds of employer found, each said with a country keyed by both (`telecom@fi`,
    its span from the country on); and the employers said by their country alone."""
    said = {span: country_before(text, span[0]) for spans in found.values() for span in spans}
    for span in sorted(said):  # "芬兰手机和通信设备公司": the country of a list's first kind
        before = [s for s in said if s[0] < span[0] and said[s] and _listed(text, s, span)]
        if said[span] is None and before:
            said[span] = (said[before[-1]] or ("", 0))[0], span[0]
    out: dict[str, list[tuple[int, int]]] = {}
    for industry, spans in found.items():
        for lo, hi in spans:
            c = said[(lo, hi)]
            key, span = (
                (f"{industry}@{c[0]}", _description(text, min(c[1], lo), hi))
                if c
                else (industry, (lo, hi))
            )
            out.setdefault(key, []).append(span)
    taken = [s for spans in out.values() for s in spans]
    for key, spans in countries_alone(text).items():
        free = [s for s in spans if not any(a < s[1] and s[0] < b for a, b in taken)]
        if free:
            out.setdefault(key, []).extend(free)
    return out
