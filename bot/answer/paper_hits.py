"""Papers and service met line by line: a publication list's citations (the venue asked, the
person's place among the authors, the main conference or a workshop) and the lines that say a
person served a venue (reviewer, programme committee, artifact evaluation)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.answer.chunk_views import ChunkView
from bot.answer.facts import FactIndex
from bot.answer.hits import Hit
from bot.answer.line_shapes import is_publication_line
from bot.answer.question import Constraints
from bot.answer.requirements.venue import KNOWN_VENUE
from ingest.author_lists import NUMBERING, author_position, is_author_line, name_variants
from ingest.language import ARTIFACT, COMMITTEE, SERVICE, WORKSHOP, YEAR
from ingest.language.journals import ONE_WORD_JOURNALS, one_word_journal, paper_kind
from ingest.metadata import SectionKind
from ingest.record import CandidateRecord

# what a line of service in a work section reviews or sits on: papers, a venue, a committee
# outside a section of service or papers, a line of service names the scholarly thing
# served: "Reviewer, ICC 2022", "TPC member, IEEE Globecom", "期刊审稿人"; not a company's
# committee ("每周向风险委员会汇报") or a review at work ("one reviewed SQL model")
_SCHOLARLY = re.compile(
    r"(?i:\b(?:papers?|manuscripts?|submissions?|journals?|conferences?|confs?|transactions|"
    r"proceedings|workshops?|symposi(?:um|a)|program(?:me)?\s+committees?|tpc|"
    r"t?pc\s+(?:members?|chairs?)|editorial|bulletin|annals|ieee|acm|usenix|springer|"
    r"elsevier|peer[- ]review(?:er|ers|ing|ed)?|referee(?:d|ing)?)\b)|"
    # a venue and its year ("NeurIPS 2021", "ICML '21"; not a standard's number: "IFRS 16")
    r"\b[A-Z][A-Za-z]*[A-Z]{2,}[A-Za-z]*\s+(?:'\d{2}|(?:19|20)\d{2})\b|"
    r"会议|期刊|论文|稿件|审稿|程序委员会|学术委员会|学报"
)
_SERVICE_SECTIONS = (SectionKind.SERVICE, SectionKind.PUBLICATIONS)
# a newsroom's or a magazine's editing, not peer review: "校报学生编辑，负责新闻版审稿与排版"
_NEWSROOM = re.compile(
    r"(?i:\b(?:newspaper|newsroom|copy[- ]?edit\w*|proofread\w*|typeset\w*|layout)\b)|"
    r"排版|校对|校报|报社|新闻版|编辑部|杂志社|公众号|稿件排期"
)


# the small words a journal's initials skip: "Nature Structural & Molecular Biology" is NSMB,
# "Journal of the American Chemical Society" JACS
# ("杂志" of a Chinese name is the gap: 《美国流行病学杂志》 is American Journal of Epidemiology)
_INITIALS_GAP = r"(?:\s*(?:(?:of|the|and|for|in|on|journal)\b|&))*\s+"


def _spelled_initials(acronym: str) -> str:
    """A name whose capitalised words' initials spell an acronym ("NSMB")."""
    words = [f"{ch}[a-z][\\w'-]*" for ch in acronym]
    return r"(?<![A-Za-z])" + _INITIALS_GAP.join(words) + r"(?![A-Za-z])"


def _venue_word(word: str) -> str:
    """One word of a journal's name, whole or cut short as journals abbreviate (ISO 4):
    "Mater." is Materials and "Materials" is "Mater." too; an acronym only as written."""
    if re.fullmatch(r"[A-Z][a-z]{1,}\.", word):  # "Mater.": it, or a word it begins
        return re.escape(word[:-1]) + r"(?:\.|[a-z]+\b|(?![a-z]))"  # (or no dot: "Stat Med")
    if re.fullmatch(r"[A-Z][a-z]{3,}", word):  # "Materials": it, or its first letters and a dot
        cuts = "|".join(re.escape(word[:k]) for k in range(len(word) - 1, 2, -1))
        return rf"(?:{re.escape(word)}s?\b|(?:{cuts})\.)"  # ("Review": "Reviews" too)
    return re.escape(word)


def _venue_words(venue: str) -> list[str]:
    """A venue's words as patterns; short words only, in capitals, are an ISO 4 short form
    typed without its dots ("Ecol Lett", "Nat Commun"): each the start of a word."""
    words = venue.split()
    short = [w for w in words if re.fullmatch(r"[A-Z][a-z]{0,4}", w)]
    if len(words) >= 2 and len(short) == len(words) and any(len(w) > 1 for w in words):
        return [re.escape(w) + r"(?:\.|[a-z]*)" for w in words]
    # ("J Climate": a lone capital is a word it begins, "Journal")
    return [
        rf"{w}(?:\.|[a-z]+)?" if len(words) > 1 and re.fullmatch("[A-Z]", w) else _venue_word(w)
        for w in words
    ]


