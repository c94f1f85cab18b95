"""Degree and status: a level ("PhD", "master's", "博士", "本科"), a named degree within it ("MBA"),
or any degree ("currently studying for a degree", "正在攻读学位"), and its status: held ("who
holds a PhD?", "谁有博士学位"), in progress ("pursuing", "在读", "expected 2027"), either ("holds
or is pursuing", "has a PhD or is working towards one", "博士在读或已毕业", "在读的也算"), completed
("already graduated", "在读的不算"), highest ("highest degree is a master's", "最高学历"), never
completed ("started a PhD but never finished", "dropped out", "肄业").

Sets `degree`, `degree_name`, `degree_status` and `no_degree_held`. The level and status words
and a clause negating a degree ("没有…研究生学位") are `Reading.degree_spans`, no place or topic.
Runs before the places, whose reading as a school depends on a degree being asked."""

from __future__ import annotations

import re

from bot.answer.requirements import study_place
from bot.answer.requirements.base import Asked
from bot.answer.requirements.constraints import ANY_DEGREE, POSTGRAD
from bot.answer.requirements.counts import ALSO_OK_CLAUSE, COUNTS_CLAUSE
from bot.answer.requirements.degree_bounds import (
    AT_LEAST,
    AT_LEAST_BEFORE,
    AT_MOST,
    AT_MOST_BEFORE,
    BELOW,
    BELOW_BEFORE,
    GRAD_BELOW_DOCTORATE,
    GRAD_STUDY,
    LACKS_BEFORE,
    MASTER_WORD,
    POSTGRAD_WORDS,
    either_postgrad,
    higher_not_counted,
)
from bot.answer.requirements.exclusions import NOT_COUNT
from bot.answer.requirements.reading import Kind, Reading, clause_at, inside, without
from bot.answer.requirements.tier import level_spans
from ingest.figures import DEGREE_RANK, highest_degree, highest_held_or_studying
from ingest.language import (
    ANY_DEGREE_ASKED,
    ANY_LEVEL,
    CURRENT_WORK,
    DEGREE_PATTERNS,
    EITHER,
    EITHER_STATUS,
    HIGHEST_DEGREE_ASKED,
    LEVEL_NAMED_BY_EXAMPLES,
    NAMED_DEGREES,
    degree_level,
    named_degree,
)
from ingest.language.examples import EXAMPLES_EN, EXAMPLES_ZH

