"""Internship or full-time, said of the place asked: "full-time at Tencent, not as an
intern", "正式员工", "毕业后"; "interned at ByteDance", "只算实习"; "interned there but never
full-time" (intern only); "worked or interned", "internships count", "实习也算" (either).
Only with an employer asked. Sets `fulltime` and `intern_only`; a negated full-time
("never full-time", "没有…全职") is the intern-only condition, not a topic, and
`never_full_time` (no full-time position there on the record); "既实习过又全职过" / "both
interned and worked full-time" / "实习转正" sets `kinds_held` (both on the record); "没转正",
"didn't convert" is never full-time there. With no place named, "only internships, no
full-time job yet" is asked of the record (`years<=0 and intern_years>0`)."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import Kind, Reading
from bot.answer.requirements.years import internship_years
from ingest.language.cues import PLACEMENT_DONE

_INTERN_ONLY = re.compile(
    r"(?i:\bintern(?:ed|ship|s)?\b|\bsummer\s+(?:analyst|associate|intern)s?\b|"
    # "a summer or student stint", "student job", "placement year"
    r"\b(?:summer|student)\s+(?:or\s+(?:summer|student)\s+)?(?:stints?|jobs?|placements?)\b|"
    rf"\bplacement\s+year\b|{PLACEMENT_DONE})|实习|实过习"
)
_WORK_OR_INTERN = re.compile(
    r"(?i:work(?:ed)?\s+or\s+intern|intern(?:ship)?s?\s+(?:also\s+)?(?:count|included)|"
    r"\bintern(?:ship)?\s+or\s+full[- ]?time\b|"
    r"\bfull[- ]?time\s+or\s+(?:as\s+an\s+)?intern(?:ship)?\b|"
    r"\bintern(?:ship)?s?\s+(?:too|also|as\s+well|(?:are\s+|is\s+)?(?:ok|okay|fine))\b|"
    r"including\s+internships|internships?\s+included|\bemployed\s+or\s+interned\b|"
    # "even just an internship", "even if only as an intern": an internship counts too
    r"\beven\s+(?:if\s+)?(?:just|only)\s+(?:as\s+)?(?:an?\s+)?intern(?:ship)?s?\b|"
    # "as employees or interns", "staff or intern"
    r"\b(?:employees?|staff|full[- ]timers?)\s+or\s+(?:as\s+)?(?:an?\s+)?interns?\b|"
    r"\binterns?\s+or\s+(?:as\s+)?(?:an?\s+)?(?:employees?|staff)\b|"
    r"\binterned\s+or\s+(?:worked|employed)\b)|(?:工作|任职|就职|上班|全职)(?:过)?(?:或者?|或是|/)实习|"
    r"实习(?:过)?(?:或者?|或是|/)(?:工作|任职|就职|上班|全职)|"
    r"实习(?:经历)?(?:也|都)?算|(?<!不)包括实习|(?<!不)含实习|实习在内|实习或全职|全职或实习|全职实习都算"
)
_ONLY_INTERNS = re.compile(
    r"(?i:\bonly\s+intern\w*|"
    r"(?:\bfull[- ]time|(?-i:\bFT))\s+(?:\w+\s+)?(?:does\s*n[o'’]?t|don'?t|dont)\s+count)|"
    r"只算实习|仅实习|只有实习|只在[^。？！，,、]{0,10}实习|"
    # "正式工作过的不算", "全职的不算": the full-time jobs set aside, internships asked
    r"(?:全职|正式(?:工作|入职|上班|员工))(?:过)?(?:的)?(?:都)?(?:不算|不计|除外)"
)
# both: "interned and (later) worked full-time there", "既实习过又全职过", "实习过也全职过"
_BOTH = re.compile(
    r"(?i:\bboth\s+interned\b|\binterned\b[^.?!;]{0,30}\band\b[^.?!;]{0,20}\bfull[- ]time\b|"
    r"\bfull[- ]time\b[^.?!;]{0,30}\band\b[^.?!;]{0,20}\binterned\b)|"
    r"既[^。？！，,]{0,6}实习[^。？！，,]{0,6}又[^。？！，,]{0,6}全职|实习过?[^。？！，,]{0,4}也[^。？！，,]{0,4}全职|"
    r"全职[^。？！，,]{0,6}也[^。？！，,]{0,4}实习|"
    # "实习转正的", "interned and converted": the internship became a full-time job
    r"(?<![没未能])(?:之?后)?转正|(?i:\bconverted\b[^.?!;,]{0,20}\bfull[- ]time\b)"
)
# "didn't convert", "没转正": an internship that did not become a full-time job
_NOT_CONVERTED = (
    r"(?i:\b(?:didn't|did\s+not|never|not|wasn't|weren't)\s+(?:get\s+)?convert(?:ed)?\b|"
    r"\bno\s+return\s+offer\b)|(?:没有|没|未|未能|没能)转正(?:留下来?|留用)?"
)
# "only interned, never full-time": the full-time word is negated
_NOT_FULL_TIME = re.compile(
    r"(?i:\b(?:never|not|no)\b[^.?!;,]{0,25}\bfull[- ]time\b|"
    # "Full-time jobs don't count", "全职经历不算": only the internships there
    r"(?:\bfull[- ]time|(?-i:\bFT))\s+(?:\w+\s+){0,2}?"
    r"(?:do(?:es)?\s*n[o'’]?t|don'?t|dont)\s+count\b|"
    r"\bfull[- ]time\s+(?:\w+\s+){0,2}?(?:excluded|aside)\b)|"
    r"(?:全职|正式员工|正式工|正式岗|正职)的?(?:工作)?(?:经历|经验|工作)?的?(?:都)?"
    r"(?:不算|不计|除外|不要)|(?:不含|不包括|不算)全职|"
    r"(?:没有|没|从未|未曾|不曾|并非)[^。？！，,]{0,10}(?:全职|正式(?:入职|员工|工作))|非全职|"
    + _NOT_CONVERTED
)
# ... said of the person, not of the position asked: "never worked there full-time", "no
# full-time stint there", "没有…全职" (while "an internship (not a full-time job)" only says
# which position counts)
_NEVER_FULL_TIME = re.compile(
    r"(?i:\b(?:never|no)\b[^.?!;,]{0,25}\bfull[- ]time\b|"
    r"\bnot\b[^.?!;,()]{0,25}\bfull[- ]time\b[^.?!;,()]{0,12}\bthere\b)|"
    r"(?:没有|没|从未|未曾|不曾)[^。？！，,]{0,10}(?:全职|正式(?:入职|员工|工作|干|做|上班))|"
    + _NOT_CONVERTED
)
_FULL_TIME = re.compile(
    r"(?i:\bfull[- ]time\b|\bnon-?intern\b|\bregular\b|\brather than an? intern\b|"
    r"\bnot (?:as )?an? intern\b|\bafter graduat\w*|\bpermanent\b|"
    r"\binternships?\s+(?:do(?:es)?\s*n[o'’]?t\s+count|excluded)\b)|全职|正式员工|非实习|毕业后|"
    # "正式上过班的 实习的不算": employed, internships aside
    r"正式(?:上过?班|工作|入职)(?!过?的?都?(?:不算|不计|除外))|实习(?:的|经历)?(?:都)?(?:不算|不计|除外)"
)


# ... and the other way round: full-time there, never an intern there ("without ever having
# interned there", "a direct hire, not a converted intern", "社招进去的 没在那实习过的")
_NEVER_INTERNED = re.compile(
    r"(?i:\b(?:never|without\s+(?:ever\s+)?(?:having\s+)?)\s*(?:\w+\s+){0,2}?interned\b|"
    r"\bdirect\s+hire\b|\bnot\s+(?:as\s+)?a\s+converted\s+intern\b)|"
    r"(?:从未|从来没有?|没有?|未曾|不曾)(?:在[^。？！，,]{0,6})?实习过|社招"
)


# internships only, no full-time job yet, said of the person with no place named: "只做过实习
# 没有全职工作过的", "only internships so far", "never had a full-time job" (`years<=0 and
# intern_years>0`, quoting the internships)
_ONLY_INTERNSHIPS = re.compile(
    r"(?i:\bonly\s+(?:(?:done|had)\s+)?internships?\b|\bnever\s+(?:had|held|worked)\s+an?\s+"
    r"full[- ]time\s+(?:job|position|role)\b|\bno\s+full[- ]time\s+(?:jobs?|work|experience|"
    r"positions?|roles?)\b|\bhas\s*n[o'’]t\s+(?:had|held)\s+an?\s+full[- ]time\s+(?:job|role)\b)|"
    r"只(?:做过|有过?|干过)?实习(?:过|经历|经验)?|"
    r"(?:没有?|从未|还没有?|尚未)(?:做过|参加过|有过)?全职(?:工作)?(?:过|经历|经验)?"
)


# what was done, two to four characters back ("做过审计", "干过投行"): one fixed-width look-behind
# per length
_AFTER_DOING = "|".join(
    rf"(?<={verb}[\u4e00-\u9fff]{{{n}}})" for verb in ("做过", "干过", "有过") for n in (2, 3, 4)
)
# any internship, with no place named: "who did internships", "who's done internships before",
# "an internship while they were still students", "毕业前有过实习经历", "上学那会儿出去实习过的"
_ANY_INTERNSHIP = re.compile(
    # ("a summer internship at some point", "做过暑期实习")
    r"(?i:\b(?:did|done|had|has|have|doing)\s+(?:an?\s+|some\s+|any\s+)?"
    r"(?:(?:summer|student|paid|industry|industrial|research|winter)\s+)?(?:internships?|"
    r"placements?|co-?ops?)\b(?:\s+while\s+(?:they\s+were\s+)?(?:still\s+)?(?:students?|in\s+school))?|"
    r"\binternships?\s+(?:before|while|during)\b|"
    r"\b(?:interned|interning)\b)|"
    r"(?:有过|做过|出去|去)?实习过|(?:有过|做过|干过|参加过)(?:暑期|寒假|日常)?实习(?:经历|经验)?(?=[的吗呢？?\s]|$)|"
    r"有(?:暑期|寒假|日常)?实习(?:经历|经验)|"
    r"毕业前[^，。？]{0,6}实习|"
    # ... of a kind of work, which stays the topic: "做过审计实习的", "干过投行实习吗"
    rf"(?:{_AFTER_DOING})实习(?:生)?(?=[的吗呢？?\s]|$)"
)


def position_kind_asked(text: str, asked: str | None = None) -> str | None:
    """Which positions a question counts: "full-time" ("full-time at Tencent, not as an
    intern", "正式员工"), "internship" ("interned at", "只算实习", "实习过的 全职的不算") or
    None (either: "worked or interned", "实习也算"). `asked` is the question without its
    "… counts" clauses, where an internship word is no scope."""
    if _WORK_OR_INTERN.search(text) and not _ONLY_INTERNS.search(text):
        return None  # "intern or full-time", "full-time, internships count too": either
    if _FULL_TIME.search(text) and not _NOT_FULL_TIME.search(text):
        return "full-time"
    if _ONLY_INTERNS.search(text) or (
        _INTERN_ONLY.search(asked if asked is not None else text)
        and not _WORK_OR_INTERN.search(text)
    ):
        return "internship"
    return None


def read(r: Reading) -> None:
    c, text, has_place = r.c, r.text, r.has_place
    if not has_place and (only := [m.span() for m in _ONLY_INTERNSHIPS.finditer(text)]):
        c.record.add(Asked(["years<=0 and intern_years>0"], only, internship_years))
        return
    if not has_place and c.period is None and not c.record.clauses:
        if anyhow := [m.span() for m in _ANY_INTERNSHIP.finditer(text)]:
            c.record.add(Asked(["intern_years>0"], anyhow, internship_years))
            return
    if has_place and _BOTH.search(text):
        c.kinds_held = {"internship", "full-time"}  # met by the record's positions there
        r.not_full_time = [m.span() for m in _BOTH.finditer(text)]  # a role, no topic
        return
    kind = position_kind_asked(text, r.asked) if has_place else None
    c.fulltime, c.intern_only = kind == "full-time", kind == "internship"
    # "but never worked there full time", "没有在字节全职工作过": the intern-only condition,
    # and no full-time position there on the record
    r.not_full_time = [m.span() for m in _NOT_FULL_TIME.finditer(text)] if has_place else []
    # ("全职的不算", "FT jobs don't count": only which kind counts; a full-time job there
    # as well, or at another of a group asked, is no reason to leave the intern out)
    c.never_full_time = has_place and bool(_NEVER_FULL_TIME.search(text))
    if has_place and not c.never_full_time and (never := list(_NEVER_INTERNED.finditer(text))):
        c.never_interned, c.fulltime, c.intern_only = True, True, False
        r.not_full_time += [m.span() for m in never]  # the history asked, no topic


KIND = Kind("internship / full-time", read)