_MIXED_CASE = re.compile(r"(?=\w*[a-z])(?:[A-Z][a-z]*){3,5}")  # "JPubE", "REStud"


def _spelled_parts(acronym: str) -> str:
    """A name whose words begin with a mixed-case acronym's parts ("JPubE": Journal of
    Public Economics, "REStud": Review of Economic Studies)."""
    parts = re.findall(r"[A-Z][a-z]*", acronym)
    words = [re.escape(p) + (r"[a-z][\w'-]*" if len(p) == 1 else r"[\w'-]*") for p in parts]
    return r"(?<![A-Za-z])" + _INITIALS_GAP.join(words) + r"(?![A-Za-z])"


_GOES_ON = (
    r"(?!\s+(?:Research|Interfaces|Letters|Reviews?|Today|Horizons|Advances|Communications|"
    r"Technology|Technologies|Engineering|Express|Part|Frontiers|Applications)\b)"
)


def venue_patterns(venues: Iterable[str]) -> list[re.Pattern[str]]:
    """A venue as a whole word on a line: an acronym in capitals as written ("ICDE"), or, when
    no list knows it, spelled out by its initials ("NSMB": "Nature Structural & Molecular
    Biology"); a name in any case ("RecSys", "Interspeech")."""
    return [
        re.compile(one_word_journal(v))
        if v in ONE_WORD_JOURNALS
        else re.compile(
            r"(?<![A-Za-z])"
            + _INITIALS_GAP.join(_venue_words(v))  # "Structural & Molecular Biology"
            + r"(?![A-Za-z])"
            # (a longer journal's name that goes on: "Advanced Materials Research" is none)
            + (_GOES_ON if " " in v.strip() else "")
            # (only for a venue the lists do not know: a known one's spelled-out name sits in
            # other venues' names too, "Advances in Knowledge Discovery and Data Mining. PAKDD")
            + (
                f"|{_spelled_initials(v)}"
                if re.fullmatch(r"[A-Z]{3,6}", v) and not KNOWN_VENUE.fullmatch(v)
                else f"|{_spelled_parts(v)}"
                if _MIXED_CASE.fullmatch(v) and not KNOWN_VENUE.fullmatch(v)
                else ""
            ),
            0 if v.isupper() else re.I,
        )
        for v in venues
    ]


def publication_hits(
    c: Constraints, facts: FactIndex, candidates: Iterable[str], names: dict[str, list[str]]
) -> dict[str, list[Hit]]:
    venue_res = venue_patterns(c.venues)
    out: dict[str, list[Hit]] = {}
    for cid in candidates:
        patterns = name_variants(names.get(cid, [])) if c.first_author is not None else []
        found: list[Hit] = []
        positions: list[int] = []
        for i in facts.by_candidate.get(cid, []):
            view = facts.views[i]
            for j in range(len(view.lines)):
                if j in view.addressed:
                    continue
                line = _citation_at(view, j)
                if not is_publication_line(view, line) and not (
                    c.first_author is not None and is_author_line(line)
                ):
                    continue
                if venue_res and not any(v.search(line) for v in venue_res):
                    continue
                if c.main_track and WORKSHOP.search(line):
                    continue  # a workshop paper, and the question wants the main conference
                if c.paper_kind and paper_kind(line) != c.paper_kind:
                    continue  # "journal papers": a conference's paper is none
                if c.first_author is not None:
                    position = author_position(line, patterns)
                    if position is None:
                        continue
                    positions.append(position)
                    if c.first_author and position != 1:
                        continue
                found.append(Hit("publication", i, j))
        if c.first_author is False:
            if positions and 1 not in positions:
                out[cid] = found[:2]
            continue
        if found:
            out[cid] = found
    return out


# a venue and its year (or volume) alone, a cell of a table of papers: "NeurIPS 2019",
# "PVLDB 16(8)"
_VENUE_CELL = re.compile(
    r"\s*[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)?\s+(?:(?:19|20)\d\d|\d{1,3}\s*\(\d{1,3}\))\s*"
)


# the end of a citation wrapped onto the next line: its venue's workshop, the owner's place
_CITATION_TAIL = re.compile(
    r"^\s*(?:(?i:workshops?\b)|[(（]?\s*"
    r"(?:第[一二三四五]作者|(?i:(?:first|second|third)[- ]author)))"
)