PURSUING = re.compile(
    r"(?i:\bpursu(?:ing|es?)\b|\bcurrently\b|\bin progress\b|\bongoing\b|\bstill\b|"
    r"\bstudents?\b|\bcandidates?\s+(?:for|in)\b|\benrolled\b|\bright\s+now\b|\brn\b|"
    r"\b(?:working|studying|going)\s+(?:for|towards?|on)\b|\bdoing\s+(?:one|it|an?|their|his|her)\b|"
    r"\bexpected\s+to\s+(?:graduate|complete|finish)\b|\b(?:partway|halfway|mid-?way)\s+through\b|"
    r"\bnot\s+(?:done|finished|completed)\s+yet\b|\batm\b|\bin\s+the\s+middle\s+of\b)|尚未毕业|还没毕业|未毕业|"
    r"(?:正在|还在)(?:攻)?读(?:博士?|硕士?|研究生|博|研)?|在读(?:博士?|硕士?|研究生|博|研)?(?!过)|攻读(?!过)|"
    r"读(?:博|研)(?!过|完)|目前|"
    r"(?:一)?边工作(?:一)?边(?:读|念|上)|在职(?:读|攻读|念)|"  # "边工作边读非全硕士": studying now
    r"还是|仍在|预计毕业"
)
# a degree held: "holds", "has", "已毕业", "拿到"; "or" and a pursuing word: either status
_HELD = re.compile(
    r"(?i:\bhold(?:s|ing|ers?)?\b|\bha(?:s|ve|d)\b|\bgot\b|\b(?:completed|finished|earned|"
    r"obtained|received|graduated|already)\b|\bwith\s+(?:an?|their)\s+(?=\w))|"
    r"已经?(?:博士|硕士|本科)?毕业|(?:博士|硕士|本科|研究生)(?:学历)?毕业|已经?(?:获得|拿到|完成)|"
    r"拿到|拿了|获得|读完|读过博士?|读过研(?:究生)?|具有|拥有|"
    r"有(?!哪|谁|没|几|人|吗)|是"  # not "有谁"
)
# ... said of the degree itself, without a pursuing word: the degree is held (completed)
_HOLDS = re.compile(
    r"(?i:\bhold(?:s|ing|ers?)?\b|\b(?:ha(?:s|ve)|with)\s+(?:an?\s+|their\s+)?(?:phd|ph\.d|"
    r"doctor|master|bachelor|m\.?s|b\.?s|e?mba|m\.?eng|b\.?eng|degree)|\bgot\s+an?\b|\b(?:completed|finished|earned|obtained)\b)|"
    r"有(?=[^，。？?]{0,4}(?:博士|硕士|学士|学位))|是(?=博士|硕士)|已经?毕业|已经?(?:获得|拿到)|"
    r"(?:获得|拿到|取得|拿(?=了|过))(?:了|过)?(?=[^，。？?]{0,6}(?:博士|硕士|学士|学位))"
)
# only words that stress the status: "earned a bachelor's at X" asks who has one at all
_COMPLETED = re.compile(
    r"(?i:(?<!not )(?<!yet )(?<!n't )\b(?:completed|finished)\b|\balready\b)|"
    r"已经?获得|已经?完成|已经?拿到|拿到了|已经?(?:博士|硕士|本科)?毕业|"
    r"(?:博士|硕士|本科|研究生|学士)(?:学历)?毕业|读完|"  # "研究生毕业的", "读完博的": finished
    r"(?i:\b(?:e?mba|m\.?sc?|ph\.?d|mpa|mph|mfa|llm|m\.?eng)\s*毕业)"  # "MBA毕业的"
)
# "in-progress degrees do not count", "在读的不算": completed ones only
_NOT_IN_PROGRESS = re.compile(
    r"(?i:\b(?:in[- ]progress|still\s+(?:studying|enrolled|doing\s+it))\b[^.?!;]{0,30}"
    r"\b(?:do(?:es)?\s*n[o'’]?t|not)\b|"
    r"\bnot\s+(?:currently\s+)?(?:pursuing|in[- ]progress|enrolled)\b|"
    r"\bnot\s+(?:still\s+)?(?:doing|studying\s+for|working\s+(?:on|towards?))\s+(?:it|one)\b|"
    r"\b(?:not\s+still|no\s+longer)\s+(?:studying|enrolled|in\s+school)\b)|"
    r"在读(?:或|和|、)?(?:肄业|退学|未毕业|没读完|未读完)?的?(?:都)?(?:不算|不要|除外)|在读不计|不含在读|不包括在读"
)
_POSTGRAD_LEVEL = re.compile(
    r"(?i)\bpost-?grad(?:uate)?\s+(?=(?:taught\s+)?(?:masters?|master'?s|msc)\b)"
)
# a degree started and left unfinished: "never completed any degree", "dropped out", "肄业"
_NEVER_COMPLETED = re.compile(
    r"(?i:\bnever\s+(?:completed|finished|graduated|earned|obtained)\b|"
    r"\bwithout\s+(?:completing|finishing|graduating|earning)\b|\bdropped\s+out\b|"
    r"\bdid\s*n[o'’]?t\s+(?:complete|finish|graduate)\b(?!\s+yet)|\bleft\s+(?:\w+\s+){0,3}unfinished\b|"
    r"\bdiscontinued\b|\bdrop-?outs?\b|\babandoned\b|\b(?:and|but)\s+not\s+(?:finish|complet)\w*(?!\s+yet)|"
    r"\bleft\s+(?:\w+\s+){0,2}before\s+(?:finishing|completing|graduating)\b)|"
    r"肄业|(?:中途)?(?:辍学|退学)|未能毕业|读(?:了|到)?一半|没读完|"
    r"(?:从未|从来没有?|没有?|未)(?:拿到|获得|取得|完成)(?:过)?(?:任何)?\S{0,3}学位|"
    r"(?:中途)?(?:放弃|中止|终止)(?:了)?(?:学业|学位|攻读)"
)
# a degree left unfinished and none held: "never completed any degree", "从未获得学位"
_NONE_HELD = re.compile(
    r"(?i:\bnever\s+(?:\w+\s+)?(?:any|a\s+single)\b|"
    r"\b(?:complet|finish|earn|obtain|graduat|hold|get|got)\w*\s+(?:any|a\s+single)\b|"
    r"\bno\s+(?:\w+\s+)?degree)|从未|从来|任何|(?:没有?|未)(?:拿到|获得|完成)"
)
# a clause that negates a degree ("没有…研究生学位", "but no master's"): not the level asked for
_NEGATED = re.compile(
    r"(?i:(?:\b(?:but|and|with|yet)\s+)?\b(?:no|not|without|nor|never)\b[^.?!;,()]*)|"
    r"(?:但是?|而|并且|且)?(?:没有|并无|不含|不包括|除了)[^。？！；;，,()（）]*"
)
# the whole clause that a degree's status takes: "started a degree but never completed any"
_NEVER_COMPLETED_CLAUSE = re.compile(
    r"(?i:\b(?:started|began|begun|enrolled\s+in|entered)\b[^.?!;,]{0,60}?\b(?:but|and|yet)\s+"
    r"(?:[^\W\d_]+\s+){0,3}?)?"
    rf"(?:{_NEVER_COMPLETED.pattern})[^.?!;,，。？！；]*"
)
# words that only say a degree is in progress ("expected 2027", "在读或预计毕业"): no topic
_STATUS_WORDS = re.compile(
    r"(?i:\b(?:expected|anticipated)(?:\s+(?:to\s+)?(?:graduat\w*|complet\w*|finish\w*))?\b|"
    r"\bin[- ]progress\b|\bongoing\b)|预计(?:毕业)?|预期毕业|在读|在校|就读中"
)
_DEGREE_WORD = re.compile(r"(?i:\bdegrees?\b)|学位|学历")


