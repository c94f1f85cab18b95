"""Employers written in prose rather than in an entry's header.

* `employer_in_body`: an entry whose header gives a role and dates but no organisation
  names it below its bullets ("Acme Corp, Springfield" after the last bullet) or in its
  first bullet ("At Acme, built …", "在某某科技负责…").
* `prose_employment`: a CV written as paragraphs ("From 2016 to 2020 I was a Researcher at
  Acme Labs, where …") gives its positions from sentences. Precision first: a sentence gives
  one only when it holds an organisation (the catalog's, or a name with an organisation
  word), a role or a work verb, and a date range. A first-person sentence without dates ("I
  am a system architect at NVIDIA") gives one only for a catalog organisation and a role.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import pairwise

from ingest.dates import DateSpan, YearMonth, find_spans
from ingest.entry_blocks import headerish
from ingest.entry_fields import (
    LEADING_BULLET,
    LEGAL_END,
    SENTENCE,
    WEAK_ORG,
    OrgFinder,
    clean_employer,
    is_cjk,
    is_role,
    mostly_cjk,
    name_like,
    org_rank,
    short_line,
    split_fields,
)
from ingest.language import (
    DESCRIPTION_LEAD,
    INTERNED,
    LEADS_TEAM,
    ORG_END_ZH,
    ORG_WORD,
    ROLE_WORD,
    strip_bullet,
)
from ingest.models import EmploymentItem, TextLine
from ingest.normalize import join_wrapped
from ingest.prose_stays import close_at
from ingest.prose_zh import (
    joined_range_zh,
    org_in_zh,
    promoted_step,
    role_in_zh,
    still_there,
)

# A run of capitalised words, with the particles names use ("Bank of Tokyo", "Politecnico
# di Milano"), as written after "at", "for", "with", "joined".
_WORD = r"(?:[A-Z][\w&.'’-]*|\d\w*)"
NAME_RUN = rf"{_WORD}(?:\s+(?:(?:of|and|&|de|di|du|la|le|der|für|the)\s+)?{_WORD}){{0,5}}"
_AT_NAME = re.compile(rf"(?i:\b(at|for|with|joined|joining|by))\s+(?:the\s+)?({NAME_RUN})")
_FIRST_AT = re.compile(
    rf"^(?i:at|with|for|joined|worked\s+(?:at|for|with))\s+(?:the\s+)?({NAME_RUN})\s*[,;:(]"
)
_FIRST_AT_ZH = re.compile(
    r"^(?:在|于|就职于|任职于|供职于|加入)([^\s，,。；;、]{2,16}?)"
    r"(?:[，,]|负责|参与|担任|从事|工作|实习|期间|主导|完成)"
)
_WORK_VERB = re.compile(
    r"(?i:\b(?:worked|working|employed|interned|interning|joined|joining|served|serving|"
    r"placement|internship|traineeship|secondment)\b)"
    r"|工作|任职|就职|供职|实习|加入|担任|入职|进入"
)
_ROLE_AFTER_ARTICLE = re.compile(
    r"(?i:\bas\s+(?:an?\s+|the\s+)?|\b(?:an?|the)\s+)"
    r"((?:[\w-]+\s+){0,4}?[\w-]+)(?=\s+(?:at|with|for|in|of|on|and)\b|[,.;]|$)"
)
# "I have been Marketing Director, …", "where I was Assistant Brand Manager on Olay": a title
# said of oneself without an article
_SELF_TITLE = re.compile(
    r"\bI\s+(?:have\s+been|'ve\s+been|’ve\s+been|am|was|became|served\s+as)\s+"
    r"((?:[A-Z][\w&/-]*\s+){0,4}[A-Z][\w&/-]*)"
    r"(?=\s*[,.;(]|\s+(?:at|with|for|in|on|of|from|since|until|between)\b)"
)
_SPENT = re.compile(r"(?i)\b(?:spent|did|completed)\b")
_SINCE = re.compile(r"(?i:\bsince\b|\bfrom\b)|自|从")
_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"“(])|(?<=[。！？；;])")
_OPEN = re.compile(r"(?i:\b(?:since|ever since)\s*$)|^(?:自|从)$")
_PAIR = re.compile(r"^\s*(?:and|to|until|till|through|–|-|—|至|到|~)\s*$")


def _is_org(name: str, orgs: OrgFinder, loose: bool) -> bool:
    if WEAK_ORG.search(name) and not orgs(name) and not LEGAL_END.search(name):
        return False  # "the platform team" (not "AIA Group Limited")
    return bool(
        orgs(name)
        or (ORG_WORD.search(name) and org_rank(name, orgs) >= 2)
        or (loose and name_like(name))
    )


def employer_in_body(
    body: list[int], raw: list[str], texts: list[str], orgs: OrgFinder
) -> str | None:
    """The organisation of an entry whose header names none: a name-like line closing its
    bullets, else the organisation its first bullet begins with."""
    if not body:
        return None
    last = body[-1]
    if headerish(raw[last]) and "、" not in texts[last]:  # (not "服务客户：华润置地、太古地产")
        for seg in split_fields(texts[last]):
            if not is_role(seg, orgs) and org_rank(seg, orgs, alone=True) >= 1.2:
                return clean_employer(seg)
    first = texts[body[0]]
    if (m := _FIRST_AT.match(first)) and _is_org(m.group(1), orgs, loose=True):
        return clean_employer(m.group(1))
    if (m := _FIRST_AT_ZH.match(first)) and (orgs(m.group(1)) or ORG_END_ZH.search(m.group(1))):
        return clean_employer(m.group(1))
    for m in _AT_NAME.finditer(first):  # "Built X for Acme's checkout": the catalog's only
        if orgs(m.group(2)):
            return clean_employer(m.group(2))
    # "2022.1-2022.8: Network Engineer" / "• High-speed Network Group, Bytedance": a short
    # first bullet naming the team and then the organisation
    # (a catalog organisation, or a name after a team: a project title is neither)
    if short_line(first) and not SENTENCE.search(first):
        segments = split_fields(first)
        ranked = [
            (org_rank(seg, orgs), seg)
            for seg in segments
            if not is_role(seg, orgs)
            and not WEAK_ORG.search(seg)
            and not DESCRIPTION_LEAD.match(strip_bullet(seg))  # "负责完美日记彩妆线…": work
        ]
        best = max(ranked, default=(0.0, ""))
        team_first = len(segments) >= 2 and bool(WEAK_ORG.search(segments[0]))
        if best[0] >= 3 or (best[0] >= 2 and team_first):
            return clean_employer(best[1])
    return None


def _range_in(sentence: str) -> DateSpan | None:
    """A date range in a sentence: "from 2016 to 2020", "2016–2020", "between 2016 and
    2020", "2016年至2020年", "since 2021" / "自2021年起" (open-ended)."""
    spans = find_spans(sentence)
    if (joined := joined_range_zh(sentence, spans)) is not None:
        return joined  # "2012年7月入职时为助理兽医，…，一直工作到2018年3月"
    for span in spans:
        if span.end is not None or span.ongoing:
            return span
    for a, b in pairwise(spans):
        gap = re.sub(r"年|月", "", sentence[a.stop : b.begin])
        if _PAIR.match(gap) and a.start and b.start and a.start.key() <= b.start.key():
            return DateSpan(start=a.start, end=b.start, begin=a.begin, stop=b.stop)
    for span in spans:
        lead = sentence[max(0, span.begin - 30) : span.begin]
        lead = re.sub(
            r"(?i)\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*$", "", lead
        )
        if _OPEN.search(lead.strip()) or re.search(
            r"^\s*年?(?:起|以来|至今)", sentence[span.stop :]
        ):
            return DateSpan(start=span.start, ongoing=True, begin=span.begin, stop=span.stop)
    return None


