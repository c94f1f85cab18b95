"""Reading a question: its language, the places of work or study it names, a degree it
requires, the topic words, section hints and whether it follows up on the last answer.

Over 400 lines on purpose: `analyze` and `constraints_of` read the same question in two
passes whose phrase rules (status, exclusions, venues, time and role) interlock; the words
themselves live in `ingest.language`, what remains here is how they combine."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import pairwise

from bot.answer.requirements import (
    ANY_DEGREE,
    Constraints,
    Reading,
    current,
    read_constraints,
)
from bot.answer.requirements.authorship import FIRST_AUTHOR
from bot.answer.requirements.counts import COUNTS_CLAUSE
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


# -- structured constraints: places, degrees, skills, venues, time and role ----------------
_INTERN_ONLY = re.compile(r"(?i:\bintern(?:ed|ship|s)?\b)|实习")
_WORK_OR_INTERN = re.compile(
    r"(?i:work(?:ed)?\s+or\s+intern|intern(?:ship)?s?\s+(?:also\s+)?(?:count|included)|"
    r"including\s+internships|internships?\s+included)|工作或实习|实习或工作|"
    r"实习(?:经历)?(?:也|都)?算|包括实习|含实习|实习在内"
)
_ONLY_INTERNS = re.compile(r"(?i:\bonly\s+intern\w*)|只算实习|仅实习|只有实习")
# "only interned, never full-time": the full-time word is negated
_NOT_FULL_TIME = re.compile(
    r"(?i:\b(?:never|not|no)\b[^.?!;,]{0,25}\bfull[- ]time\b)|"
    r"(?:没有|没|从未|未曾|不曾|并非)[^。？！，,]{0,10}全职|非全职"
)
_FULL_TIME = re.compile(
    r"(?i:\bfull[- ]time\b|\bnon-?intern\b|\bregular\b|\brather than an? intern\b|"
    r"\bnot (?:as )?an? intern\b|\bafter graduat\w*|\bpermanent\b)|全职|正式员工|非实习|毕业后"
)
# a period the place must overlap: "before 2018", "after 2015", "in 2019", "2018年以前"
_BEFORE_YEAR = re.compile(
    r"(?i:\b(?:before|prior\s+to|pre-?)\s*((?:19|20)\d\d)\b)|((?:19|20)\d\d)\s*年?(?:以前|之前)"
)
_AFTER_YEAR = re.compile(
    r"(?i:\b(?:after|post-?)\s*((?:19|20)\d\d)\b)|((?:19|20)\d\d)\s*年?(?:以后|之后)"
)
_IN_YEAR = re.compile(
    r"(?i:\b(?:in|during)\s+((?:19|20)\d\d)\b)|((?:19|20)\d\d)\s*年(?:时|期间|的时候)"
)
_CURRENT = re.compile(
    r"(?i:\bcurrent(?:ly)?\b|\bnow\b|\bpresent(?:ly)?\b|\btoday\b)|目前|现在|当前|现任|还是|仍在"
)
# "currently works at X": the present tense of a job, not of the degree asked about
_CURRENT_WORK = re.compile(
    r"(?i:\b(?:currently|now|presently|still)\b(?=\s+(?:works?|working|employed|is\s+(?:at|with)|at)\b))"
    r"|(?:目前|现在|当前|仍)(?=在[^，,。？?]{1,20}?(?:工作|任职|就职|上班))"
)
_FORMER = re.compile(
    r"(?i:\bex-|\bformer(?:ly)?\b|\bpreviously\b|\bused\s+to\b|\bin\s+the\s+past\b)|"
    r"以前|曾经|出来的"
)
_EITHER_WORD = re.compile(r"(?i:\bor\b|\beither\b|/)|或者?|还是")
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


def _period(text: str) -> tuple[int | None, int | None] | None:
    """The years a question's place must overlap: before 2018 = up to 2017, after 2015 =
    from 2016, in 2019 = 2019."""
    if m := _BEFORE_YEAR.search(text):
        return None, int(m.group(1) or m.group(2)) - 1
    if m := _AFTER_YEAR.search(text):
        return int(m.group(1) or m.group(2)) + 1, None
    if m := _IN_YEAR.search(text):
        year = int(m.group(1) or m.group(2))
        return year, year
    return None


def constraints_of(q: Question, orgs: OrgCatalog, skills: SkillCatalog) -> Constraints:
    r = Reading(text=q.text, strong_spans=q.strong_spans, orgs=orgs, skills=skills)
    c = read_constraints(r)
    text = r.text
    excluded_ranges = r.excluded
    counts, asked = r.counts, r.asked
    degree_ranges = r.degree_spans
    spans = r.places  # the organisations and venues named
    skill_spans = r.skill_spans
    if len(skill_spans) > 1:
        between = [text[a[1] : b[0]] for a, b in pairwise(skill_spans)]
        c.all_skills = not all(_OR.search(gap) or not gap.strip(" (（)）") for gap in between)
    has_place = bool(c.employers or c.unknown_work)
    c.every_employer = len(c.employers) > 1 and bool(_BOTH.search(text))
    if c.skills and has_place and skill_spans:
        # "knows Rust and has worked at Huawei": two facts about the person, not one entry
        place_at = min(lo for lo, _ in spans) if spans else 0
        lo, hi = sorted((skill_spans[0][0], place_at))
        c.skill_apart = bool(_AND_CLAUSE.search(text[lo:hi]))
    c.current = (
        has_place
        and (bool(_CURRENT_WORK.search(text)) or (bool(_CURRENT.search(text)) and c.degree is None))
        and not (_FORMER.search(text) and _EITHER_WORD.search(text))  # "ex-X, or at X now"
    )
    if c.current and c.employers and not c.unknown_work:
        # "who works at X now": the record's position held today (the card's "current")
        names = current.names_of(c.employers, orgs)
        c.record.add(current.from_places(names))
        c.record.current_places = names
        c.current = False
    c.period = _period(text) if has_place and c.degree is None else None
    c.fulltime = has_place and bool(_FULL_TIME.search(text)) and not _NOT_FULL_TIME.search(text)
    c.intern_only = (
        has_place
        and (
            bool(_ONLY_INTERNS.search(text))
            or (bool(_INTERN_ONLY.search(asked)) and not _WORK_OR_INTERN.search(text))
        )
        and not c.fulltime
    )
    # the topic: what is left once places, skills, venues and role/time words are gone
    # "but never worked there full time", "没有在字节全职工作过": the intern-only condition
    not_full_time = [m.span() for m in _NOT_FULL_TIME.finditer(text)] if has_place else []
    blanked = (
        excluded_ranges
        + counts
        + (degree_ranges if c.degree else [])
        + c.record.spans
        + not_full_time
    )
    rest = without(text, blanked)  # same length: the spans still fit
    for lo, hi in sorted(spans + skill_spans, reverse=True):
        rest = rest[:lo] + "\x00" + rest[hi:]
    rest = _ORG_LEFTOVER.sub(" ", rest).replace("\x00", " ")
    rest = COUNTS_CLAUSE.sub(" ", rest)
    if c.period is not None:
        for pattern in (_BEFORE_YEAR, _AFTER_YEAR, _IN_YEAR):
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


_BOTH = re.compile(r"(?i:\bboth\b|\bas well as\b|\band also\b)|既|同时|又在|也在")
_AND_CLAUSE = re.compile(
    r"(?i:\band\s+(?:has|have|had|is|was|also|who|did)\b|\bwho\s+(?:has|have|also)\b)|并且|而且|且|同时|又"
)
_OR = re.compile(r"(?i:\bor\b|/|\beither\b)|或|或者|还是")
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