def _held_or_pursuing(text: str) -> bool:
    """ "pursuing or have completed", "has a PhD or is working towards one", "博士在读或已毕业":
    a held-degree word and a pursuing word with an "or" between them, in either order."""
    for p in PURSUING.finditer(text):
        for h in _HELD.finditer(text):
            lo, hi = sorted((p, h), key=lambda m: m.start())
            if EITHER.search(text[lo.end() : hi.start()]):
                return True
    return False


_IN_PROGRESS_WORD = re.compile(r"(?i:\bin[- ]progress\b|\bpursu\w*|\bstudying\b)|在读|攻读|正在读")


def _status(r: Reading, left: list[str]) -> str | None:
    """The status asked of the degree (None: the default, any)."""
    c, text = r.c, r.text
    if left:
        c.no_degree_held = any(_NONE_HELD.search(clause) for clause in left)
        return "never_completed"
    if HIGHEST_DEGREE_ASKED.search(text) and c.degree != ANY_DEGREE:
        r.degree_spans += [m.span() for m in HIGHEST_DEGREE_ASKED.finditer(text)]  # not a topic
        # "… (no graduate degree completed or in progress)": one being studied for counts
        studying = _IN_PROGRESS_WORD.search(text) and not _NOT_IN_PROGRESS.search(text)
        return "highest_studying" if studying else "highest"
    if _NOT_IN_PROGRESS.search(text):
        return "completed"
    if EITHER_STATUS.search(text) or _held_or_pursuing(CURRENT_WORK.sub(" ", text)):
        return "any"
    if (pursued := [inside(m.start(), r.counts) for m in PURSUING.finditer(text)]) and all(pursued):
        return "any"
    if _COMPLETED.search(text):
        return "completed"
    if PURSUING.search(CURRENT_WORK.sub(" ", _without_others_now(r))) or c.degree == ANY_DEGREE:
        return "in_progress"
    if _HOLDS.search(text):
        return "held"  # "who holds a PhD?", "PhD holders", "谁有博士学位"
    # a level named with no word of its status ("masters + 5 yrs exp"): one held, as meant
    named = bool(r.strong_spans or r.orgs.find(text))  # "Who did a PhD at X?": any status
    if _EVER_STUDIED.search(text):
        return None  # "谁读过研？", "who studied for a master's": under way counts too
    return "held" if c.degree not in (None, ANY_DEGREE) and not named else None