def _season_in(sentence: str, orgs: OrgFinder) -> DateSpan | None:
    """The one date of a sentence that says its writer spent it in a role somewhere."""
    spans = find_spans(sentence)
    if len(spans) != 1 or not (_WORK_VERB.search(sentence) or _SPENT.search(sentence)):
        return None
    if _role_in(sentence, orgs) is None and not INTERNED.search(sentence):
        return None  # ("2011年暑假我在…做过两个月的实习": an internship, its title unsaid)
    span = spans[0]
    if _SUMMER.search(sentence) and span.start and span.end is None and not span.ongoing:
        # "summer 2013": June to August of that year
        end = YearMonth(year=span.start.year, month=8)
        return DateSpan(start=span.start, end=end, begin=span.begin, stop=span.stop)
    return span


_SUMMER = re.compile(r"(?i:\bsummer\b)|暑期|暑假")


def _role_in(sentence: str, orgs: OrgFinder) -> str | None:
    if is_cjk(sentence):
        return role_in_zh(sentence)
    said = [*_ROLE_AFTER_ARTICLE.finditer(sentence), *_SELF_TITLE.finditer(sentence)]
    for m in sorted(said, key=lambda m: m.start()):  # the first said: "I was Actuary, … as an"
        phrase = m.group(1)
        if (
            any(w.end() == len(phrase) for w in ROLE_WORD.finditer(phrase))
            and not orgs(phrase)
            and not ORG_WORD.fullmatch(phrase)
        ):
            return phrase[:1].upper() + phrase[1:]
    return None


