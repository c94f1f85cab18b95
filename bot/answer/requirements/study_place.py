"""Where a person studied: "studied in Norway", "UK-educated", "a master's in China",
"在挪威读过书", "美国留学", "国内读书的", "海归", "studied abroad". Met by the record's degrees
through the country list (`ingest.study_places`: a school's line names its country, city or
an adjective; a school written in Chinese is in mainland China); quotes the degree lines.
"abroad" (留学, 海归, overseas) is any country but mainland China."""

from __future__ import annotations

import re
from functools import cache, partial

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.language import degree_level, degree_levels
from ingest.language.questions import EITHER_STATUS
from ingest.study_places import ABROAD, HOME, countries, study_countries

# "abroad": studied outside mainland China ("海外名校" is a tier, `tier`)
_ABROAD = re.compile(
    r"(?i:\b(?:studied|study|educated|schooled|degrees?|grads?|graduated)\s+(?:abroad|overseas|"
    r"(?:outside|out\s+of)\s+(?:of\s+)?(?:mainland\s+)?china)\b|"
    r"\boverseas\s+(?:degrees?|education|grads?|graduates?|returnees?)\b|\bforeign\s+degrees?\b|"
    r"\breturnees?\b|"
    # "a master's from a university outside China", "did their masters overseas"
    r"\b(?:universit(?:y|ies)|schools?|colleges?|unis?)\s+(?:outside|out\s+of)\s+(?:of\s+)?"
    r"(?:mainland\s+)?china\b|\b(?:universit(?:y|ies)|schools?|colleges?|unis?)\s+(?:overseas|abroad)\b|"
    r"\b(?:master'?s|masters|bachelor'?s|undergrad|ph\.?d|doctorate|mba|degrees?|studies)\b"
    r"[^.?!;]{0,20}?\b(?:abroad|overseas|outside\s+(?:of\s+)?(?:mainland\s+)?china)\b|"
    r"\b(?:part\s+of\s+)?(?:their|his|her)\s+(?:studies|education|degree)\s+(?:abroad|overseas)\b)|"
    r"海归|留(?:过)?洋|留(?:过)?学(?:生|背景|经历|回国|回来)?|(?:海外|国外|境外)(?:读书|求学|学历|教育背景|留学)|"
    r"(?:海外|国外|境外)(?:本科|硕士|博士|研究生)?(?:毕业|学位|文凭)|(?:海外|国外|境外)的?(?:高校|大学|院校|学校)|"
    # "在海外 QS 排名前100的高校取得…学位": a school abroad named further on
    r"在(?:海外|国外|境外)(?=[^，,。？?]{0,24}(?:高校|大学|院校|学校|学位|读|留学))|"
    # "海外QS前100学校毕业的": a school abroad with its rank between
    r"(?:海外|国外|境外)(?=[^，,。？?]{0,14}(?:高校|大学|院校|学校))"
)
# "国内读书的", "在国内读的研": mainland China
_AT_HOME = re.compile(r"(?:在)?国内(?:读书|读的?|上的?学|念书|求学|毕业|高校|院校|大学)")
_STUDY_AFTER = (
    r"(?:就读(?:过|于)?|(?:读|上(?!班)|念)(?:过|的)?(?:书|研|博|本科|硕士|博士|大学|学位|学)?|求学|留学|毕业|"
    r"获得|拿到)"
)


@cache
def _rules() -> list[re.Pattern[str]]:
    names = countries().names_regex()
    # "UK-educated", "Norwegian grads"; "Oxford grads" names a school, not its country
    country = countries().names_regex(places=False)
    return [
        # "studied in Norway", "a master's in China", "educated in the UK", "UK-educated"
        re.compile(
            rf"(?i)\b(?:stud(?:y|ied|ying)|educated|schooled|degrees?|master'?s|bachelor'?s|"
            rf"ph\.?d|doctorate|mba|undergrad|grad(?:uate)?\s+school|graduated|went\s+to\s+"
            rf"(?:uni|university|college|school))\b[^.?!;]{{0,24}}?\b(?:in|from)\s+(?:the\s+)?"
            rf"(?P<c>{names})(?![\w])"
        ),
        re.compile(
            rf"(?i)(?<![\w])(?P<c>{country})[- ](?:(?:uni|university|universities|college|school)"
            rf"\s+)?(?:educated|trained|grads?|graduates?|alumni)\b"
        ),  # "UK-educated", "aussie uni grads"
        # "在挪威读过书", "在美国读的研", "美国留学", "留学美国"
        re.compile(rf"在\s*(?P<c>{names})\s*(?:的)?(?:高校|大学|院校)?\s*(?:攻)?{_STUDY_AFTER}"),
        re.compile(rf"(?P<c>{names})\s*(?:留学|读过?书|求学)(?:回来|回国)?|留学\s*(?P<c2>{names})"),
        # "PhDs from a US university", "any UK uni grads", "美国高校的博士"
        re.compile(
            rf"(?i)\b(?:from|at|of)\s+(?:an?\s+|the\s+)?(?P<c>{country})\s+"
            rf"(?:uni|university|universities|college|colleges|school|schools)\b|"
            rf"(?P<c2>{country})的?(?:高校|大学|院校)(?:的|毕业|读|念|就读)"
        ),
    ]