# "a phd who's also managing a team right now": the "now" of another requirement
_NOW_AFTER = re.compile(r"(?i:\s*(?:right\s+now|now|currently|rn|atm|at\s+the\s+moment)\b)")
_NOW_BEFORE = re.compile(r"(?i:\b(?:currently|now)\s+$)|(?:目前|现在|当前)(?:在|还在|正在)?\s*$")


def _without_others_now(r: Reading) -> str:
    """The question without the words of "now" said of a requirement the record kinds read
    (managing a team, a title)."""
    text = r.text
    for lo, hi in r.c.record.spans:
        if m := _NOW_AFTER.match(text, hi):
            text = text[:hi] + " " * (m.end() - hi) + text[m.end() :]
        if m := _NOW_BEFORE.search(text[:lo]):
            text = text[: m.start()] + " " * (lo - m.start()) + text[lo:]
    return text


_EVER_STUDIED = re.compile(r"(?:读|念|上|学)过|(?i:\bstudied\b|\battended\b|\bwent\s+to\b)")


def _below(r: Reading, lacks: bool = True) -> bool:
    """A level asked as a ceiling it stays under ("本科以下", "has not completed a bachelor's";
    `lacks`: a level not held counts too): the record's highest completed degree below it
    (none at all is below every level)."""
    text = r.text
    words = [(a, b, level) for a, b in _level_words(text) if (level := degree_level(text[a:b]))]
    levels = {level for _, _, level in words}
    spans: list[tuple[int, int]] = []
    asked: set[str] = set()
    for start, end, level in words:
        if (after := BELOW.match(text, end)) is not None:
            spans.append((start, after.end()))
        elif m := BELOW_BEFORE.search(text[:start]):
            spans.append((m.start(), end))
        elif AT_MOST_BEFORE.search(text[:start]):
            continue  # "no higher than a bachelor's": at most, read by `_at_least`
        elif lacks and len(levels) == 1 and (m := LACKS_BEFORE.search(text[:start])):
            spans.append((m.start(), end))  # "a PhD but no master's": one held, one not
        else:
            continue
        asked.add(level)
    if len(asked) != 1 or not all(DEGREE_RANK[x] <= DEGREE_RANK[min(asked)] for x in levels):
        return False  # a level higher than the ceiling is asked too
    level = next(iter(asked))
    r.degree_spans += spans
    r.c.record.add(Asked(clauses=[f"degree<{level.lower()}"], spans=spans, figure=highest_degree))
    r.c.degree = None
    return True


