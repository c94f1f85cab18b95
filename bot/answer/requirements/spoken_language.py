"""A language someone speaks: "who speaks Japanese", "fluent in German?", "any Korean
speakers", "会日语的", "英语流利的". Met by the record's languages (`language=Japanese`; a
Chinese speaker's CV may say Mandarin), quoting the lines that list them. A level asked with
it ("business-level Japanese", "JLPT N2+", "日语商务水平", "日语能干活的", "native") is that
level or above (`level_japanese>=business`)."""

from __future__ import annotations

import re
from datetime import date

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import Kind, Reading, without
from ingest.figures import Figure
from ingest.language.spoken import (
    ASKED_HAN,
    ASKED_LANGUAGE,
    ASKED_LATIN,
    SAME_LANGUAGE,
    asked_language,
)
from ingest.record import CandidateRecord

# a level asked of the language: at least that level
_LEVEL_ASKED: list[tuple[str, re.Pattern[str]]] = [
    ("native", re.compile(r"(?i:\bnative(?:\s+speakers?)?\b(?!\s+(?:or|/)))|母语(?!或)")),
    ("fluent", re.compile(
        r"(?i:\bfluent(?:ly)?\b|(?<![A-Za-z0-9])N1(?![A-Za-z0-9]))|(?<=日语)一级|流利|精通")),
    ("business", re.compile(
        r"(?i:\bbusiness\b|\bprofessional(?:\s+working)?\b|\bwork(?:ing)?\s+in\b|"
        r"(?<![A-Za-z0-9])N2(?![A-Za-z0-9])|\bwell\s+enough\s+to\s+(?:work|use\s+it)\b|"
        r"\buse\s+it\s+(?:at|for)\s+work\b)|商务|工作语言|能干活|能工作|(?<=日语)二级|(?<=英语)六级|"
        r"工作水平|(?:拿来|用来)(?:上班|工作)用?|上班(?:能)?用|"
        r"(?:开展|进行|用于|胜任)工作|工作中(?:使用|沟通|交流)|"
        r"(?:跟|和|与)[\u4e00-\u9fff]{0,4}客户(?:开会|沟通|谈判|交流|对接)")),
    ("intermediate", re.compile(
        r"(?i:\bconversational\b|(?<![A-Za-z0-9])N3(?![A-Za-z0-9]))|日常交流")),
]  # fmt: skip
# the words of a level asked: none of them a topic
_LEVEL_TALK = re.compile(
    r"(?i:\b(?:at\s+)?(?:a\s+)?(?:business|professional|conversational|native)(?:[- ]level)?\b|"
    r"\blevel\b|\bor\s+(?:better|above|higher)\b|\bjlpt\b|\bfluent(?:ly)?\b|\bspeak(?:s|ing)?\b|(?<![A-Za-z0-9])N[1-5](?![A-Za-z0-9])\s*\+?|"
    r"\bwork(?:ing)?\s+in\b|\bwell\s+enough\s+to\s+(?:work|use\s+it)(?:\s+(?:at|for)\s+work)?\b|"
    r"\buse\s+it\s+(?:at|for)\s+work\b)|能够?使用|(?:开展|进行|用于|胜任)工作|工作中(?:使用|沟通|交流)|达到|商务(?:沟通|交流)?|流利|精通|水平|工作语言|能干活|能工作|日常交流|及?以上|往上|母语|"
    r"日本语能力(?:考试|测试)|(?<=日语)[一二三]级|(?<=英语)[四六]级|能(?=商务)|好到|"
    r"工作水平|能?(?:拿来|用来)(?:上班|工作)用?(?:的)?|上班(?:能)?用|(?i:\bspeakers?\b)|"
    r"(?:能)?(?:直接)?(?:跟|和|与)[\u4e00-\u9fff]{0,4}客户(?:开会|沟通|谈判|交流|对接)"
)


def _level_asked(text: str) -> str | None:
    """The lowest level the question accepts ("business level or better (JLPT N2 or above,
    or native)": business)."""
    found = [level for level, pattern in _LEVEL_ASKED if pattern.search(text)]
    if "native" in found and len(found) > 1:
        found.remove("native")  # "N2 or above, or native": native is one of those accepted
    return found[-1] if found else None


def languages_spoken(record: CandidateRecord, asked: date) -> Figure:
    del asked
    return Figure(
        name="languages",
        value=[x.name for x in record.languages],
        text=", ".join(x.name for x in record.languages) or "no language listed",
        sources=[s for x in record.languages for s in x.sources[:1]],
    )


_EITHER = re.compile(r"(?i)\s*(?:,\s*)?(?:or|/|either)\s*|\s*(?:或者?|或是|、)\s*")
# a second language after "or": "speak japanese or swedish"
_OR_LANGUAGE = re.compile(
    rf"(?i)(?<=\bor\s)(?P<en>{ASKED_LATIN})\b|(?:(?<=或)|(?<=或者)|(?<=、))(?P<zh>{ASKED_HAN})"
)


# a language before "or" and the one asked: "any german or french speakers"
_LANGUAGE_BEFORE = re.compile(
    rf"(?i)\b(?P<en>{ASKED_LATIN})(?=\s*(?:,|/|\bor\b|\band\b)\s*$)|"
    rf"(?P<zh>{ASKED_HAN})(?=\s*(?:或者?|或是|、|和|/)\s*$)"
)


def _mentions(text: str) -> list[re.Match[str]]:
    found = list(ASKED_LANGUAGE.finditer(text))
    if found and (before := _LANGUAGE_BEFORE.search(text[: found[0].start()])):
        found.insert(0, before)
    if found:
        found += [
            m
            for m in _OR_LANGUAGE.finditer(text, found[0].end())
            if not any(x.start() <= m.start() < x.end() for x in found)
        ]
    return sorted(found, key=lambda m: m.start())


def find(text: str) -> Asked | None:
    clauses: list[str] = []
    spans: list[tuple[int, int]] = []
    last_end = -1
    for m in _mentions(text):
        language = asked_language(m.group("en") or m.group("en2") or m.group("zh") or "")
        if language is None:
            continue
        names = SAME_LANGUAGE.get(language, [language])
        clause = " or ".join(f"language={n}" for n in names)
        if (level := _level_asked(text)) is not None:
            clause = f"level_{language.lower()}>={level}"
            spans += [x.span() for x in _LEVEL_TALK.finditer(text)]
        if clauses and _EITHER.fullmatch(text[last_end : m.start()]):
            clauses[-1] = f"{clauses[-1]} or {clause}"  # "japanese or swedish": either
        elif clause not in clauses:
            clauses.append(clause)
        spans.append(m.span())
        last_end = m.end()
    if not clauses:
        return None
    return Asked(clauses=clauses, spans=spans, figure=languages_spoken)


# "那个学英语的app": what a company the question names teaches, no language asked of anyone
_TAUGHT = re.compile(r"[学教]\s*$")


def _read(r: Reading) -> None:
    """`find` on the question without the organisations it names ("流利说" is a company, its
    "流利" no level) and without the languages a company is said to teach."""
    names = [(m.start, m.end) for m in r.orgs.find(r.text) if m.id]
    text = without(r.text, names)
    taught = [
        m.span()
        for m in _mentions(text)
        if _TAUGHT.search(text, 0, m.start()) and text.startswith("的", m.end())
    ]
    asked = find(without(text, taught))
    if asked is not None:
        r.c.record.add(asked)


KIND = Kind("spoken language", _read, find)
