"""Reading a question: its language, the places of work or study it names, a degree it
requires, the topic words, section hints and whether it follows up on the last answer.

Over 400 lines on purpose: `analyze` and `constraints_of` read the same question in two
passes whose phrase rules (status, exclusions, venues, time and role) interlock; the words
themselves live in `ingest.language`, what remains here is how they combine."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bot.answer.requirements import (
    ANY_DEGREE,
    Constraints,
    Reading,
    read_constraints,
)
from bot.answer.requirements.authorship import FIRST_AUTHOR
from bot.answer.requirements.counts import COUNTS_CLAUSE
from bot.answer.requirements.period import PERIOD_WORDS
from bot.answer.requirements.reading import without
from bot.answer.requirements.service import SERVICE_Q
from bot.answer.requirements.venue import GENERIC_ACRONYMS, PUBLISH
from ingest.language import (
    ASKS_WHO,
    CORPORATE_SUFFIX_EN,
    CORPORATE_SUFFIX_ZH,
    DEGREE_PATTERNS,
    EN_STOP,
    FOLLOWUP,
    HAN,
    ORG_SUFFIX_WORD,
    ORG_ZH_NAME,
    SECTION_HINTS,
    SINGULAR,
    STUDY,
    STUDY_VERB,
    TOPIC_NOISE,
    WORK,
    ZH_FILLER,
    detect_language,
)
from ingest.metadata import SectionKind
from ingest.normalize import normalize_text
from ingest.orgs import OrgCatalog
from ingest.skills import SkillCatalog
from vectorstore.lexical import tokenize

__all__ = ["ANY_DEGREE", "Constraints", "Question", "analyze", "constraints_of", "degree_pattern"]

_ORG_EN = re.compile(
    r"\b(?:at|in|for|from|with|by|joined|join)\s+(?:the\s+)?"
    r"([A-Z][\w&.'-]*(?:\s+(?:of|and|&|for|de|di|du)?\s*[A-Z][\w&.'-]*)*)"
)
_ORG_ZH_AFTER_AT = re.compile(
    rf"在([{HAN}A-Za-z0-9 ]{{2,20}})(?:工作|实习|任职|就职|就读|读书|读博|读研|读|上学|"
    r"学习|做|从事|负责|待过|干过|期间|的|参与|研究|获得|拿到|毕业)"
)
# identifiers such as InternLM, RDMA, MoE, NSDI, 5G: a passage without them is not about them
_NAMED_TERM = re.compile(r"\b(?:[A-Za-z]+[A-Z][A-Za-z0-9]*|[A-Z]{2,}[a-z]?|\d+[A-Za-z]+)\b")
_SPAN_PREFIX = re.compile(r"^(?:谁|哪位|哪些人|有人|候选人|曾|曾经)*在?")
# "没在那边正式工作过": a pronoun for the place already named, not another place
_PLACE_PRONOUN = re.compile(r"^(?:那边|那里|那儿|这边|这里|该公司|那家公司)")


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


def _strip_spans(text: str, spans: list[str]) -> str:
    for span in sorted(spans, key=len, reverse=True):
        text = text.replace(span, " ")
    return text


def topic_words(text: str) -> list[str]:
    """Content words of a question: Latin words minus stop words; Chinese with filler
    phrases removed, as characters and bigrams."""
    cleaned = ZH_FILLER.sub(" ", text)
    tokens = [t for t in tokenize(cleaned) if t not in EN_STOP and not (t.isascii() and len(t) < 2)]
    if not any(len(t) == 2 and not t.isascii() for t in tokens):
        tokens = [t for t in tokens if t.isascii()]  # a lone Chinese character is noise
    return tokens


def analyze(text: str) -> Question:
    text = normalize_text(text).replace("\n", " ")
    language = "zh" if detect_language(text) == "zh" else "en"
    en = [(m.group(1).strip(" .,'"), m.group(0).split()[0].lower()) for m in _ORG_EN.finditer(text)]
    spans = [span for span, _ in en]
    strong = [span for span, prep in en if prep in ("at", "joined", "join")]
    zh = [m.group(1).strip() for m in _ORG_ZH_AFTER_AT.finditer(text)]
    zh += [m.group(0) for m in ORG_ZH_NAME.finditer(text)]
    spans += zh
    strong += zh
    spans = [_SPAN_PREFIX.sub("", s).strip() for s in spans]
    spans = [
        s
        for s in dict.fromkeys(spans)
        if len(s) >= 2 and not DEGREE_PATTERNS[0][1].fullmatch(s) and not _PLACE_PRONOUN.match(s)
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
        must=[t for w in _NAMED_TERM.findall(rest) for t in tokenize(w)[:1]],
        sections=sections,
        followup=bool(FOLLOWUP.search(text)),
        singular=bool(SINGULAR.search(text)),
        asks_who=bool(ASKS_WHO.search(text)),
    )


def degree_pattern(degree: str) -> re.Pattern[str]:
    return next(p for name, p in DEGREE_PATTERNS if name == degree)


_ROLE_NOISE = re.compile(
    r"(?i:\b(?:current(?:ly)?|full[- ]time|non-?intern|regular|intern(?:ed|ship|s)?|position|"
    r"role|held|rather than|employee|after graduating|graduating|completed|finished|earned|"
    r"pursuing|in progress|ongoing|still|including|internships?|included|count|counts|here|"
    r"stated|as stated|according to|lists?|listed|mentions?|mentioned|cv|resume|"
    r"skill|skills|tool|tools|experience|experienced|used|uses|using|has|have|written|"
    r"code|programming|programs?|languages?|project|projects|among|their|holds?|also|not|both|"
    r"knows?|part[- ]time|permanent|employed|employment|job|only|no|graduate|postgraduate|"
    r"obtained|received|graduated|authors?|any|itself|themselves|proper)\b)|已经|已|并且|而且|以及|"
    r"毕业|拿到|获得|本身|"
    r"根据简历|简历里|简历中|提到|目前|现在|还是|在读|正在|攻读|学历|学位|最高|身份|列出|会|技能|用过|使用过|了解|熟悉|掌握|"
    r"全职|兼职|正式员工|正式|实习生|实习|也算|不算|算|包括|包含|不|既|又|同时"
)


def constraints_of(q: Question, orgs: OrgCatalog, skills: SkillCatalog) -> Constraints:
    r = Reading(text=q.text, strong_spans=q.strong_spans, orgs=orgs, skills=skills)
    c = read_constraints(r)
    text = r.text
    excluded_ranges = r.excluded
    counts = r.counts
    degree_ranges = r.degree_spans
    spans = r.places  # the organisations and venues named
    skill_spans = r.skill_spans
    # the topic: what is left once places, skills, venues and role/time words are gone
    blanked = (
        excluded_ranges
        + counts
        + (degree_ranges if c.degree else [])
        + c.record.spans
        + r.not_full_time
    )
    rest = without(text, blanked)  # same length: the spans still fit
    for lo, hi in sorted(spans + skill_spans, reverse=True):
        rest = rest[:lo] + "\x00" + rest[hi:]
    rest = _ORG_LEFTOVER.sub(" ", rest).replace("\x00", " ")
    rest = COUNTS_CLAUSE.sub(" ", rest)
    if c.period is not None:
        for pattern in PERIOD_WORDS:
            rest = pattern.sub(" ", rest)
    for pattern in (PUBLISH, SERVICE_Q, FIRST_AUTHOR, _ROLE_NOISE, WORK, STUDY, STUDY_VERB):
        rest = pattern.sub(" ", rest)
    for _, pattern in DEGREE_PATTERNS:
        rest = pattern.sub(" ", rest)
    rest = re.sub(
        r"(?i)\b(?:degree|bachelor|master|phd|ph\.d)'?s?\b|博士|硕士|本科|专科|大专|学士", " ", rest
    )
    c.topic_terms = _content_terms(rest)
    c.topic = " ".join(
        w for w in re.split(r"\s+", ZH_FILLER.sub(" ", rest))
        if w and w.lower().strip("?.,!()（）") not in EN_STOP
    ).strip(" ?？.,()（）")  # fmt: skip
    c.alternatives = _alternatives(rest) if c.topic_terms else []
    c.must = [
        t
        for w in _NAMED_TERM.findall(rest)
        for t in tokenize(w)[:1]
        if w.upper() not in GENERIC_ACRONYMS or w.upper() in {"NLP", "ML", "AI", "LLM", "GPU"}
    ]
    return c


# generic words left beside a removed organisation name ("Alibaba Group", "University of X")
_ORG_LEFTOVER = re.compile(
    rf"(?i)\x00[\s,]*(?:{CORPORATE_SUFFIX_EN}|gmbh|university|college|institute|academy)\b\.?|"
    r"\b(?:the\s+)?(?:university|college|institute|academy)\s+of\s+(?:the\s+)?\x00|"
    rf"\x00\s*(?:{CORPORATE_SUFFIX_ZH}|大学|学院)"
)
_ALT_SPLIT = re.compile(r"\s*(?:,|，|、|;|；|/(?!\w*\d)|\bor\b|\band\b|或者|或|及|和)\s*")


def _content_terms(text: str) -> list[str]:
    """Topic words without noise; a hyphenated compound counts through its parts, and a
    negated one ("non-engineering") not at all."""
    text = re.sub(r"(?i)\bnon-?\w+", " ", text)
    terms = [t for t in topic_words(text) if t not in TOPIC_NOISE]
    return [t for t in terms if not ("-" in t and t.isascii())] or terms


def _alternatives(rest: str) -> list[list[str]]:
    """Topic alternatives: 'X (A, B or C)' means X, A, B or C; 'A or B' means A or B."""
    alternatives: list[list[str]] = []
    main = re.sub(r"[(（][^)）]*[)）]", " ", rest)
    inner = re.findall(r"[(（]([^)）]*)[)）]", rest)
    pieces = [main, *_ALT_SPLIT.split(main)]
    for group in inner:
        pieces += _ALT_SPLIT.split(group)
    for piece in pieces:
        terms = _content_terms(piece)
        if terms and terms not in alternatives:
            alternatives.append(terms)
    return alternatives