_ON_TEAM = re.compile(rf"\bon\s+(?:the\s+)?({NAME_RUN})['’]s\s+(?:[\w-]+\s+){{0,3}}team\b")


def _org_in(sentence: str, orgs: OrgFinder, role: bool, near: int | None = None) -> str | None:
    if is_cjk(sentence):
        return org_in_zh(sentence, orgs)
    found = []
    for m in _AT_NAME.finditer(sentence):
        if m.group(1).lower() == "by" and not _EMPLOYED_BY.search(sentence[: m.start()]):
            continue  # "acquired by VMware", "funded by Google": not the employer
        name = re.sub(r"(?:\s+(?:in|of|and|the|&))+$", "", m.group(2)).strip(" .,'’")
        # ("a trainee placement at Syngene International": a position's noun before "at")
        placed = bool(_POSITION_NOUN_BEFORE.search(sentence[: m.start()]))
        if _is_org(name, orgs, loose=(role or placed) and m.group(1).lower() in _LOOSE_AFTER):
            found.append((m.start(), name))
    for m in _ON_TEAM.finditer(sentence):  # "as a UX Researcher on Acme Bank's digital team"
        if role and _is_org(m.group(1), orgs, loose=True):
            found.append((m.start(), m.group(1)))
    if not found:
        return None
    # "… analytics at Mercado Libre, and since 2021 have been at Nubank": the one nearest
    # the dates is theirs
    return min(found, key=lambda f: abs(f[0] - near))[1] if near is not None else found[0][1]


# "I am a …", "Before this, I was a …", "Currently I'm …": a sentence about its writer's job
_SELF = re.compile(
    r"(?i)^(?:(?:before (?:this|that)|previously|prior to (?:this|that)|earlier|currently|"
    r"now|today)\s*,?\s*)?I\s*(?:am|'m|’m|was|have been)\s+(?:currently\s+|now\s+)?(?:an?|the)\s"
)
_PRESENT_SELF = re.compile(r"(?i)^(?:currently|now|today)\b|^I\s*(?:am|'m|’m|have been)\b")
_AT_OR_IN = re.compile(rf"\b(?:at|in|for|with)\s+(?:the\s+)?({NAME_RUN})")


def _undated_self(sentence: str, orgs: OrgFinder) -> EmploymentItem | None:
    """A position from a first-person sentence without dates: a role and an organisation
    the catalog knows (precision first: no dates to tell a job from an anecdote)."""
    if not _SELF.match(sentence) or (role := _role_in(sentence, orgs)) is None:
        return None
    for m in _AT_OR_IN.finditer(sentence):
        name = re.sub(r"(?:\s+(?:in|of|and|the|&))+$", "", m.group(1)).strip(" .,'’")
        if org_id := orgs(name):
            ongoing = bool(_PRESENT_SELF.match(sentence))
            return EmploymentItem(employer=clean_employer(name), role=role, ongoing=ongoing,
                                  org_id=org_id)  # fmt: skip
    return None


# the words a name after which is an employer when a role is said too ("joined Corvanta
# Clinical … as a Clinical Data Manager")
_LOOSE_AFTER = ("at", "with", "joined", "joining")
_POSITION_NOUN_BEFORE = re.compile(r"(?i)\b(?:placement|internship|traineeship|secondment)\s*$")
_EMPLOYED_BY = re.compile(r"(?i)\b(?:employed|hired|contracted|engaged|recruited)\s*$")


