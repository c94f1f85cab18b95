"""Reading a question: its language, the places of work or study it names, a degree it
requires, the topic words, section hints and whether it follows up on the last answer
(`analyze`, a `Question`), and what it requires (`constraints_of`, `Constraints`: the
registered requirement kinds of `bot.answer.requirements` read it in turn). The words live
in `ingest.language`."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date

from bot.answer.requirements import ANY_DEGREE, Constraints, Reading, read_constraints
from bot.answer.requirements.topic import (
    NAMED_TERM,
    alternatives,
    every_alternative,
    topic_words,
)
from ingest.language import (
    ASKS_WHO,
    DEGREE_PATTERNS,
    EN_STOP,
    FOLLOWUP,
    HAN,
    NO_PLACE,
    ORG_SUFFIX_WORD,
    ORG_ZH_NAME,
    SECTION_HINTS,
    SINGULAR,
    STUDY,
    WORK,
    ZH_FILLER,
    detect_language,
    positive_form,
)
from ingest.metadata import SectionKind
from ingest.normalize import normalize_text
from ingest.orgs import OrgCatalog
from ingest.skills import SkillCatalog
from vectorstore.lexical import tokenize

__all__ = [
    "ANY_DEGREE",
    "Constraints",
    "Question",
    "analyze",
    "constraints_of",
    "degree_pattern",
    "topic_words",
]

# a name after a preposition, or after "ex-" ("any ex-Purina people?": once there)
_ORG_EN = re.compile(
    r"\b(?:(at|in|for|from|with|by|joined|join)\s+|(ex)-)(?:the\s+)?"
    r"(?P<name>[A-Z][\w&.'-]*(?:\s+(?:of|and|&|for|de|di|du)?\s*[A-Z][\w&.'-]*)*)"
)
_WORKED_BEFORE = re.compile(r"(?i)\b(?:worked|works|working|work|interned|employed)\s+$")
_ORG_ZH_AFTER_AT = re.compile(
    # not 现在 / 正在 (now), nor 在 before a verb (在带团队: "is leading a team")
    rf"(?<![现正实存所])在(?!带|做|搞|管|负责|从事|学|读|找|参与|招(?!行|商|银|联)|开发|研究|实习|工作|上班|职|毕业|上学|校|"
    rf"全职|兼职|正式)"
    # ... with another name of it in brackets: "在中国外运（中外运）工作过"
    rf"([{HAN}A-Za-z0-9 ]{{2,20}}?(?:\s*[（(][{HAN}A-Za-z0-9 ]{{2,12}}[）)])?)"
    r"(?:工作|实习|任职|就职|就读|读书|读博|读研|读|上学|"
    r"学习|做|从事|负责|待过|干过|期间|的|参与|研究|获得|拿到|毕业)"
)
# a name in quotes after 在 / 从, a company by its slogan or nickname: "在“大自然的搬运工”那家干过"
_ORG_ZH_QUOTED = re.compile(
    r"(?:在|从|去)\s*[“\"「『]([^”\"」』]{2,20})[”\"」』]\s*(?:那家|这家|那个|那间|的?公司)?\s*"
    r"(?:工作|实习|任职|就职|待过|干过|上班|上过班|做过|出来)"
)
# a name said first, then that they graduated or came from it: "上交毕业的博士", "安克出来的有没有"
_ORG_ZH_BEFORE_DONE = re.compile(
    rf"^\s*(?:有没有|有无|有谁|有|谁)?\s*(?:从)?(?![做干搞当请刚才有谁哪])([{HAN}A-Za-z]{{2,4}})\s*(?:毕业|出来|(?:读|念)过书?|上过学)的"
)
# "jd或者pdd待过的", "在jd或字节干过的": Latin names typed lower-case, listed before a verb of
# having been there (a span each, read as a name even when short)
_ORG_LIST_BEFORE_DONE = re.compile(
    r"^\s*(?:有没有|有谁|有|谁)?\s*(?:在|从)?\s*"
    rf"([A-Za-z][\w.&-]{{1,15}}(?:\s*(?:或者|或|和|、|/|还是)\s*[{HAN}A-Za-z][\w.&-]{{1,15}})*)"
    r"\s*(?:全职|正式|兼职)?\s*(?:待过|干过|工作过|呆过|实习过|上过班|出来的)"  # ("Shopee全职干过")
)
_BRACKETED = re.compile(r"\s*[（()）]\s*")  # "中国外运（中外运）": two names of one place
_EXAMPLES_OF = re.compile(r"[（(][^（()）]*(?:那些|这些|之类|这类|那类|等)[)）]")
_LIST_SEPARATOR = re.compile(r"\s*(?:或者|或|和|、|/|还是)\s*")
# (and a period's last word: "2020年期间在阿里巴巴集团", "那会儿在…")
_SPAN_PREFIX = re.compile(
    r"^(?:谁|哪位|哪些人|有人|候选人|曾|曾经|年|月|还|都|期间|的时候|那会儿?|那时候?|时)*在?"
)
# "没在那边正式工作过": a pronoun for the place already named, not another place


@dataclass
class Question:
    text: str
    language: str
    org_spans: list[str] = field(default_factory=list)
    strong_spans: list[str] = field(default_factory=list)  # surely a place ("at X", "在X")
    work: bool = False
    study: bool = False
    degree: str | None = None
    topic: str = ""
    topic_terms: list[str] = field(default_factory=list)
    sections: set[str] = field(default_factory=set)
    must: list[str] = field(default_factory=list)
    followup: bool = False
    singular: bool = False
    asks_who: bool = False
    at_work: bool = False  # "used at work, not just listed": a skills section is no evidence


# a name typed in lower case where a place is said: "who's at netgear right now", "ex-ubiquiti"
LOWER_AT_PLACE = re.compile(
    r"(?:(?i:\b(?:at|joined|join|from)\s+)|(?i:\bex-))([a-z][a-z0-9&-]{2,20})\b"
)


def with_places_capitalised(q: Question, written: Callable[[str], bool]) -> Question:
    """The question read again with a lower-case word after "at" capitalised when it is an
    organisation's whole name as some CV writes it (`written`), so that it is read as that
    place, not as a topic."""
    found = [m for m in LOWER_AT_PLACE.finditer(q.text) if written(m.group(1))]
    if not found:
        return q
    text = q.text
    for m in reversed(found):
        text = text[: m.start(1)] + m.group(1).capitalize() + text[m.end(1) :]
    return analyze(text)


def _strip_spans(text: str, spans: list[str]) -> str:
    for span in sorted(spans, key=len, reverse=True):
        text = text.replace(span, " ")
    return text


def analyze(text: str) -> Question:
    text = positive_form(normalize_text(text).replace("\n", " "))
    language = "zh" if detect_language(text) == "zh" else "en"
    en = [
        (m["name"].strip(" .,'"), (m[1] or m[2]).lower(), m.start()) for m in _ORG_EN.finditer(text)
    ]
    spans = [span for span, _, _ in en]
    # ... "at X", "ex-X", "worked for X" (not "used for X")
    strong = [
        span
        for span, prep, at in en
        if prep in ("at", "joined", "join", "ex")
        or (prep == "for" and _WORKED_BEFORE.search(text, 0, at))
    ]
    zh = [
        n.strip()
        for m in _ORG_ZH_AFTER_AT.finditer(text)
        # ("在金山系（西山居那些）": examples of the group, no second name of it)
        for n in (_BRACKETED.split(m[1]) if not _EXAMPLES_OF.search(m[1]) else [m[1]])
        if n
    ]
    zh += [m.group(1).strip() for m in _ORG_ZH_BEFORE_DONE.finditer(text)]
    zh += [m.group(1).strip() for m in _ORG_ZH_QUOTED.finditer(text)]
    zh += [x for m in _ORG_LIST_BEFORE_DONE.finditer(text) for x in _LIST_SEPARATOR.split(m[1])]
    # ... each name of the list its own span, not the list as one
    zh = [z for z in zh if not (len(p := _LIST_SEPARATOR.split(z)) > 1 and set(p) <= set(zh))]
    # ... from its last 在: "2020年期间有哪些候选人在阿里巴巴集团" names 阿里巴巴集团
    zh += [re.split(r"在(?!线)", m.group(0))[-1] for m in ORG_ZH_NAME.finditer(text)]
    spans += zh
    strong += zh
    spans = [_SPAN_PREFIX.sub("", s).strip() for s in spans]
    spans = [
        s
        for s in dict.fromkeys(spans)
        if len(s) >= 2 and not DEGREE_PATTERNS[0][1].fullmatch(s) and not NO_PLACE.match(s)
    ]
    strong = [_SPAN_PREFIX.sub("", s).strip() for s in strong]
    degree = next((name for name, pattern in DEGREE_PATTERNS if pattern.search(text)), None)
    sections = {name for name, pattern in SECTION_HINTS if pattern.search(text)}
    if degree:
        sections.add(SectionKind.EDUCATION)
    rest = _strip_spans(text, spans)
    for _, pattern in DEGREE_PATTERNS:
        rest = pattern.sub(" ", rest)
    for _, pattern in SECTION_HINTS:
        rest = pattern.sub(" ", rest)
    rest = WORK.sub(" ", rest)
    rest = STUDY.sub(" ", rest)
    terms = topic_words(rest)
    topic = " ".join(t for t in re.split(r"\s+", ZH_FILLER.sub(" ", rest)) if t)
    topic = " ".join(w for w in topic.split() if w.lower().strip("?.,!") not in EN_STOP)
    return Question(
        text=text,
        language=language,
        org_spans=spans,
        strong_spans=[s for s in spans if s in strong or ORG_SUFFIX_WORD.search(s)],
        work=bool(WORK.search(text)),
        study=bool(STUDY.search(text)) or degree is not None,
        degree=degree,
        topic=topic.strip(" ?？.,"),
        topic_terms=terms,
        must=every_alternative(
            [t for w in NAMED_TERM.findall(rest) for t in tokenize(w)[:1]], alternatives(rest)
        ),
        sections=sections,
        followup=bool(FOLLOWUP.search(text)),
        singular=bool(SINGULAR.search(text)),
        asks_who=bool(ASKS_WHO.search(text)),
    )


def degree_pattern(degree: str) -> re.Pattern[str]:
    return next(p for name, p in DEGREE_PATTERNS if name == degree)


def constraints_of(
    q: Question, orgs: OrgCatalog, skills: SkillCatalog, today: date | None = None
) -> Constraints:
    """What `q` requires at the date asked (`today`: relative periods count back from it):
    the shared reading of its text, read by every registered kind in order
    (`bot.answer.requirements.KINDS`)."""
    reading = Reading(
        text=q.text, strong_spans=q.strong_spans, orgs=orgs, skills=skills,
        today=today or date.today(),
    )  # fmt: skip
    return read_constraints(reading)