def _citation_at(view: ChunkView, j: int) -> str:
    """Line j of a publication list, with the line it continues when a citation was wrapped
    ("王佳慧, 陈立. 面向…的多任务" / "学习框架. KDD 2023."): venue and authors are read on both."""
    line = view.lines[j]
    if j + 1 < len(view.lines) and _CITATION_TAIL.match(view.lines[j + 1]):
        return f"{line} {view.lines[j + 1]}"  # "… CVPR 2024" / "Workshop on …（第二作者）"
    if view.section == SectionKind.PUBLICATIONS and j and _VENUE_CELL.fullmatch(view.lines[j - 1]):
        return f"{view.lines[j - 1]} {line}"  # a table's venue cell, then the citation's
    if (
        view.section == SectionKind.PUBLICATIONS
        and j + 1 < len(view.lines)
        and not _VENUE_CELL.fullmatch(line)
        and _VENUE_CELL.fullmatch(view.lines[j + 1])
    ):
        return f"{line} {view.lines[j + 1]}"  # the citation, then its venue's cell after it
    if (
        view.section != SectionKind.PUBLICATIONS
        or j == 0
        or view.is_header(j - 1)
        or (j - 1) in view.addressed
        or NUMBERING.match(line)
        or not (NUMBERING.match(view.lines[j - 1]) or len(view.lines[j - 1]) >= 20)
        or YEAR.search(view.lines[j - 1])
    ):
        return line
    return f"{view.lines[j - 1]} {line}"


def service_hits(
    c: Constraints, facts: FactIndex, candidates: Iterable[str]
) -> dict[str, list[Hit]]:
    wanted = COMMITTEE if c.committee else SERVICE
    artifact_too = c.artifact
    venue_res = venue_patterns(c.venues)
    out: dict[str, list[Hit]] = {}
    for cid in candidates:
        found = []
        for i in facts.by_candidate.get(cid, []):
            view = facts.views[i]
            for j, line in enumerate(view.lines):
                said = line
                if view.section in _SERVICE_SECTIONS and j + 1 < len(view.lines):
                    if re.search(r"[\u4e00-\u9fff]$", line):  # "…(TCAD)审" / "稿人, 2021 –"
                        said = line + view.lines[j + 1]
                if j in view.addressed or not wanted.search(said):
                    continue
                if (
                    view.section not in _SERVICE_SECTIONS
                    and not _SCHOLARLY.search(line)
                    and not KNOWN_VENUE.search(line)  # "Reviewer, NeurIPS, 2021 – 2023"
                ):
                    continue  # "reviewed expected-credit-loss models": an audit's work, no venue
                if view.section not in _SERVICE_SECTIONS and _NEWSROOM.search(line):
                    continue  # "负责校园新闻版审稿与排版": a newspaper's editing
                if c.artifact and not c.program_committee and not ARTIFACT.search(line):
                    continue  # an artifact evaluation committee was asked for
                if c.committee and not artifact_too and ARTIFACT.search(line):
                    if not re.search(
                        r"(?i)program(?:me)? committee|\bpc\b|area chair|程序委员会", line
                    ):
                        continue  # artifact evaluation is not the programme committee asked for
                if venue_res and not any(v.search(line) for v in venue_res):
                    continue
                found.append(Hit("service", i, j))
        if found:
            out[cid] = found
    return out


def record_paper_hits(
    c: Constraints,
    records: dict[str, CandidateRecord],
    facts: FactIndex,
    skip: set[str] | frozenset[str] = frozenset(),
) -> dict[str, list[Hit]]:
    """People (besides those in `skip`, found already) whose record holds a paper they are
    the first author of, at the venue asked if one is, each with the paper's lines: the
    record reads "（第一作者）" and a name's place in the author list once, at ingest."""
    if c.first_author is not True:
        return {}
    venue_res = venue_patterns(c.venues)
    out: dict[str, list[Hit]] = {}
    for pid, record in records.items():
        if pid in skip:
            continue
        for paper in record.publications:
            if paper.author_position != 1 or (c.main_track and WORKSHOP.search(paper.text)):
                continue
            if venue_res and not any(v.search(paper.text) for v in venue_res):
                continue
            if c.paper_kind and paper_kind(paper.text) != c.paper_kind:
                continue
            lines = facts.lines_of(paper.sources)
            out.setdefault(pid, []).extend(Hit("publication", i, j) for i, j in lines)
    return {pid: hits for pid, hits in out.items() if hits}
