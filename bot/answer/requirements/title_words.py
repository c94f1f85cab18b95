"""Words asked of the current title itself: "anyone with tech lead in their title rn", "who
has 'staff' in their title", "titles containing architect", "title里带总监的", "职位名称里有
架构师的", "whose current title is lead / staff / principal". Met by the record's current
title containing the words (`title~"tech lead"`), quoting that position's line; the level
words inside are not asked again as a seniority."""

from __future__ import annotations

import re
from datetime import date
from functools import partial

from bot.answer.requirements import years
from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import inside, record_kind
from bot.answer.requirements.role_words import role_phrases
from ingest.figures import Figure, current_employer, source_lines
from ingest.language import (
    NOW_ASKED,
    SENIORITY_WORDS,
    TITLE_WORD_FORMS,
    role_families,
    seniority_of,
)
from ingest.language.examples import EXAMPLES_EN, EXAMPLES_ZH
from ingest.record import CandidateRecord

_WORDS = (
    r"(?:the\s+(?:words?|term)\s+)?"  # "containing the word architect"
    r"[\"“'‘]?(?P<w>[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff .&/+-]{0,30}?)[\"”'’]?"
)
# "... in their title": what follows the words asked
_IN_TITLE = r"\s+in\s+(?:their|the|his|her|a)\s+(?:(?:current|present)\s+)?(?:job\s+)?titles?\b"
IN_TITLE = re.compile(rf"(?i)[\"”'’]?{_IN_TITLE}")
_RULES = [
    re.compile(rf"(?i)\b(?:with|has|have|having|had|got)\s+(?:an?\s+)?{_WORDS}(?={_IN_TITLE})"),
    # "who has a Sr. title in their current job", "anyone with a 'principal' title"
    re.compile(
        # (not a level, "a management-level title", nor "a job title")
        rf"(?i)\b(?:with|has|have|having|got|holds?|holding)\s+"
        r"(?!(?:\w+\s+)?(?:an?\s+)?job\s+titles?\b)"
        r"(?:an?\s+)?"
        r"(?!(?:an?|job|current|present|their|his|her|[\w-]*level|management|leadership|"
        r"managerial)\s)"
        # ... nor a family's level: "an engineering leadership title"
        r"(?!(?:[\w-]+\s+){1,2}(?:[\w-]*level|management|leadership|managerial)\s+(?:job\s+)?title)"
        rf"{_WORDS}"
        r"(?=\s+(?:job\s+)?title\b"
        r"(?:\s+(?:in|at)\s+(?:their|his|her|the)\s+(?:current\s+|present\s+)?(?:job|role|position))?)"
    ),
    re.compile(
        rf"(?i)\btitles?\s+(?:that\s+)?(?:contains?|containing|includes?|including|with|has|"
        rf"having|mentions?|says?|saying|reads?)\s+{_WORDS}"
        r"(?=\s*(?:$|[?.,;!]|\b(?:now|rn|right|currently|in\s+it)\b))"
    ),
    re.compile(
        rf"(?:title|职位|头衔|职称|岗位)(?:名称|名)?\s*(?:里|中)?\s*(?:曾经?)?(?:带有|包含|挂着|带着|有|带|含)过?\s*{_WORDS}"
        # ("带有“高级”（Senior）字样的": its English in brackets, "the word" after it)
        r"(?:\s*[(（][^()（）]{1,20}[)）])?\s*(?:字样|这个词|这个字|字眼|二字|两个字|俩字)?(?=\s*(?:的|$|[?？，,。]))"
    ),
    re.compile(rf"(?:做过|当过|干过)\s*{_WORDS}(?=\s*(?:岗位?|职位))"),  # "做过architect岗的"
]
# a title held at any time, not only now: "held a title containing", "at some point", "曾包含"
_EVER = re.compile(
    r"(?i:\b(?:held|had|at\s+(?:some|any)\s+(?:point|time)|ever|previously|in\s+the\s+past)\b)|"
    r"曾|做过|当过|干过|以前|过去"
)

# ... unless said not to count: "以前当过的不算", "past ones don't count" (the title now)
_PAST_LEFT_OUT = re.compile(
    r"(?:以前|过去|之前|曾经?)[^，,。；;]{0,6}(?:不算|不计|除外)|"
    r"(?i:(?:previous(?:ly)?|past|former|earlier)[^,.;]{0,24}?"
    r"(?:do(?:es)?\s*n[o'’]?t\s+count|not\s+count(?:ed|ing)?|excluded))"
)