def paragraph_sentences(lines: list[TextLine]) -> list[list[str]]:
    """The sentences of each paragraph of a region's prose lines (bullets and short lines
    are not prose)."""
    paragraphs: list[str] = []
    for line in lines:
        text = line.text.strip()
        if LEADING_BULLET.match(text) or len(text) < (16 if mostly_cjk(text) else 40):
            paragraphs.append("")
            continue
        if m := BAR_LEAD.match(text):  # "某某医院 | 2012 年 7 月我进入…": a paragraph of its own,
            paragraphs += [m.group(1), text[m.end() :]]  # its employer first
            continue
        paragraphs.append(
            join_wrapped(paragraphs.pop(), text) if paragraphs and paragraphs[-1] else text
        )
    return [
        [s.strip() for s in _SENTENCE_SPLIT.split(p) if s.strip()] for p in paragraphs if p.strip()
    ]


# a bar, then what the writer did in the first person ("… | 2012 年 7 月我进入…"): prose, for
# the entry reader too; and the employer written before it
_PROSE_TAIL = r"[^|｜]{0,16}我[^|｜]{12,}"
PROSE_AFTER_BAR = re.compile(rf"[|｜]\s*{_PROSE_TAIL}")
BAR_LEAD = re.compile(rf"^([^|｜。，,]{{2,40}}?)\s*[|｜]\s*(?={_PROSE_TAIL})")


def split_sentences(text: str) -> list[str]:  # a line's sentences
    return [s.strip() for s in _SENTENCE_SPLIT.split(text) if s.strip()]


def sentences(lines: list[TextLine]) -> list[str]:
    """The sentences of a region's prose lines (bullets and short lines are not prose)."""
    return [s for paragraph in paragraph_sentences(lines) for s in paragraph]


# a paragraph that opens with its employer and place, then tells the job: "Westmere General
# Hospital, Leeds, UK. From 2012 to 2019 I worked as a staff nurse …"
_LEAD_ORG = re.compile(rf"^({NAME_RUN})(?:,\s*[A-Z][\w .'’-]{{1,30}}?){{0,3}}\.?$")


def _lead_org(sentence: str, orgs: OrgFinder) -> str | None:
    m = _LEAD_ORG.match(sentence.strip())
    if m is None or ROLE_WORD.search(m.group(1)) or "," not in sentence:
        return None
    return m.group(1) if _is_org(m.group(1), orgs, loose=True) else None


# "I joined the informatics team in June 2019 as a Clinical Analyst and was promoted to
# Senior Clinical Analyst in October 2022, the role I hold now": a start, a title, and a
# promotion to another title at a later date
_JOINED = re.compile(r"(?i)\b(?:joined|started|began|was\s+hired)\b")
_PROMOTED = re.compile(
    r"(?i)\bpromoted\s+to\s+(?:an?\s+|the\s+)?((?:[\w-]+\s+){0,4}?[\w-]+)\s+(?:in|on)\s+"
)
# ... or a later title said after its date: "…, and since April 2024 I have been a Senior
# Clinical Data Manager there"
_SINCE_BEEN = re.compile(
    r"(?i)\bsince\s+(?P<date>[^,;]{3,24}?)\s*,?\s+I\s+(?:have\s+been|'ve\s+been|am|became)\s+"
    r"(?:an?\s+|the\s+)?(?P<title>(?:[\w-]+\s+){0,4}?[\w-]+?)(?=\s+(?:there|here|at|in|with|for)\b|[,.;]|$)"
)
_HELD_NOW = re.compile(
    r"(?i)\b(?:hold|have|do)\s+(?:it\s+)?(?:now|today)\b|\bcurrently\b|\bto\s+this\s+day\b|\bstill\b"
)


def _joined(sentence: str, orgs: OrgFinder, employer: str) -> list[EmploymentItem]:
    """The positions of a sentence that says when its writer joined, as what, and, when it
    says so, the title promoted to and when."""
    spans = find_spans(sentence)
    if not spans or not _JOINED.search(sentence) or spans[0].start is None:
        return []
    role = _role_in(sentence, orgs)
    now = bool(_HELD_NOW.search(sentence))
    promoted = _PROMOTED.search(sentence)
    later = next((x for x in spans[1:] if promoted and x.begin >= promoted.end() - 1), None)
    title = promoted.group(1) if promoted else ""
    if promoted is None and (since := _SINCE_BEEN.search(sentence)) is not None:
        lo, hi = since.span("date")
        later = next((x for x in spans[1:] if x.begin < hi and x.stop > lo), None)
        title, now = since.group("title"), True
    org_id = orgs(employer)
    first = EmploymentItem(employer=employer, role=role, start=str(spans[0].start), org_id=org_id)
    if not title or later is None or later.start is None:
        first.ongoing = now
        return [first]
    first.end = str(later.start)
    title = title[:1].upper() + title[1:]
    return [
        first,
        EmploymentItem(
            employer=employer, role=title, start=str(later.start), ongoing=now, org_id=org_id
        ),
    ]


