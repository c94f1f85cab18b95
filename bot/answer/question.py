"""Reading a question: its language, the places of work or study it names, a degree it
requires, the topic words, section hints and whether it follows up on the last answer."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ingest.normalize import detect_language, normalize_text
from vectorstore.lexical import tokenize

_EN_STOP = set(
    [
        "who",
        "whom",
        "whose",
        "which",
        "what",
        "when",
        "where",
        "why",
        "how",
        "has",
        "have",
        "had",
        "having",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "do",
        "does",
        "did",
        "done",
        "doing",
        "worked",
        "work",
        "works",
        "working",
        "on",
        "at",
        "in",
        "of",
        "for",
        "to",
        "from",
        "with",
        "by",
        "the",
        "a",
        "an",
        "and",
        "or",
        "any",
        "anyone",
        "someone",
        "somebody",
        "anybody",
        "candidate",
        "candidates",
        "people",
        "person",
        "persons",
        "experience",
        "experienced",
        "ever",
        "there",
        "here",
        "that",
        "this",
        "these",
        "those",
        "them",
        "they",
        "their",
        "she",
        "he",
        "her",
        "his",
        "him",
        "me",
        "us",
        "our",
        "we",
        "you",
        "your",
        "i",
        "it",
        "its",
        "can",
        "could",
        "would",
        "should",
        "will",
        "shall",
        "may",
        "might",
        "list",
        "show",
        "find",
        "tell",
        "give",
        "about",
        "among",
        "all",
        "also",
        "as",
        "into",
        "onto",
        "than",
        "then",
        "so",
        "such",
        "please",
        "kind",
        "sort",
        "know",
        "knows",
        "known",
        "background",
        "previously",
        "before",
        "currently",
        "now",
        "today",
        "yet",
        "one",
        "ones",
        "someone's",
        "done?",
        "field",
        "area",
        "related",
        "relevant",
    ]
)
_ZH_FILLER = re.compile(
    r"请问|请|列出|找出|哪些人|哪位|哪些|哪个|哪一位|谁|候选人|有没有|有人|的人|做过|从事过|参与过|"
    r"负责过|干过|待过|工作过|实习过|研究过|读过|学过|获得|拿到|取得|经验|经历|相关|方面|什么|哪里|是否|吗|呢|吧|读|过|了|的|在|"
    r"和|与|及|或|其中|他们|她们|这些人|此人|该候选人|他|她|人|有|？|\?|，|,|。"
)
_ORG_EN = re.compile(
    r"\b(?:at|in|for|from|with|by|joined|join)\s+(?:the\s+)?"
    r"([A-Z][\w&.'-]*(?:\s+(?:of|and|&|for|de|di|du)?\s*[A-Z][\w&.'-]*)*)"
)
_ORG_ZH_AFTER_AT = re.compile(
    r"在([\u4e00-\u9fffA-Za-z0-9 ]{2,20})(?:工作|实习|任职|就职|就读|读书|读博|读研|读|上学|"
    r"学习|做|从事|负责|待过|干过|期间|的|参与|研究|获得|拿到|毕业)"
)
# identifiers such as InternLM, RDMA, MoE, NSDI, 5G: a passage without them is not about them
_NAMED_TERM = re.compile(r"\b(?:[A-Za-z]+[A-Z][A-Za-z0-9]*|[A-Z]{2,}[a-z]?|\d+[A-Za-z]+)\b")
_ORG_SUFFIX_WORD = re.compile(
    r"(?i:\b(?:university|college|institute|laboratory|lab|inc|ltd|group|corp|company)\b)|"
    r"大学|学院|研究院|研究所|实验室|集团|公司"
)
_SPAN_PREFIX = re.compile(r"^(?:谁|哪位|哪些人|有人|候选人|曾|曾经)*在?")
_ORG_ZH_SUFFIX = re.compile(r"[\u4e00-\u9fff]{2,12}?(?:大学|学院|研究院|研究所|实验室|集团|公司)")
_WORK = re.compile(
    r"(?i:\b(?:work(?:ed|s|ing)?|intern(?:ed|s|ship)?|employ(?:ed|er|ment)|job|joined|"
    r"engineer at|hired)\b)|工作|实习|任职|就职|上班|入职"
)
_STUDY = re.compile(
    r"(?i:\b(?:stud(?:y|ied|ies)|graduat\w*|degree|alumn\w*|school|universit\w*)\b)|"
    r"就读|读书|读博|读研|毕业|学历|学位|上学"
)
_DEGREES = [
    ("PhD", re.compile(r"(?i:\bph\.?\s?d\b|\bdoctor\w*)|博士|读博")),
    ("Master", re.compile(r"(?i:\bmaster'?s?\b|\bm\.?sc?\b)|硕士")),
    ("Bachelor", re.compile(r"(?i:\bbachelor'?s?\b|\bundergrad\w*|\bb\.?sc?\b)|本科|学士")),
]
_SECTION_HINTS = [
    ("publications", re.compile(r"(?i:publish\w*|publication|paper|venue)|论文|发表|著作")),
    ("awards", re.compile(r"(?i:award|prize|medal|scholarship|honou?r)|获奖|奖项|奖学金|荣誉")),
    (
        "skills",
        re.compile(r"(?i:\bskills?\b|programming languages?|tech stack)|技能|技术栈|编程语言"),
    ),
    ("teaching", re.compile(r"(?i:\bteach\w*|teaching assistant|\bTA\b)|助教|教学")),
    ("patents", re.compile(r"(?i:patent)|专利")),
    ("education", re.compile(r"(?i:\bstud(?:y|ied)\b|graduat\w*|degree|school)|毕业|学历|就读")),
]
_FOLLOWUP = re.compile(
    r"(?i:\b(?:them|they|those|these|their|she|he|her|his|him|the same (?:person|people)|"
    r"this (?:candidate|person)|that (?:candidate|person)|the candidate)\b)|"
    r"他们|她们|其中|这些人|这几位|这位|此人|该候选人|他|她"
)
_SINGULAR = re.compile(
    r"(?i:\b(?:she|he|her|his|him|this (?:candidate|person)|that (?:candidate|person))\b)|"
    r"这位|此人|该候选人|(?<!们)他(?!们)|(?<!们)她(?!们)"
)
_WH = re.compile(
    r"(?i:^\s*(?:who|which|whom|anyone|any candidates?|list|find)\b)|谁|哪位|哪些|有没有"
)


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
    cleaned = _ZH_FILLER.sub(" ", text)
    tokens = [
        t for t in tokenize(cleaned) if t not in _EN_STOP and not (t.isascii() and len(t) < 2)
    ]
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
    zh += [m.group(0) for m in _ORG_ZH_SUFFIX.finditer(text)]
    spans += zh
    strong += zh
    spans = [_SPAN_PREFIX.sub("", s).strip() for s in spans]
    spans = [s for s in dict.fromkeys(spans) if len(s) >= 2 and not _DEGREES[0][1].fullmatch(s)]
    strong = [_SPAN_PREFIX.sub("", s).strip() for s in strong]
    degree = next((name for name, pattern in _DEGREES if pattern.search(text)), None)
    sections = {name for name, pattern in _SECTION_HINTS if pattern.search(text)}
    if degree:
        sections.add("education")
    rest = _strip_spans(text, spans)
    for _, pattern in _DEGREES:
        rest = pattern.sub(" ", rest)
    for _, pattern in _SECTION_HINTS:
        rest = pattern.sub(" ", rest)
    rest = _WORK.sub(" ", rest)
    rest = _STUDY.sub(" ", rest)
    terms = topic_words(rest)
    topic = " ".join(t for t in re.split(r"\s+", _ZH_FILLER.sub(" ", rest)) if t)
    topic = " ".join(w for w in topic.split() if w.lower().strip("?.,!") not in _EN_STOP)
    return Question(
        text=text,
        language=language,
        org_spans=spans,
        strong_spans=[s for s in spans if s in strong or _ORG_SUFFIX_WORD.search(s)],
        work=bool(_WORK.search(text)),
        study=bool(_STUDY.search(text)) or degree is not None,
        degree=degree,
        topic=topic.strip(" ?？.,"),
        topic_terms=terms,
        must=[t for w in _NAMED_TERM.findall(rest) for t in tokenize(w)[:1]],
        sections=sections,
        followup=bool(_FOLLOWUP.search(text)),
        singular=bool(_SINGULAR.search(text)),
        asks_who=bool(_WH.search(text)),
    )


def degree_pattern(degree: str) -> re.Pattern[str]:
    return next(p for name, p in _DEGREES if name == degree)