# "whose current title is lead / staff / principal": level words, each its own title word;
# a level may name its noun ("senior engineer", "高级工程师")
_WORD = (
    r"(?:[a-z][a-z-]*"
    r"(?:\s+(?:engineer|developer|scientist|architect|analyst|designer|researcher)s?\b)?|"
    # "高级的有哪些": 高级; "title是xx经理的": a placeholder before the word
    r"(?:(?:xx|XX|某某|某)\s*)?[\u4e00-\u9fff]{1,10}?(?=的|[/、或,，]|\s|$|[?？!！。]))"
)
_TITLE_IS = re.compile(
    r"(?i)(?:(?<![a-z])title|头衔|职位名称|职称)\s*(?:is|=|:|是|为)\s*(?:an?\s+)?"
    rf"(?P<words>{_WORD}(?:\s*(?:/|,|、|\bor\b|或者?)\s*{_WORD})*?)"
    r"(?=\s*(?:$|[?.!;)？]|的|\b(?:now|rn|atm|currently)\b))"
)


# the words of a list: "lead / staff / principal", "高级或者资深"
_LISTED = re.compile(r"\s*(?:/|,|、|\bor\b|或者?)\s*")
_LEVEL = re.compile(r"(?i)(?:级别|层级|职级|(?:这|那)一?级|\s+level)$")
_AND_ABOVE = re.compile(r"(?i)(?:及|或)?(?:以上|往上)$|\b(?:or\s+(?:above|higher)|and\s+up|\+)$")


# "at manager level right now, going by their title": the level's word in the title
_LEVEL_BY_TITLE = re.compile(
    r"(?i)\b(?:at\s+)?(?:an?\s+)?(?P<words>[a-z]+)[\s-]+level\b"
    r"(?=[^.?!;]{0,30}\b(?:going\s+)?(?:by|from|per)\s+(?:their|the|his|her)\s+(?:job\s+)?titles?\b)"
)


# "who's a manager right now, by title": the level's word in the title
_WORD_BY_TITLE = re.compile(
    r"(?i)(?:\bis|'s|\bare)\s+(?:an?\s+)?(?P<words>[a-z]+)"
    r"(?=[^.?!;]{0,20}?\b(?:going\s+)?by\s+(?:(?:their|the|his|her|job)\s+)*titles?\b)"
)


def _title_is(text: str) -> Asked | None:
    """Each of "title is A / B / C" in the current title, when every word names a level."""
    m = _TITLE_IS.search(text) or _LEVEL_BY_TITLE.search(text) or _WORD_BY_TITLE.search(text)
    words = [w for w in _LISTED.split(m.group("words")) if w] if m else []
    # ("职位名称为某某经理": a placeholder before the word, "xx经理")
    words = [re.sub(r"的$|^(?:某某|某|xx|XX)\s*", "", w) for w in words]
    if m is None or not words or not all(seniority_of(w) for w in words):
        return None
    if _LEVEL.search(words[-1]):
        return None  # "title是主管或者负责人级别的": levels (`seniority`), not the words

    if any(_AND_ABOVE.search(w) for w in words):
        return None  # "title是经理及以上": a level and those above it (`seniority`)
    each = [c for w in dict.fromkeys(words) for c in _level_and_noun(w)]
    clause = " or ".join(dict.fromkeys(each))  # "senior/高级": each word once
    return Asked(clauses=[clause], spans=[m.span()], figure=current_employer)


_PLACEHOLDER = re.compile(r"(?i)\s+(?:something|anything|whatever|sth|stuff|etc\.?)$")
_NO_NOUN = re.compile(r"(?i)[\s-]*(?:something|anything|whatever|ish|type|sort|kind|level)$")


def _level_and_noun(word: str) -> list[str]:
    """A level word alone is a title word ("staff"); a level with a noun ("高级工程师",
    "senior engineer") is that level of a title holding the noun, in either script, wherever
    the title puts it ("高级搜索排序工程师", "BMS 固件高级工程师")."""
    level = seniority_of(word)
    pattern = dict(SENIORITY_WORDS)[level] if level else None
    noun = pattern.sub("", word).strip(" -.") if pattern else ""
    if noun and _NO_NOUN.fullmatch(noun):  # "senior-something", "senior-ish": the level alone
        word, noun = _NO_NOUN.sub("", word), ""
    if not level or not noun:  # "title是经理": the word in either script ("Audit Manager")
        return [f'title~"{w}"' for w in (word, *TITLE_WORD_FORMS.get(word.lower(), ()))]
    forms = " or ".join(f'title~"{n}"' for n in (noun, *TITLE_WORD_FORMS.get(noun.lower(), ())))
    return [f"(seniority={level} and ({forms}))"]