# each degree somewhere of its own: "国内本科 然后出国读研的", "本科在国内、硕士在海外"
_LEVEL_PLACE = re.compile(
    r"(?P<home>国内|在国内)\s*(?P<l1>本科|硕士|研究生|博士)|(?P<l2>本科|硕士|研究生|博士)\s*在?\s*国内|"
    r"(?:出国|去国外|在国外|在海外|海外|国外|境外)\s*(?:读|念|攻读)?(?P<l3>研究生|研(?!究)|博|硕士|博士|本科)|"
    r"(?P<l4>本科|硕士|研究生|博士)\s*(?:在?\s*(?:国外|海外|境外)|(?:是|去)?(?:留学|出国))|"
    # "masters abroad", "a PhD from a university outside China"
    r"(?i:\b(?P<l5>master'?s|masters|ph\.?d|doctorate|bachelor'?s|undergrad(?:uate)?)\s+"
    r"(?:degree\s+)?(?:(?:from|at)\s+an?\s+(?:university|school|uni)\s+)?"
    r"(?:abroad|overseas|outside\s+(?:of\s+)?(?:mainland\s+)?china)\b)"
)
_LEVEL_WORD = {"本科": "bachelor", "硕士": "master", "研": "master", "研究生": "master",
               "博士": "phd", "博": "phd", "master's": "master", "masters": "master",
               "master": "master", "phd": "phd", "ph.d": "phd", "doctorate": "phd",
               "bachelor's": "bachelor", "bachelor": "bachelor", "undergrad": "bachelor",
               "undergraduate": "bachelor"}  # fmt: skip


def by_level(text: str) -> Asked | None:
    """Each degree's place when the question says it of a level ("国内本科", "出国读研")."""
    clauses, spans = [], []
    for m in _LEVEL_PLACE.finditer(text):
        word = next(m.group(g) for g in ("l1", "l2", "l3", "l4", "l5") if m.group(g)).lower()
        place = HOME if (m.group("l1") or m.group("l2")) else ABROAD
        clause = f"{_LEVEL_WORD[word]}_studied_in={place}"
        if clause not in clauses:
            clauses.append(clause)
            spans.append(m.span())
    if not clauses:
        return None
    return Asked(clauses=clauses, spans=spans, figure=study_countries)


def find(text: str) -> Asked | None:
    asked = _places(text)
    levels = {c.split("_studied_in")[0] for c in asked.clauses} if asked else set()
    if asked and len(levels) == 1 and (done := _GRADUATED.search(text)):
        level = levels.pop()  # "海外硕士 要已经毕业的": the degree of that level completed, too
        if level in ("bachelor", "master", "phd"):
            if done := _FINISHED.search(text):
                asked.clauses.append(f"degree>={level}")
                asked.spans.append(done.span())
        elif asked.figure is study_countries and not EITHER_STATUS.search(text):
            # "finished a degree at a european uni": a degree completed there, none in progress
            asked.clauses = [c.replace("studied_in=", "graduated_in=") for c in asked.clauses]
            asked.figure = partial(study_countries, completed=True)
            asked.spans.append(done.span())
    return asked


def _places(text: str) -> Asked | None:
    if (each := by_level(text)) is not None:
        return each
    table = countries()
    wanted: list[str] = []
    spans: list[tuple[int, int]] = []
    levels: set[str | None] = set()
    for rule in _rules():
        for m in rule.finditer(text):
            name = m.group("c") or (m.groupdict().get("c2") or "")
            if new := [cid for cid in table.ids_of(name) if cid not in wanted]:
                wanted += new
                spans.append(m.span())
                levels.add(degree_level(m.group()))  # "a master's in China", "在美国读的研"
    named = bool(wanted)  # "挪威留学回来的": Norway, not anywhere abroad
    for pattern, cid in ((_AT_HOME, HOME), (_ABROAD, ABROAD)):
        for m in pattern.finditer(text):
            if cid not in wanted and not (named and cid == ABROAD):
                wanted.append(cid)
            spans.append(m.span())
    if not wanted:
        return None
    if not levels - {None}:  # "留学读的研", "a master's from a university outside China"
        said = degree_levels(text)
        levels = {said[0] if len(said) == 1 else None}
    level = levels.pop() if len(levels) == 1 else None
    field = f"{level.lower()}_studied_in" if level else "studied_in"
    clause = " or ".join(f"{field}={cid}" for cid in wanted)
    figure = partial(study_countries, level=level) if level else study_countries
    return Asked(clauses=[clause], spans=spans, figure=figure)


# the degree asked already completed: "要已经毕业的", "graduated ones only"
_FINISHED = re.compile(
    r"(?<![未没不])(?:已经|已)毕业|毕业了的|(?i:(?<!not )(?<!yet )\b(?:completed|graduated)\b)"
)
# ... and, with no level asked, a degree finished there: "欧洲大学毕业的", "finished a degree"
_GRADUATED = re.compile(
    rf"{_FINISHED.pattern}|(?<![未没不届])毕业(?:于|的)|"
    r"(?i:(?<!not )(?<!yet )(?<!n't )\bfinished\b)"
)


KIND = record_kind("study place", find)