def _at_least(r: Reading) -> bool:
    """The degree asked as a minimum ("or above") or a maximum ("no higher than"): the
    record's highest held degree at that level or above (below)."""
    text = r.text
    if _below(r):
        return True
    if HIGHEST_DEGREE_ASKED.search(text):
        return False  # "only a bachelor's, no graduate degree": the highest, not a minimum
    level = r.c.degree
    spans: list[tuple[int, int]] = []
    negated = [m.span() for m in _NEGATED.finditer(text)]
    if (
        (m := POSTGRAD_WORDS.search(text))
        and not any(lo <= m.start() < hi for lo, hi in negated)
        # "a masters … mba / mpacc type postgrad degrees fine": which master's count; "from
        # FDU? undergrad or grad school both fine": where they studied counts, no level asked
        and not inside(m.start(), r.counts)
    ):
        level = "Master" if level in (None, POSTGRAD) else level  # ("masters phd": either)
        spans.append(m.span())
    op = ">="
    for start, end in _level_words(text):
        if (after := AT_LEAST.match(text, end)) is not None:
            spans.append((start, after.end()))
        elif AT_LEAST_BEFORE.search(text[:start]):
            spans.append((max(0, start - 12), end))
        elif (after := AT_MOST.match(text, end)) is not None:
            spans.append((start, after.end()))
            op = "<="
        elif before := AT_MOST_BEFORE.search(text[:start]):
            spans.append((before.start(), end))
            op = "<="
    # "硕士及以上，在读也算": a degree in progress at that level counts too
    either = op == ">=" and bool(EITHER_STATUS.search(text))
    # "（在读不算）", "not in progress": the words of a status left out ask for none
    pursuing = PURSUING.search(CURRENT_WORK.sub(" ", _NOT_IN_PROGRESS.sub(" ", text)))
    if not spans or level in (None, ANY_DEGREE, POSTGRAD) or (pursuing and not either):
        return False
    r.degree_spans += spans  # ... and its status words are the clause's ("degree holders?")
    spans += [m.span() for m in (*PURSUING.finditer(text), *_HELD.finditer(text))]
    spans += [m.span() for m in _EXAMPLES.finditer(text) if named_degree(m[0])]  # "(msc/mba)"
    lv = level.lower()
    if op == ">=" and (higher_not_counted(r.text, r.counts, level) or _THAT_LEVEL.search(text)):
        # "a master's … PhD doesn't count": that level, held (or studied); a PhD alone is none
        r.degree_spans += spans
        r.c.degree, r.c.degree_status = level, "any" if either else r.c.degree_status
        return True
    clause = f"degree{op}{lv} or pursuing{op}{lv}" if either else f"degree{op}{lv}"
    figure = highest_held_or_studying if either else highest_degree
    r.c.record.add(Asked(clauses=[clause], spans=spans, figure=figure))
    r.c.degree = None  # met by the record, not by a line of that exact level
    return True


_THAT_LEVEL = re.compile(r"(?:硕士|本科|博士|学士)\s*(?:这一级|这一档|这个级别)")  # "硕士这一级"
_DEGREE_TAIL = re.compile(r"(?i)(?:'s)?(?:\s+degrees?)?")


def _level_words(text: str) -> list[tuple[int, int]]:
    """Where the question names a degree level (the one degree vocabulary,
    `ingest.language.DEGREE_PATTERNS`), with a "'s degree" after it."""
    found = [
        (m.start(), tail.end())
        for _, pattern in DEGREE_PATTERNS
        for m in pattern.finditer(text)
        if (tail := _DEGREE_TAIL.match(text, m.end())) is not None
    ]
    return sorted(found)


def _generic(text: str) -> bool:
    """A level named as a level, not inside a degree's name ("读研或者读MBA", not "an MBA?
    Executive MBA programmes count" or "a business school master's (mba/emba)")."""
    named = [m.span() for p in NAMED_DEGREES.values() for m in p.finditer(text)]
    return any(not any(lo <= start < hi for lo, hi in named) for start, _ in _level_words(text))


def _studied_where(r: Reading) -> list[tuple[int, int]]:
    """Where the question says each degree was studied ("国内本科 然后出国读研"): the study
    place's (`study_place`), not a degree and a status asked."""
    found = study_place.by_level(r.text)
    return found.spans if found else []


# a level named, then any other: "an MBA or some other degree", "硕士或者其他学位"
_OTHER_DEGREE = re.compile(
    r"(?i:\bor\s+(?:some|any|an)\s*other\s+(?:kind\s+of\s+)?degrees?\b)|"
    r"或(?:者)?(?:其他|别的|其它)(?:的)?(?:学位|学历|学校)"
)