# a founder, at any time: "有创业经历的吗 创始人联合创始人都算", "any founders?", "who started
# their own company" (a title of any position naming it)
_FOUNDER = re.compile(
    r"(?i:\b(?:start-?up\s+)?(?:co-?)?founders?\b|\b(?:co-?)?founded\s+(?:a|an|their|his|her|my)(?:\s+own)?"
    r"(?:\s+(?:company|start-?up|business|firm))?\b|"
    r"\bstart(?:ed)?\s+(?:a|an|their|his|her)\s+(?:own\s+)?(?:company|start-?up|business)\b|"
    # "running a company they founded", "CEO of their own shop"
    r"\b(?:(?:running|runs?)\s+)?(?:a\s+)?(?:company|start-?up|business|firm)\s+(?:they|she|he)\s+(?:founded|started|"
    r"set\s+up)\b|\b(?:(?:running|runs?|run)\s+)?(?:their|his|her)\s+own\s+(?:company|start-?up|business|shop|firm|venture)\b)|"
    # ("创业公司背景": work at a startup, `startup`); "自己所创办公司的", "自己创业当老板"
    r"(?:有)?创业(?:经历|经验|过)?(?!公司|团队|型)|(?:(?:创业|初创)公司的?)?(?:联合)?创始人|"
    r"自己(?:所|亲手)?(?:创办|创立|创建|创业|开)(?:的)?(?:公司|企业)?|自主创业|当老板"
)


# a postdoc, at any time (a title of any position naming it; "做博后的")
_POSTDOC = re.compile(r"(?i:\bpost-?docs?\b|\bpost-?doctoral\b)|博士后|(?<!读)博后(?!来)")
# ... offered beside any staff in a clause of its own ("… right now? staff or postdoc,
# students don't count", "教职工或博士后都行"): who counts, no title asked
_STAFF = r"(?i:\b(?:staff|faculty|employees?)\b)|员工|教职工|职工|教师|老师"
_OR = r"\s*(?:(?i:\bor\b|\band\b)|/|或|和)\s*"
_CLAUSE_START = r"(?<=[?？,，.;；。!！\s])(?<![a-z] )"
_STAFF_OR_POSTDOC = re.compile(
    rf"{_CLAUSE_START}(?:(?:{_STAFF}){_OR}(?:{_POSTDOC.pattern})|(?:{_POSTDOC.pattern}){_OR}(?:{_STAFF}))"
)


def _founded(record: CandidateRecord, asked: date) -> Figure:
    """The positions whose title names a founder, quoted."""
    del asked
    held = [p for p in record.positions if p.title and _FOUNDER.search(p.title)]
    return Figure(
        name="founder",
        value=[p.organisation for p in held],
        text=", ".join(f"{p.title}, {p.organisation}" for p in held) or "no founder title",
        sources=source_lines(held),
    )


def _titled(asked: str, record: CandidateRecord, today: date) -> Figure:
    """The positions whose title is of the family asked, or holds the words asked."""
    del today
    held = [
        p
        for p in record.positions
        if p.title and (asked in p.role_families() or asked.lower() in p.title.lower())
    ]
    return Figure(
        name=f"titles with {asked}",
        value=[p.title for p in held],
        text=", ".join(f"{p.title}, {p.organisation}" for p in held) or f"no {asked} title",
        sources=source_lines(held),
    )


def _founder(text: str) -> Asked | None:
    spans = [m.span() for m in _FOUNDER.finditer(text)]
    if not spans:
        return None
    now = bool(NOW_ASKED.search(text))  # "currently running a company they founded"
    field = "title" if now else "any_title"
    clause = " or ".join(f'{field}~"{w}"' for w in ("founder", "创始人", "创业"))
    return Asked(clauses=[clause], spans=spans, figure=current_employer if now else _founded)