_PROSE_REGIONS = {"header", "profile", "experience", "other", "interests", "activities"}


def prose_sentences(
    regions: list[tuple[str, list[TextLine]]], also: frozenset[str] = frozenset()
) -> Iterator[str]:
    """The sentences of the regions a CV may write prose in (header, profile, experience…,
    and the kinds `also` names)."""
    for kind, lines in regions:
        if kind in _PROSE_REGIONS or kind in also:
            yield from sentences(lines)


def prose_employment(
    regions: list[tuple[str, list[TextLine]]], orgs: OrgFinder
) -> list[EmploymentItem]:
    """Positions stated in sentences: an organisation, a role or a work verb and a date
    range in one sentence."""
    items: list[EmploymentItem] = []
    for kind, lines in regions:
        starts = tuple(line.text.strip() for line in lines)
        # "某某医院 | 2012 年 7 月我进入…": the employer before the bar leads the paragraph after
        barred = {m.group(1) for t in starts if (m := BAR_LEAD.match(t))}
        ahead: str | None = None
        last: EmploymentItem | None = None
        for paragraph in paragraph_sentences(lines) if kind in _PROSE_REGIONS else []:
            if paragraph in ([b] for b in barred):
                ahead = paragraph[0]
                continue
            # (a paragraph that only goes on with the last stay: "自 2021 年 4 月起，我晋升为…")
            lead, carried, last, ahead = ahead, last, None, None
            for n, sentence in enumerate(paragraph):
                # a line that opens with its employer names the one of the sentences after it
                opens = n + 1 < len(paragraph) and any(t.startswith(sentence) for t in starts)
                if opens and (named := _lead_org(sentence, orgs)) is not None:
                    lead = named
                    continue
                told = _positions_in(sentence, orgs, lead)
                stay = last or (carried if n == 0 else None)
                if not told and stay is not None and (step := promoted_step(sentence, stay)):
                    told = [step]  # "2023年4月我晋升为宠物险核保主管，目前带领5名…"
                elif not told and stay is not None and still_there(sentence, stay):
                    continue  # "…。至今仍在特来电工作。": the stay runs on
                elif len(told) == 1 and (step := promoted_step(sentence, told[0])):
                    told.append(step)  # "…岗位是测试工程师，2023年4月晋升为高级测试工程师"
                if told and last is not None:
                    close_at(last, told[0])  # "2019年我加入A…" then "2024年我到B…"
                items += told
                last = told[-1] if told else last
                if last is not None and LEADS_TEAM.search(sentence):
                    last.leads_team = True  # "… at Intercom. I line-manage two researchers"
    return items


def _positions_in(sentence: str, orgs: OrgFinder, lead: str | None) -> list[EmploymentItem]:
    """The positions one sentence states (`lead`: the employer its paragraph opens with)."""
    if lead is not None and (joined := _joined(sentence, orgs, clean_employer(lead))):
        return joined
    if lead is None and _JOINED.search(sentence) and (org := _org_in(sentence, orgs, True)):
        # "I joined IQVIA in January 2021 as a …, and since April 2024 I have been a …": a
        # start, then a later title
        if len(joined := _joined(sentence, orgs, clean_employer(org))) > 1:
            return joined
    span = _range_in(sentence)
    if span is None and (single := _season_in(sentence, orgs)) is not None:
        span = single  # "I spent summer 2011 as a marketing intern at Estée Lauder"
    if span is None:
        undated = _undated_self(sentence, orgs)
        return [undated] if undated is not None else []
    role = _role_in(sentence, orgs)
    if role is None and not _WORK_VERB.search(sentence):
        return []
    org = _org_in(sentence, orgs, role=role is not None, near=span.begin) or lead
    if org is None:
        return []
    employer = clean_employer(org)
    return [
        EmploymentItem(
            employer=employer,
            role=role,
            years=span.years,
            start=str(span.start) if span.start else None,
            end=str(span.end) if span.end else None,
            ongoing=span.ongoing,
            org_id=orgs(employer),
        )
    ]