_DOCTOR_TITLE = re.compile(r"(?i:\bdrs?\.?(?![A-Za-z0-9.])|\bdoctors\b)")


def read(r: Reading) -> None:
    c = r.c
    studied = {x.split("=")[0] for x in c.record.clauses if "studying_in" in x.split("=")[0]}
    # "2016年还在上学的", "2020年那会儿谁在读博" (the level's study then): a student then, no degree
    if studied and (degree_level(r.text) is None or studied != {"studying_in"}):
        return
    # a level written as part of a school tier ("本科985", "undergrad at a 985") is the tier's
    # ... and so is one said not to count ("master's there doesnt count", "读博不算")
    left_out = [
        (lo, hi)
        for lo, hi in r.counts
        if NOT_COUNT.search(r.text[lo:hi]) and not PURSUING.search(r.asked)  # "有在读的吗 博士不算"
    ]
    taken = level_spans(r.text) + _studied_where(r) + left_out
    text = without(r.text, taken)
    # clauses that only qualify the degree ("没有…研究生学位", "but never completed any"):
    # read as its level and status, neither a place nor a topic
    r.degree_spans += [
        m.span()
        for m in _NEGATED.finditer(text)
        if degree_level(m.group()) or _DEGREE_WORD.search(m.group())
    ] + [m.span() for m in _NEVER_COMPLETED_CLAUSE.finditer(text)]
    r.degree_spans += [m.span() for m in _STATUS_WORDS.finditer(text)]
    # "统招本科", "全日制硕士": how it was studied, which CVs seldom say; "第一学历就看本科":
    # which degree is meant; no topic
    r.degree_spans += [
        m.span()
        for m in re.finditer(r"统招|(?<!非)全日制|第一学历(?:就|只)?(?:看|指|算|按)?", text)
    ] + [m.span() for m in _POSTGRAD_LEVEL.finditer(r.text)]  # "a postgrad masters"
    if degree_level(r.text) is not None:  # "masters/mba/llm": a named degree listed, no topic
        r.degree_spans += [m.span() for p in NAMED_DEGREES.values() for m in p.finditer(r.text)]
    # "working towards one", "got one", "PhD holders": the status, not a topic
    r.degree_spans += [m.span() for m in (*PURSUING.finditer(text), *_HELD.finditer(text))]
    # "已经是Dr.的", "any doctors in the pool": a doctorate's title (a CV's "Dr." is a name's)
    medics = "physician" in c.record.families  # "doctors who moved into product"
    titles = [] if medics else [m.span() for m in _DOCTOR_TITLE.finditer(text)]
    r.degree_spans += titles
    c.degree = (
        # the level asked before any clause of what (does not) count: "a master's …; a PhD
        # without a master's does not"
        degree_level(_NEGATED.sub(" ", without(r.asked, taken)))
        or degree_level(_NEGATED.sub(" ", text))
        or degree_level(text)
        or ("PhD" if titles else None)
    )
    if c.degree and ANY_LEVEL.search(text):  # "bachelor's or master's whatever", "本硕博均可"
        c.degree = None  # no level asked
        r.degree_spans += [m.span() for m in ANY_LEVEL.finditer(text)]
    elif either := either_postgrad(text, _NEGATED):  # "a master's degree or a doctorate"
        c.degree = POSTGRAD
        r.degree_spans += either
    if (
        c.degree
        and r.counts
        and degree_level(r.asked) is None
        and not POSTGRAD_WORDS.search(r.asked)
        and not titles  # "any doctors in here? finished or still doing it both ok"
    ):
        # "有在读的吗 硕士博士都算": the levels only say what counts, any of them is asked
        named = {level for level, pattern in DEGREE_PATTERNS if pattern.search(text)}
        c.degree = POSTGRAD if named <= {"Master", "PhD"} else ANY_DEGREE
        named_here = [m.id for m in r.orgs.find(r.asked)] + [
            i for sp in r.strong_spans if sp in r.asked for i in r.orgs.resolve(sp)
        ]
        tiered = any(x.startswith(("tier", "any_tier")) for x in c.record.clauses)
        if tiered or any(r.orgs.kind(i) == "school" for i in named_here):
            c.degree = None  # "上交出来的有谁 硕士mba也算", "985毕业的 本科硕士都算": any level
    # "中途退学的不算", "discontinued doctorates do not count": an exclusion, not the status asked
    left = [
        clause
        for m in _NEVER_COMPLETED.finditer(text)
        # "肄业的也算": a degree left unfinished counts too, none is asked
        if not inside(m.start(), r.counts)
        and not NOT_COUNT.search(clause := clause_at(text, m.start(), m.end()))
    ]
    if c.degree is None and (ANY_DEGREE_ASKED.search(r.asked) or left):  # "…students count": no
        c.degree = ANY_DEGREE
    if m := GRAD_BELOW_DOCTORATE.search(text):  # "a grad degree short of a phd": a master's
        c.degree, r.degree_spans = "Master", [*r.degree_spans, m.span()]
    elif _below(r, lacks=not left) or (not left and _at_least(r)):
        return  # "本科以下 … 本科没读完的": below the level, an unfinished one among them
    any_level = bool(ANY_LEVEL.search(text))  # "本科或研究生均可": no level, not grad study
    if (
        c.degree in ("Master", None)
        and not any_level
        and any(not inside(m.start(), r.counts) for m in GRAD_STUDY.finditer(text))
        and not MASTER_WORD.search(text)
    ):
        # "在东北大学读过研究生", "anyone in grad school right now?": a master's or a PhD; a
        # master's where a doctorate is said not to count ("研究生学历的 … 博士不算")
        master = higher_not_counted(r.text, left_out, "Master")
        c.degree = "Master" if master else POSTGRAD
        r.degree_spans += [m.span() for m in GRAD_STUDY.finditer(text)]
    if c.degree and (other := _OTHER_DEGREE.search(text)):
        c.degree = ANY_DEGREE  # "an MBA or some other degree": any degree
        r.degree_spans.append(other.span())
    if c.degree:
        # "An MBA counts", "MBA也算": any of the level, an MBA among them
        asked = _EXAMPLES.sub(" ", ALSO_OK_CLAUSE.sub(" ", COUNTS_CLAUSE.sub(" ", r.asked)))
        c.degree_name = named_degree(asked)
        if c.degree == ANY_DEGREE or (
            c.degree_name
            and EITHER.search(text)
            and len(_level_words(text)) >= 2
            and _generic(text)
        ):
            c.degree_name = None  # "读研或者读MBA": any degree of the level, an MBA among them
        elif c.degree_name and LEVEL_NAMED_BY_EXAMPLES.search(text):
            c.degree_name = None  # "an MSc / LLM type degree": the level, by examples
        names = [NAMED_DEGREES[c.degree_name]] if c.degree_name else NAMED_DEGREES.values()
        r.degree_spans += [m.span() for p in names for m in p.finditer(text)]  # no topic
        # ... nor the bracket of examples of it: "(msc / mba / llm etc)"
        r.degree_spans += [m.span() for m in _EXAMPLES.finditer(text) if named_degree(m[0])]
        if c.degree_name in ("MBA", "EMBA"):  # "读过商学院的 mba那种": where it is studied
            r.degree_spans += [m.span() for m in _BUSINESS_SCHOOL.finditer(text)]
        status = _status(r, left)
        if status is not None:
            c.degree_status = status


# examples of the level in brackets after it: "a masters (msc mba etc)", "(e.g. MSc, MBA)"
_EXAMPLES = re.compile(
    rf"(?i)[(（](?=[^)）]*(?:\betc\b|\b(?:{EXAMPLES_EN}|eg\b)|\bincl|\blike\b|{EXAMPLES_ZH}|等|含|包括))[^)）]*[)）]"
)
_BUSINESS_SCHOOL = re.compile(r"(?i:\bbusiness[- ]schools?\b)|商学院|管理学院")


KIND = Kind("degree", read)
