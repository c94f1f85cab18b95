"""Role phrases in a question: a role noun ("engineers", "analyst", "PM", "DA", "工程师",
"分析师") with the words before it, read as role families (`ingest.language.ROLE_FAMILIES`).
Shared by `role` (the current title), `years` ("3+ years as a data analyst") and `topic`
("PMs who worked at Spotify")."""

from __future__ import annotations

import re

from ingest.language import (
    NARROWER_FAMILIES,
    ROLE_FAMILIES,
    SENIORITY_WORDS,
    TRADE_NOUN,
    role_families,
)

Span = tuple[int, int]

_NOUN = re.compile(
    r"(?i:\b(?:engineers?|developers?|devs?|analysts?|das?|scientists?|researchers?|managers?|mgrs?|t?pms?|"
    r"designers?|architects?|owners?|sres?|msls?|hrs?|hrbps?|s?qes?|producers?|roles?|positions?|side|"
    r"advocates?|evangelists?|people|ppl|folks)\b)|"
    r"工程师|分析师|经理|研究员|科学家|"
    r"设计师|架构师|开发|岗位|店长|制作人|\bPOs?\b|"
    r"产品汪|产品狗"  # nicknames of a product manager
    # ... or a person of a trade: "nurses", "a paralegal", "护士"
    rf"|{TRADE_NOUN.pattern}"
)
# a verb of being or doing before a role noun, in a Han run: not the role's words
_VERB_BEFORE = re.compile(
    r"[\u4e00-\u9fff]*(?:有过?(?!机)|当过|当了|做过|干过|担任过?|是)(?=[\u4e00-\u9fff])"
)
_BEFORE_WORDS = 3  # "hardware or embedded engineers", "senior data analyst"
_BEFORE_HAN = 6  # "高级数据分析师", "后台开发工程师"


def _phrase_start(text: str, noun_start: int) -> int:
    before = text[:noun_start]
    if re.search(r"[\u4e00-\u9fff]$", before):
        run = re.search(rf"[\u4e00-\u9fff]{{1,{_BEFORE_HAN}}}$", before)
        if run and (verb := _VERB_BEFORE.match(before, run.start())):
            return verb.end()  # "有当过化学老师": the role is "化学老师"
        return run.start() if run else noun_start
    words = list(re.finditer(r"[\w/&+-]+", before))
    kept = [w for w in words[-_BEFORE_WORDS:] if not re.search(r"[,;?.]", before[w.end() :])]
    return kept[0].start() if kept else noun_start


def role_families_in(phrase: str) -> list[str]:
    """The role families a phrase of a question names, in the plural too ("SREs"); a family
    inside a wider one named stands for itself ("product designers": not every designer)."""
    found = role_families(phrase) or role_families(re.sub(r"(?<=[A-Za-z]{2})s\b", "", phrase))
    wider = {w for f in found for w in NARROWER_FAMILIES.get(f, ())}
    return [f for f in found if f not in wider]


# a field one was in, named by the family's own word alone: "who was in research in 2020"
_WAS_IN = re.compile(r"(?i)\b(?:was|were|been|is|are)\s+in\s+([a-z]+)\b")


def role_phrases(text: str) -> list[tuple[int, int]]:
    """Spans of the role phrases a text names ("senior data analyst", "PMs", "后台开发工程师")."""
    out = []
    for m in _NOUN.finditer(text):
        start = _phrase_start(text, m.start())
        found = role_families_in(text[start : m.end()])
        if (
            re.search(r"[\u4e00-\u9fff]\s+$", text[: m.start()])
            and (alone := role_families_in(m.group()))
            and found != alone
        ):
            # "在芯片公司做 TPM": a Latin title apart from Han words that name another field
            start, found = m.start(), alone
        if found:
            out.append((start, m.end()))
    for m in _WAS_IN.finditer(text):
        if any(ROLE_FAMILIES[f].fullmatch(m[1]) for f in role_families_in(m[1])):
            out.append(m.span(1))
    return out


# a field of work after a verb of doing it, no role noun: "现在在字节做算法的", "现在做后端"
_DOING = re.compile(
    # ("做芯片的公司": the company, said by what it does)
    r"(?:做|搞|干)(?:的是)?([\u4e00-\u9fff]{2,4}?)(?=的|$|\s|[，,？?。])(?!的(?:公司|企业|厂))"
)
# ... done before: "在教育公司做过产品的" (the field whole: "做过推荐算法" is work on a topic)
_DONE = re.compile(r"(?:做|搞|干|当)(?:过|了)([\u4e00-\u9fff]{2,4}?)(?=的|$|\s|[，,？?。])")


def doing_fields(text: str, done: bool = False) -> list[tuple[tuple[int, int], list[str]]]:
    """A field of work said with a verb of doing it ("做算法", "搞后端"; with `done`, "做过产品"),
    where, with its role families."""
    if not done:
        found = ((m.span(), role_families_in(m.group(1))) for m in _DOING.finditer(text))
        return [(span, families) for span, families in found if families]
    return [
        (m.span(), families)
        for m in _DONE.finditer(text)
        if (families := [f for f in role_families_in(m[1]) if ROLE_FAMILIES[f].fullmatch(m[1])])
    ]


def doing_phrases(text: str) -> list[tuple[int, int]]:
    """Spans of a field of work said with a verb of doing it ("做算法", "搞后端"): the role
    of the current title when the question says now (`role`), not a topic's alternative."""
    return [span for span, _ in doing_fields(text)]


def level_heads_apart(text: str, spans: list[Span]) -> list[Span]:
    """The spans, but a level word that heads a role's title ("store managers": the level
    is asked, and the role too, so "店长" meets it)."""
    heads = [(lo, hi) for lo, hi in role_phrases(text) if role_families_in(text[lo:hi])]
    return [
        (lo, hi)
        for lo, hi in spans
        if not any(a < lo and hi == b for a, b in heads)
        or not any(p.search(re.sub(r"(?<=[a-z])s$", "", text[lo:hi])) for _, p in SENIORITY_WORDS)
    ]