# a title held now that no role family holds: "谁现在是乘务长", "目前担任值班长的"
_NOW_TITLE_ZH = re.compile(
    r"(?:现在|目前|当前)(?:是|为|当|任|担任)(?P<w>[\u4e00-\u9fff]{1,6}?(?:长|员|师|官|主管|主任))"
    r"(?=的|$|\s|[?？，,。])"
)
_QUOTES = re.compile(r"[“”‘’「」『』]")
_GLOSSED = re.compile(r"[（(]([A-Za-z\u4e00-\u9fff]{1,20})[)）]")


_EXAMPLES_IN_BRACKETS = re.compile(
    rf"[(（]\s*(?:(?i:{EXAMPLES_EN})|如|{EXAMPLES_ZH})[^()（）]*[)）]"
)


def find(text: str) -> Asked | None:
    if (founder := _founder(text)) is not None:
        return founder
    offered = [m.span() for m in _STAFF_OR_POSTDOC.finditer(text)]
    spans = [m.span() for m in _POSTDOC.finditer(text) if not inside(m.start(), offered)]
    if spans:  # "做过博士后的", "any postdocs"
        now = bool(NOW_ASKED.search(text))  # "anyone currently doing a postdoc": the title now
        field = "title" if now else "any_title"
        forms = ("postdoc", "post-doc", "博士后", "postdoctoral")
        clause = " or ".join(f'{field}~"{w}"' for w in forms)
        figure = current_employer if now else partial(_titled, "postdoc")
        return Asked(clauses=[clause], spans=spans, figure=figure)
    if (listed := _title_is(text)) is not None:
        return listed
    # (a role phrase is the role's: "现在是设计师的" asks the family, `role`)
    held = _NOW_TITLE_ZH.search(text)
    if held and not inside(held.start("w"), role_phrases(text)) and not seniority_of(held["w"]):
        w = held["w"]
        clause = " or ".join(f'title~"{x}"' for x in (w, *TITLE_WORD_FORMS.get(w, ())))
        return Asked(clauses=[clause], spans=[held.span()], figure=current_employer)
    spent = years.find(text)  # "做过数据分析岗位6年以上": the role the years were spent in
    as_role = (
        [sp for sp in spent.spans if spent.clauses[0].startswith("years_as_")] if spent else []
    )
    # ("带“高级”或“资深”（Senior）": the words without their quotes, the bracket one more;
    # as long as the question, so that spans stay its own)
    plain = _GLOSSED.sub(lambda g: f"/{g[1]} ", _QUOTES.sub(" ", text))
    for rule in _RULES:
        if (m := rule.search(plain)) and not inside(m.start("w"), as_role):
            words = m.group("w").strip().replace('"', "")
            levels = _LISTED.split(_AND_ABOVE.sub("", words))
            if _AND_ABOVE.search(words) and all(seniority_of(w) for w in levels if w):
                return None  # "senior / principal or above in their title": levels (`seniority`)
            end = m.end()
            if tail := IN_TITLE.match(text, end):
                end = tail.end()
            families = role_families(words)
            ever = "any_" if _EVER.search(_PAST_LEFT_OUT.sub(" ", text)) else ""
            paired = _level_and_noun(words) if len(levels) == 1 else []
            # "the word architect": a role noun, matched in either script ("系统架构师")
            if not ever and paired and paired[0].startswith("(seniority="):
                clause = paired[0]  # "a senior engineer job title": the level, and the noun
            elif len(families) == 1:
                clause = f"{ever}role={families[0]}"
            else:  # "senior/高级": either word
                each = [w.strip() for w in re.split(r"\s*(?:/|、|\bor\b|或者?)\s*", words)]
                each = [_PLACEHOLDER.sub("", w) for w in each]  # "head of something": "head of"
                # ... in either script: "senior" is also 高级 / 资深
                each += [f for w in each for f in TITLE_WORD_FORMS.get(w.lower().rstrip("."), ())]
                clause = " or ".join(f'{ever}title~"{w}"' for w in dict.fromkeys(each) if w)
            figure = partial(_titled, families[0] if len(families) == 1 else words)
            # "… with 'Manager' in it (e.g. plant manager)": examples of the words
            examples = [g.span() for g in _EXAMPLES_IN_BRACKETS.finditer(text, end)]
            return Asked(
                clauses=[clause],
                spans=[(m.start(), end), *examples],
                figure=figure if ever else current_employer,
            )
    return None


KIND = record_kind("title words", find)
