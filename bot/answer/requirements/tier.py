"""School tiers: "985毕业的", "211 院校", "双一流高校", "a QS top-100 university", "QS前50",
"只是211、不是985的", "名校" (985 or a global top-100), and a tier of one degree:
"本科985、硕士不是985", "undergrad at a 985 school" (`bachelor_tier=985`, `not
master_tier=985` with a master's held), "C9", "Ivy League" / 常春藤, the Russell Group,
"双非本科" (a Chinese school on neither the 985 nor the 211 list). Met by the record's
schools through the tier lists (`ingest/data/school_tiers.yaml`); quotes the degree lines
of the listed schools (`tiers`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from bot.answer.requirements.base import Asked
from bot.answer.requirements.counts import counts_clauses
from bot.answer.requirements.reading import inside, record_kind
from ingest.figures import Figure, tiers
from ingest.language import ANY_LEVEL, EITHER_STATUS, UNFINISHED_COUNTS, degree_matches

# (tier name in school_tiers.yaml, how a question says it)
_TIERS: list[tuple[str, re.Pattern[str]]] = [
    (
        "985",
        re.compile(
            # "the 985 club", "the 985 tier"
            r"(?<![\d.])985(?![\d.])(?:[\s-]+(?i:club|list|league|tier)\b)?|"
            r"九八五|"  # written in words
            # "one of china's top-39 elite unis", "chinese elite universities": the 985 list
            r"(?i:\btop[- ]?39\b|\b(?:china'?s|chinese)\s+(?:(?:top|elite|best|leading|"
            r"prestigious|top[- ]tier)[\s-]+)+(?:unis?|universit\w*|schools?|colleges?))|"
            r"(?:国内)?(?:那)?39\s*所(?:顶尖|重点|顶级|名牌)?(?:大学|高校|院校|名校)?(?:之一)?"
        ),
    ),
    ("211", re.compile(r"(?<![\d.])211(?![\d.])(?:[\s-]+(?i:club|list|league|tier)\b)?|二一一")),
    ("双一流", re.compile(r"(?i:\bdouble[- ]first[- ]class\b)|双一流")),
    (
        "C9",
        re.compile(
            r"(?i:(?<![A-Za-z0-9-])C9(?:\s+league)?(?![A-Za-z0-9-])|"
            r"\b(?:china'?s|chinese)\s+ivy(?:\s+league)?(?:\s+(?:schools?|unis?|universit\w*))?)|"
            r"九校联盟|(?:中国|国内)(?:版)?(?:常春藤(?:盟校|名校)?|藤校)"
        ),
    ),
    # "china's ivy league" is the C9 (read with it), not the American one
    (
        "ivy-league",
        re.compile(
            r"(?i:(?<!china's\s)(?<!chinese\s)(?<!china\s)\bivy(?:\s+league)?\b|\bivies\b)|"
            r"(?<!中国)(?<!国内)(?:常春藤(?:盟校|名校)?|藤校)"
        ),
    ),
    ("russell-group", re.compile(r"(?i:\brussell[\s-]+group\b)|罗素(?:大学)?(?:集团|联盟)")),
    (
        "global-top10",
        re.compile(
            r"(?i:\b(?:QS\s+(?:world\s+|global\s+)?|world\s+|global\s+)top[- ]?10\b(?!0)"
            r"(?:\s+(?:universit\w*|schools?|colleges?))?|"
            r"\btop[- ]?10\s+(?:universit\w*|schools?))|"
            r"(?:(?i:QS)\s*|世界|全球)(?:大学)?(?:排名)?前\s*(?:10|十)(?![0-9百])(?:名|强)?|"
            r"世界十强|全球十强"
        ),
    ),
    (
        "global-top50",
        re.compile(
            r"(?i:\b(?:QS\s+(?:world\s+|global\s+)?|world\s+|global\s+)top[- ]?50\b"
            r"(?:\s+(?:universit\w*|schools?|colleges?))?|"
            r"\btop[- ]?50\s+(?:universit\w*|schools?))|"
            r"(?:(?i:QS)\s*|世界|全球)(?:大学)?(?:排名)?前\s*(?:50|五十)(?![0-9百])(?:名|强)?|"
            r"世界五十强|全球五十强"
        ),
    ),
    (
        "global-top100",
        re.compile(
            r"(?i:\b(?:QS\s+)?(?:world\s+|global\s+)?top[- ]?100\b(?:\s+(?:universit\w*|"
            r"schools?|colleges?))?)|(?i:QS)?\s*(?:世界|全球)?(?:大学)?(?:排名)?前\s*(?:100|一百)(?:名|强)?|"
            r"世界百强|全球百强|(?i:QS)\s*百强|"
            r"(?:海外|国外|世界|全球)名校"
        ),
    ),
    # any other place on the ranked global list: "QS top 20", "world top-30 universities",
    # "QS前20", "世界排名前三十" (`global_rank<=20`)
    (
        "rank",
        re.compile(
            r"(?i:\b(?:QS\s+(?:world\s+|global\s+)?|world\s+|global\s+)top[- ]?"
            r"(?!(?:10|50|100)\b)(?P<n>[1-9]\d?)\b(?:\s+(?:universit\w*|unis?|schools?|colleges?))?|"
            # ("top 39 unis": the 985 list, above)
            r"\btop[- ]?(?!(?:10|50|100|39)\b)(?P<m>[1-9]\d?)\s+(?:universit\w*|unis?|schools?))|"
            r"(?:(?i:QS)\s*|世界|全球)(?:大学)?(?:排名)?前\s*(?!(?:10|50|100)(?![0-9]))"
            r"(?P<z>[1-9]\d?|[二三四五六七八九]?十[一二三四五六七八九]?|[二三四五])(?![0-9百])(?:名|强)?"
        ),
    ),
    # "名校" alone, as recruiters in China say it: a 985 university or a global top-100 one
    (
        "985|global-top100",
        re.compile(
            r"(?<![海外国世界全球])名校|"
            r"(?i:\b(?:elite|top[- ]tier|prestigious)\s+(?:universit\w*|unis?|schools?))"
        ),
    ),
]
# a degree's level written next to the tier: "本科985", "985本科", "undergrad at a 985"
_BEFORE_CHARS, _AFTER_CHARS = 80, 16
_OR_ABOVE = re.compile(r"(?i)\s*or\s+(?:better|above|higher)\b")
# what the span takes with it: "985 university", "211 院校", "985 grads"
_TAIL = re.compile(
    r"(?i)[)）]?(?:\s*or\s+(?:better|above|higher)\b)?\s*"  # "211 or better": a 985 is a 211
    # "top 100 in the world rankings (QS)": the list named after it
    r"(?:(?:in|on|of)\s+(?:the\s+)?(?:QS\s+)?(?:world\s+|global\s+)?(?:university\s+)?rankings?"
    r"(?:\s*[(（]\s*QS\s*[)）])?\s*)?"
    r"(?:(?:(?:chinese|china|mainland)\s+)?(?:universit\w*|unis?|schools?|colleges?|grads?|"
    r"graduates?|alumni)\b"
    r"(?:\s+or\s+(?:better|above|higher)\b)?|"  # "a 211 school or better"
    r"(?:工程)?[”\"」』]?(?:及?以上)?(?:学历|学位)?(?:的)?(?:高校|院校|大学|学校|毕业生|名校)?)?"
)
# what the span takes before it: "只是211", "不是985", "not from a 985"
_LEAD = re.compile(
    r"(?i:\b(?:only|just|not|non)\s*(?:(?:from|at|in|of)\s+)?(?:an?\s+)?-?\s*$)|"
    r"(?:只是|仅是|不是|非|不属于|并非)\s*$"
)
_NOT = re.compile(
    r"(?i:\b(?:not|non|no)\s*(?:(?:from|at|in|of)\s+)?(?:an?\s+)?-?\s*$|"
    r"\bnon[- ]?985\s*/\s*$)|"  # "non-985/211": neither
    r"(?:非|不是|不属于|并非|(?<!有)没有|(?<![有没])无)\s*$"
)


# words that only describe a tier list beside it: "one of the 39 elite chinese unis, the 985
# list", "a top Chinese university (985)", "重点大学"
_TIER_TALK = re.compile(
    r"(?i:\b(?:one\s+of\s+)?(?:the\s+)?(?:china'?s\s+)?(?:\d+\s+)?(?:elite|top(?:[- ]tier)?|key|"
    r"leading|best|prestigious|famous|national)\s+(?:\d+\s+)?(?:chinese\s+|china\s+|mainland\s+)?"
    r"(?:unis?|universit\w*|schools?|"
    r"colleges?)\b|\b(?:the\s+)?(?:project\s+)?(?:985|211)\s+(?:list|project)\b|"
    # "china's top tier 985 schools": words around the tier that add nothing to it
    r"\b(?:china'?s\s+|chinese\s+)?(?:top[- ]tier|tier[- ]?(?:1|one)|elite|prestigious)"
    r"(?=\s+(?:985|211|c9|double))|\bchina'?s\s+(?=(?:985|211|c9|double|top))|"
    r"\b(?:top[- ]tier|elite)\b(?=[^.?!]{0,30}\b(?:985|211)\b))|"
    r"(?i:\(?\bqs\b\)?(?:\s+(?:world\s+)?(?:university\s+)?rankings?\b)?|"
    r"\b(?:the\s+)?(?:world|global)\s+(?:university\s+)?rankings?\b)|重点(?:建设)?(?:的)?(?:大学|高校|院校)|名单|(?:学校|院校|高校)(?:要|得|需要|必须)(?:是)?"
)


_EITHER_LEVEL = re.compile(r"(?i)\s*(?:\bor\b|/|或者?|或是)\s*")


def _level_at(text: str, start: int, end: int) -> tuple[str, int, int] | None:
    """The degree level written next to a tier at text[start:end], in its clause: the
    nearest one before it, else one right after it; none when the levels are listed only to
    say that any of them counts ("211院校的 本科硕士都算")."""
    if ANY_LEVEL.search(text):
        return None
    lo = max(0, start - _BEFORE_CHARS)
    stop = max((m.end() for m in re.finditer(r"[、，,;；。?？]", text[lo:start])), default=0)
    clause = text[lo + stop : start]
    before = [m for m in degree_matches(clause)]
    if before:
        level, a, b = before[-1]
        if len(before) > 1 and _EITHER_LEVEL.fullmatch(clause[before[-2][2] : a]):
            # "本科或研究生就读于985高校": either degree at a school on the list
            level, a = f"{before[-2][0]}|{level}", before[-2][1]
        return level, lo + stop + a, lo + stop + b
    if above := _OR_ABOVE.match(text, end):  # "211 or better for undergrad"
        end = above.end()
    after = [m for m in degree_matches(text[end : end + _AFTER_CHARS]) if m[1] <= 5]
    if after:
        level, a, b = after[0]
        return level, end + a, end + b
    # "an undergrad from a top school? 985 or qs top 100": the one level the question named,
    # in a sentence before the tiers
    earlier = degree_matches(text[: lo + stop])
    if stop and len({m[0] for m in earlier}) == 1:
        level, a, b = earlier[-1]
        return level, a, b
    return None


def _field(level: str | None, name: str) -> str:
    """`tier=985`, `bachelor_tier=985`, or either level's ("Bachelor|Master"); a place on
    the ranked list, `global_rank<=20`."""
    if name.startswith("rank<="):
        fields = [f"{lv.lower()}_global_rank" for lv in level.split("|")] if level else []
        return " or ".join(f"{f}{name[4:]}" for f in fields or ["global_rank"])
    if not level:
        return f"tier={name}"
    return " or ".join(f"{lv.lower()}_tier={name}" for lv in level.split("|"))


def _figure(levels: list[str | None]) -> partial[Figure] | None:
    named = [lv for lv in dict.fromkeys(levels) if lv and "|" not in lv]
    if any(lv and "|" in lv for lv in levels):
        return None
    return partial(tiers, level=named[0]) if len(named) == 1 and None not in levels else None


def level_spans(text: str) -> list[tuple[int, int]]:
    """Where a degree's level is written as part of a tier ("本科985"): the degree kind
    does not read those as a degree asked for."""
    out = []
    for _, pattern in _TIERS:
        for m in pattern.finditer(text):
            if at := _level_at(text, m.start(), m.end()):
                out.append((at[1], at[2]))
    return out


# "本硕都是985的", "本硕博均为985": each of those degrees at a school on the list
_BOTH_LEVELS = re.compile(r"本硕(?P<phd>博)?(?:都|均|皆|全)?(?:是|为|在)?\s*$")
# a degree in progress counts too: "（在读也算）", "current students count"
# lists of Chinese schools, and a question that says the school is in China
_CHINESE_LISTS = ("985", "211", "双一流")
_IN_CHINA = re.compile(r"(?i:\bchinese\b|\bin\s+china\b|\bmainland\b)|国内|中国|大陆")
# "双非": a school on neither the 985 nor the 211 list
_NEITHER = re.compile(r"双非")


# one school on one list and not on another: "a 211 that's not a 985", "211但不是985的"
# (`tier=211-not-985`, per school, where "tier=211 and not tier=985" reads per person)
_ONE_BUT_NOT = re.compile(
    r"(?i)(?P<a>985|211|双一流)[^,.;?!，。；？！]{0,12}?(?:\bbut\s+|\s*但)?"
    r"(?:\b(?:that|which)(?:'s|\s+is|\s+are|\s+was)?\s+|\bis\s+)?"
    r"(?:\bnot\b|\b(?:isn|aren|wasn)'?t\b|不是|并非|非)\s*(?:an?\s+)?"
    r"(?P<b>985|211)"
)


def _one_but_not(text: str) -> Asked | None:
    m = _ONE_BUT_NOT.search(text)
    if m is None or m.group("a") == m.group("b"):
        return None
    at = _level_at(text, m.start(), m.end())
    field = f"{at[0].lower()}_tier" if at and "|" not in at[0] else "tier"
    spans = [m.span(), *([at[1:]] if at else []), *(x.span() for x in _TIER_TALK.finditer(text))]
    clause = f"{field}={m.group('a')}-not-{m.group('b')}"
    return Asked(clauses=[clause], spans=spans, figure=_figure([at[0] if at else None]) or tiers)


_FULL_TIME = re.compile(r"(?<!非)全日制|(?i:(?<!part-)(?<!part )\bfull[- ]time\s+(?:degree|study))")
_DIGITS = {c: i for i, c in enumerate("零一二三四五六七八九")}


def _number(m: re.Match[str]) -> int:
    """N of "QS top N" / "前N", in digits or Chinese numerals (二十, 三十五, 五)."""
    said = m.group("n") or m.group("m") or m.group("z")
    if said.isdigit():
        return int(said)
    tens, _, ones = said.rpartition("十")
    if "十" not in said:
        return _DIGITS[said]
    return (_DIGITS.get(tens, 1) if tens else 1) * 10 + (_DIGITS[ones] if ones else 0)


def _all_in_counts(text: str, names: list[str]) -> bool:
    """Every tier named with no level is in a "… counts too" clause ("undergrad at a 211
    school? 985 counts too"): it widens the one asked."""
    clauses = counts_clauses(text)
    return bool(names) and all(
        any(re.search(rf"(?<![\d.]){re.escape(n)}", text[lo:hi]) for lo, hi in clauses)
        for n in names
    )


# a tier said only to set it aside: "研究生985的不算", "a 985 master's doesn't count"
_NOT_COUNTED = re.compile(
    r"\s*(?:的|学校|院校|高校)?\s*(?:也|都)?\s*(?:不算|不计|除外)|"
    r"(?i:(?:\s+(?:ones?|schools?|unis?|masters?|degrees?))?"
    # ("a 985 masters alone doesnt count": that degree's school is not enough)
    r"(?:\s+(?:alone|only|on\s+(?:its|their)\s+own|by\s+itself))?\s+(?:does|do)\s*n[o'’]?t\s+count)"
)


def find(text: str) -> Asked | None:
    if (one := _one_but_not(text)) is not None:
        return one
    wanted: dict[str | None, list[str]] = {}
    unwanted: list[tuple[str | None, str]] = []
    spans: list[tuple[int, int]] = []
    neither: list[str] = []
    for m in _NEITHER.finditer(text):  # a Chinese school: 双非 says nothing of others
        at = _level_at(text, m.start(), m.end())
        pre = f"{at[0].lower()}_" if at and "|" not in at[0] else ""
        neither.append(f"{pre}studied_in=cn and not {pre}tier=985 and not {pre}tier=211")
        tail = _TAIL.match(text, m.end())
        start, end = m.start(), tail.end() if tail else m.end()
        spans.append((min(start, at[1]), max(end, at[2])) if at else (start, end))
    for listed, pattern in _TIERS:
        for m in pattern.finditer(text):
            if listed == "rank" and _number(m) in (10, 50, 100):
                continue  # "QS前十": the named list's
            name = listed if listed != "rank" else f"rank<={_number(m)}"
            if "|" in name and (inside(m.start(), spans) or wanted or unwanted):
                spans.append(m.span())  # "“985工程”名校": the tier named, "名校" praises it
                continue
            if said := _NOT_COUNTED.match(text, m.end()):
                at = _level_at(text, m.start(), m.end())
                spans.append((min(m.start(), at[1]) if at else m.start(), said.end()))
                continue  # "研究生985的不算": what does not count, nothing asked
            at = _level_at(text, m.start(), m.end())
            level = at[0] if at else None
            if level and "|" in level and _NOT.search(text[max(0, m.start() - 16) : m.start()]):
                level = None  # "本科或硕士不是985": no school of theirs on it
            both = _BOTH_LEVELS.search(text[max(0, m.start() - 8) : m.start()])
            if _NOT.search(text[max(0, m.start() - 16) : m.start()]):
                unwanted.append((level, name))
            elif both:  # "本硕都是985": the bachelor's and the master's each
                for each in ("Bachelor", "Master", *(["PhD"] if both.group("phd") else [])):
                    wanted.setdefault(each, []).extend(name.split("|"))
                spans.append((m.start() - len(both.group()), m.start()))
            else:
                wanted.setdefault(level, []).extend(name.split("|"))
            if m.group().startswith(("海外", "国外")):  # "海外名校": a top school abroad
                neither.append(
                    f"{level.lower()}_studied_in=abroad"
                    if level and "|" not in level
                    else "studied_in=abroad"
                )
            tail = _TAIL.match(text, m.end())
            lead = _LEAD.search(text[max(0, m.start() - 16) : m.start()])
            start = m.start() - (len(lead.group()) if lead else 0)
            end = tail.end() if tail else m.end()
            if at:
                start, end = min(start, at[1]), max(end, at[2])
            spans.append((start, end))
    if not spans:
        return None
    spans += [m.span() for m in _TIER_TALK.finditer(text)]  # no topic either
    levels = [lv for lv in wanted if lv]
    either = re.search(r"(?i:\bor\b)|或者?", text) or _all_in_counts(text, wanted.get(None, []))
    if None in wanted and len(levels) == 1 and either:
        # "a master's at a 985 university or a QS top-100 one": the level holds for both
        wanted[levels[0]] += wanted.pop(None)
    clauses = neither
    for level, names in wanted.items():
        clauses.append(" or ".join(_field(level, n) for n in dict.fromkeys(names)))
        if set(names) & set(_CHINESE_LISTS):  # "a 985 school in china": the list's own country
            spans += [m.span() for m in _IN_CHINA.finditer(text)]
    for level, name in dict.fromkeys(unwanted):
        if level and name in _CHINESE_LISTS and _IN_CHINA.search(text):
            # "chinese undergrads from non-211 schools": a degree of that level studied in
            # China, at a school not on the list (none at all counts too)
            pre = level.lower()
            clauses.append(f"{pre}_studied_in=cn and not {pre}_tier={name}")
            spans += [m.span() for m in _IN_CHINA.finditer(text)]
        elif level:  # "硕士不是985": a master's held, at a school not on that list
            field = f"{level.lower()}_tier"
            clauses.append(f'{field}~"" and not {field}={name}')
        else:
            clauses.append(f"not {_field(None, name)}")
    if (full := _FULL_TIME.search(text)) and list(wanted) == [None]:
        # "有211全日制学历的吗": a degree studied full-time at a school on the list
        clauses = [c.replace("tier=", "full_time_tier=") for c in clauses]
        spans.append(full.span())
    figure: Callable[..., Figure] = (
        _figure([lv for lv in wanted] + [lv for lv, _ in unwanted]) or tiers
    )
    for status_words, field, counted in _OTHER_STATUSES:
        if status_words.search(text) and list(wanted) == [None]:
            clauses = [c.replace("tier=", f"{field}=") for c in clauses]
            spans += [m.span() for m in status_words.finditer(text)]
            figure = counted
            break
    return Asked(clauses=clauses, spans=spans, figure=figure)


# the schools of other degrees than completed ones, the first said: "读过211的 在读或者没读完的也算"
# (any school studied at, finished or not), "上过双一流高校的（在读也算）" (one studied at now too)
_OTHER_STATUSES: list[tuple[re.Pattern[str], str, Callable[..., Figure]]] = [
    (UNFINISHED_COUNTS, "ever_tier", partial(tiers, studying=True, unfinished=True)),
    (EITHER_STATUS, "any_tier", partial(tiers, studying=True)),
]


KIND = record_kind("tier", find)
