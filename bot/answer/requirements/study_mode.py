"""A degree studied part-time, beside a job: "谁现在在职读书 非全日制那种", "anyone doing a
part-time master's", "studying while working", "边工作边读研的". Met by the record's degrees
whose own words say so (`ingest.study_modes`: `part_time_studying~""` when the question asks
about now, else `part_time_study~""`), quoting their lines."""

from __future__ import annotations

import re
from functools import partial

from bot.answer.requirements.base import Asked
from bot.answer.requirements.counts import COUNTS_CLAUSE, counts_clauses
from bot.answer.requirements.degree import PURSUING
from bot.answer.requirements.reading import inside, record_kind
from ingest.language import EITHER_STATUS
from ingest.study_modes import part_time_degrees, study_after_work

_STUDY = (
    r"(?:degrees?|master'?s|masters|mba|phd|doctorate|program(?:me)?s?|study|studies|studying|"
    r"students?|courses?)"
)
_PART_TIME = re.compile(
    rf"(?i:\bpart[- ]?time\s+{_STUDY}\b|\b{_STUDY}\b[^.?!;]{{0,30}}?\bpart[- ]?time\b|"
    r"\b(?:study|studying|studies|enrolled)\s+while\s+(?:working|employed)\b|"
    r"\bwhile\s+(?:working|employed)\b(?=[^.?!;]{0,30}\b(?:study|studying|degree|master|mba|phd))|"
    r"\b(?:evening|weekend|online)\s+(?:mba|master'?s|masters|degree|program(?:me)?)\b|"
    # "did their masters on the side while working? evenings weekends or online"
    r"\bon\s+the\s+side(?:\s+while\s+(?:working|employed))?\b|"
    r"\b(?:evenings?|weekends?)(?:\s*(?:,|/|or|and)?\s*(?:evenings?|weekends?|online))+\b)|"
    r"在线(?:项目|课程|学位|硕士|研究生)|网课|远程(?:项目|学位|硕士)|"
    r"在职(?:读书|读研|研究生|硕士|博士|MBA|攻读|读|念|学习|深造|研)|非全日制|非全(?!职)|"
    r"(?:一)?边工作(?:一)?边(?:读|念|上)|周末班"
)
_NOW = re.compile(
    r"(?i:\bnow\b|\bcurrently\b|\bright\s+now\b|\bthese\s+days\b)|现在|目前|在读|正在"
)


# back to full-time study after working: "left employment to return to full-time study",
# "took a career break to do a full-time degree", "辞职脱产读书", "工作了几年又回炉读全日制的"
_BACK_TO_STUDY = re.compile(
    r"(?i:\b(?:left|quit)\s+(?:their\s+|a\s+|the\s+)?(?:job|work|employment)\s+to\s+"
    r"(?:return\s+to\s+|go\s+back\s+to\s+|do\s+an?\s+|study|pursue\s+an?\s+)[^.?!;]{0,30}|"
    r"\b(?:return(?:ed|ing)?|went|go(?:ing)?)\s+back\s+to\s+(?:full[- ]time\s+)?"
    r"(?:school|study|studies|university|uni)\b|"
    r"\breturn(?:ed|ing)?\s+to\s+(?:full[- ]time\s+)?(?:study|studies|school)\b|"
    r"\b(?:took|take|taking)\s+a\s+career\s+break\s+to\s+(?:do|study|pursue)\s+(?:an?\s+)?"
    r"(?:full[- ]time\s+)?(?:degree|master'?s|mba|phd)\b)|"
    r"(?:辞职|离职)(?:后)?(?:去)?(?:脱产)?(?:读书|读研|读博|深造|求学)|脱产(?:读书|读研|读博|深造|学习)|"
    r"回炉(?:读|重造|深造)?(?:全日制)?(?:的)?|重返校园|(?:工作|上班)(?:了几年|后|之后)(?:又|再)(?:去|回)?(?:读|念|考)(?:书|研|博)?"
)


# either mode said: "full- or part-time", "全日制或非全日制": no part-time study asked
_EITHER_MODE = re.compile(
    r"(?i:\bfull[- ]?(?:time)?\s*(?:or|/|and|,)\s*part[- ]?time\b|"
    r"\bpart[- ]?time\s*(?:or|/|and|,)\s*full[- ]?time\b)|"
    r"(?<!非)全日制(?:或者?|和|、|/)非全日制|非全日制(?:或者?|和|、|/)全日制"
)


_OR_ASIDE = re.compile(r"(?i)[(（]\s*(?:or\b|或者?|或是)[^)）]*[)）]")
# "… right now incl part time / online / mba": ways that count too, listed after "incl"
_INCLUDING = re.compile(
    r"(?i)\b(?:incl\.?|including|inc\.)\s+[^.?!;()]{2,60}|(?:包括|含)[^。？！；()（）]{2,30}"
)


def find(text: str) -> Asked | None:
    if _EITHER_MODE.search(text):
        return None
    if back := [m.span() for m in _BACK_TO_STUDY.finditer(text)]:
        work = [m.span() for m in re.finditer(r"参加工作后?又?|工作了几年又?", text)]
        return Asked(clauses=['studied_after_work~""'], spans=back + work, figure=study_after_work)
    # "在职读的也算", "(part-time MBA included)": what counts, not what is asked
    counts = counts_clauses(text) + [m.span() for m in COUNTS_CLAUSE.finditer(text)]
    # "(or is doing one part time rn)": the mode of the other way to qualify, no requirement
    counts += [m.span() for m in (*_OR_ASIDE.finditer(text), *_INCLUDING.finditer(text))]
    spans = [
        m.span()
        for m in _PART_TIME.finditer(text)
        if not (inside(m.start(), counts) or inside(m.end() - 1, counts))
    ]
    if not spans:
        return None
    # "done or in progress": either; "doing one now", "在职读书": under way
    now = bool(_NOW.search(text) or PURSUING.search(text)) and not EITHER_STATUS.search(text)
    # "要已经毕业的": completed by now (not "finished or not", either)
    done = not now and bool(_DONE.search(text)) and not EITHER_STATUS.search(text)
    field = "part_time_studying" if now else "part_time_done" if done else "part_time_study"
    said = {lv for lv, p in _LEVELS if p.search(text)} if not _ANY.search(text) else set()
    if "Master" in said:  # "a part time masters or mba": a master's, an MBA being one
        said.discard("MBA")
    level = next(iter(said)) if len(said) == 1 else ""  # a master's or a PhD: any
    return Asked(
        clauses=[f'{field}~"{level}"'],
        spans=spans + [m.span() for m in _DONE.finditer(text)],
        figure=partial(part_time_degrees, studying=now, done=done),
    )


_DONE = re.compile(
    r"(?i:\b(?:completed|graduated|finished)\b)|(?:要|须|需)?已经?毕业(?:的)?|毕业了的|已拿到学位"
)


# ... unless it says any will do: "an MBA or some other degree", "其他学位也行"
_ANY = re.compile(r"(?i)\b(?:other|any)\s+(?:\w+\s+)?degrees?\b|其他学位|任何学位|什么学位都")
# the level of the degree studied part-time, when the question names one
_LEVELS = [
    ("MBA", re.compile(r"(?i)\b(?:e?mba)s?\b")),
    ("PhD", re.compile(r"(?i:\bph\.?d\.?s?\b|\bdoctor(?:ate|al)\b)|博士|读博")),
    ("Master", re.compile(r"(?i:\bmaster'?s?\b|\bmasters\b)|硕士|读研|研究生")),
]


KIND = record_kind("part-time study", find)
