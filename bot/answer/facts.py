"""What each CV line says about its owner, read by rule: where they worked or studied (and whether
the context makes a mention count), degrees and their status, skills, publications and service.
Built once per chunk snapshot, so a question looks facts up instead of re-reading every chunk.

Structure found by the layout parser (an entry header, an education section) raises confidence,
but it is never the only door: a line's own cues (dates, role words, "worked at", degree words)
can qualify a mention wherever the parser put it. The chunks as lines are `chunk_views`, what
one line's shape says `line_shapes`, a degree's status `degree_status` (of `bot.answer`)."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache, cached_property
from itertools import accumulate

from bot.answer.chunk_views import NON_WORK_SECTIONS, ChunkView, Mention, chunk_view
from bot.answer.degree_status import this_year
from bot.answer.line_shapes import clause_of, dated, listed, opens_line, sentence_at
from ingest.dates import find_spans
from ingest.language import (
    ADMITTED,
    EDUCATION_CUE,
    HOSPITAL_AFTER,
    INTERN,
    NOT_EMPLOYMENT,
    NOT_PERMANENT,
    PRESENT,
    ROLE_WORD,
    SHORT_COURSE,
    VENDOR_BEFORE,
    WORK_CUE,
    YEAR,
    degree_level,
)
from ingest.language.cues import (
    CHANNEL_AFTER,
    CLIENT_BEFORE,
    PARTNERSHIP,
    names_people_hired,
    talk_given,
)
from ingest.language.degrees import held_degree_matches
from ingest.language.orgwords import MODEL_AFTER
from ingest.metadata import SectionKind
from ingest.models import SourceLine
from ingest.orgs import OrgCatalog
from ingest.skills import SkillCatalog
from vectorstore.store import StoredRecord


@dataclass
class FactIndex:
    """Per-snapshot index: which lines name which organisation and skill."""

    views: list[ChunkView]
    org_mentions: dict[str, list[Mention]]  # id and each ancestor id -> mentions
    line_orgs: dict[tuple[int, int], list[Mention]]
    skill_lines: dict[str, list[tuple[int, int]]]
    by_candidate: dict[str, list[int]]
    entry_chunks: dict[tuple[str, str], list[int]]
    lineage: dict[str, list[str]] = field(default_factory=dict)
    # (chunk, line) -> the degrees the line names (level, start, end), read once per index
    degree_words: dict[tuple[int, int], list[tuple[str, int, int]]] = field(default_factory=dict)

    @classmethod
    def build(
        cls, records: list[StoredRecord], orgs: OrgCatalog, skills: SkillCatalog
    ) -> FactIndex:
        views = [chunk_view(r) for r in records]
        org_mentions: dict[str, list[Mention]] = {}
        line_orgs: dict[tuple[int, int], list[Mention]] = {}
        skill_lines: dict[str, list[tuple[int, int]]] = {}
        by_candidate: dict[str, list[int]] = {}
        entry_chunks: dict[tuple[str, str], list[int]] = {}
        lineage_cache: dict[str, list[str]] = {}
        degree_words: dict[tuple[int, int], list[tuple[str, int, int]]] = {}
        is_org = cache(lambda surface: bool(orgs.named_exactly(surface)))
        for i, view in enumerate(views):
            by_candidate.setdefault(view.candidate, []).append(i)
            for j, line in enumerate(view.lines):
                if j not in view.addressed and (named := held_degree_matches(line)):
                    degree_words[(i, j)] = named
            if view.entry:
                entry_chunks.setdefault((view.doc_id, view.entry), []).append(i)
            # one catalog pass over the chunk, mapped back to its lines
            text = "\n".join(view.lines)
            starts = list(accumulate((len(x) + 1 for x in view.lines), initial=0))
            found = skills.find(text)
            # a maker's product named in a line ("主导 Microsoft Dynamics 365 … 上线"): no place
            products = [(x.start, x.end) for x in found if not is_org(x.surface)]
            for m in orgs.find(text):
                j = bisect_right(starts, m.start) - 1
                if j in view.addressed or any(
                    a <= m.start and m.end <= b and b - a > m.end - m.start for a, b in products
                ):
                    continue
                mention = Mention(i, j, m.id, m.start - starts[j], m.end - starts[j])
                line_orgs.setdefault((i, j), []).append(mention)
                if m.id not in lineage_cache:
                    lineage_cache[m.id] = orgs.lineage(m.id)
                for org in lineage_cache[m.id]:
                    org_mentions.setdefault(org, []).append(mention)
            seen: set[tuple[str, int]] = set()
            for sm in found:
                j = bisect_right(starts, sm.start) - 1
                if j in view.addressed or (sm.id, j) in seen:
                    continue
                if names_people_hired(view.lines[j], sm.end - starts[j]):
                    continue  # "placed … Kubernetes and SRE engineers": their trade, no use
                for skill in [x for x in skills.lineage(sm.id, sm.surface) if (x, j) not in seen]:
                    seen.add((skill, j))  # (the suite too: "SAP GTS" is SAP)
                    skill_lines.setdefault(skill, []).append((i, j))
        return cls(
            views=views,
            org_mentions=org_mentions,
            line_orgs=line_orgs,
            skill_lines=skill_lines,
            by_candidate=by_candidate,
            entry_chunks=entry_chunks,
            lineage=lineage_cache,
            degree_words=degree_words,
        )

    @cached_property
    def doc_chunks(self) -> dict[str, list[int]]:
        """Each CV's chunks, in order."""
        out: dict[str, list[int]] = {}
        for i, view in enumerate(self.views):
            out.setdefault(view.doc_id, []).append(i)
        return out

    def line_of(self, doc_id: str, text: str) -> tuple[int, int] | None:
        """Where a CV's verbatim line (a record fact's source) is among the chunks."""
        wanted = text.strip()
        for i in self.doc_chunks.get(doc_id, []):
            for j, line in enumerate(self.views[i].lines):
                if line.strip() == wanted:
                    return i, j
        return None

    def lines_of(self, sources: Iterable[SourceLine]) -> list[tuple[int, int]]:
        """Where each of a record fact's source lines is among the chunks (those found)."""
        return [at for s in sources if (at := self.line_of(s.doc_id, s.text)) is not None]

    def entry_lines(
        self, chunk: int, line: int, ours: Callable[[str], bool], limit: int = 30
    ) -> list[tuple[int, int]]:
        """The lines of the entry a record position's header line opens: forward through
        its section of the same CV until the next line with a date range (the next
        entry's dates; a position's own are in its header) or one that names an
        organisation not `ours` ("Microsoft: built …" under a table of jobs)."""
        out = [(chunk, line)]
        view = self.views[chunk]
        i, start = chunk, line + 1
        while len(out) < limit and i < len(self.views):
            current = self.views[i]
            if current.doc_id != view.doc_id or current.section != view.section:
                break
            for j in range(start, len(current.lines)):
                if find_spans(current.lines[j]) and len(out) > 1:
                    return out
                if any(not ours(x.org) for x in self.line_orgs.get((i, j), [])):
                    return out
                out.append((i, j))
            i, start = i + 1, 0
        return out

    @cached_property
    def lowered(self) -> list[str]:
        """Each chunk's lines, lower-cased (only names the catalog does not know need it)."""
        return [" \n".join(v.lines).lower() for v in self.views]

    # -- organisations not in the catalog: literal names from the CVs ------------------
    def literal_mentions(self, needle: str, key: str) -> list[Mention]:
        """Mentions of a name the catalog does not know, found as a whole word or phrase."""
        needle = needle.lower().strip()
        if len(needle) < 2:
            return []
        ascii_needle = needle.isascii()
        pattern = re.compile(
            (r"(?<![a-z0-9])" + re.escape(needle) + r"(?![a-z0-9])") if ascii_needle else
            re.escape(needle)
        )  # fmt: skip
        out: list[Mention] = []
        for i, text in enumerate(self.lowered):
            if needle not in text:
                continue
            view = self.views[i]
            for j, line in enumerate(view.lines):
                if j in view.addressed:
                    continue
                for m in pattern.finditer(line.lower()):
                    out.append(Mention(i, j, key, m.start(), m.end()))
        return out

    # -- contexts ---------------------------------------------------------------------
    def entry_orgs(self, i: int) -> set[str]:
        """Organisations named by the entry header of chunk i."""
        view = self.views[i]
        return {m.org for j in range(view.n_header) for m in self.line_orgs.get((i, j), [])}

    def header_text(self, i: int) -> str:
        view = self.views[i]
        return " ".join(view.lines[: view.n_header])

    def employment(self, m: Mention, school: bool) -> bool:
        """Does this mention say its owner worked (or interned) there?

        An experience entry's header is the strongest sign; elsewhere the mention's clause
        must carry dates, a role or a work verb (an entry misplaced by the layout counts)."""
        view = self.views[m.chunk]
        if view.section in (SectionKind.PUBLICATIONS, SectionKind.SERVICE, SectionKind.AWARDS):
            return False
        line = view.lines[m.line]
        context = sentence_at(line, m.start, m.end)
        in_header = view.is_header(m.line)
        block = context
        if in_header and m.line + 1 < view.n_header:  # "Company — dates" / "Role | team"
            block = f"{line} {view.lines[m.line + 1]}"
        if NOT_EMPLOYMENT.search(context) or VENDOR_BEFORE.search(
            line[max(0, m.start - 40) : m.start]
        ):
            return False  # an award, contest, programme, talk, customer, partner or vendor
        if CLIENT_BEFORE.search(line[max(0, m.start - 70) : m.start]):
            return False  # "at client sites (Vodafone Ireland, …)": a client, in a list
        if not in_header and CHANNEL_AFTER.match(line, m.end):
            return False  # "抖音、快手渠道的整体运营": a platform sold on, not worked at
        if in_header and MODEL_AFTER.match(line, m.end) and len(self.entry_orgs(m.chunk)) > 1:
            return False  # "China Eastern — Captain, Airbus A320 family": the model flown
        surface = line[m.start : m.end]
        if (
            not m.org.startswith("literal:")  # a name the catalog does not know, as written
            and surface.isascii()
            and surface.islower()
            and not opens_line(line, m.start)
        ):
            return False  # "支持qemu/intel nuc环境": a catalog name in lower case, a product
        role = bool(ROLE_WORD.search(block) or INTERN.search(block))
        if listed(context, m.start - (line.find(context) if context in line else 0)):
            return False  # one item of a list of tools ("Tech stack: React, AWS, Git")
        if view.section == SectionKind.EDUCATION and not (role and not degree_level(block)):
            return False
        if school and not role:
            return False  # a university is a place of study unless a role says otherwise
        dated = bool(YEAR.search(context) or PRESENT.search(context))
        # ("cut CAC by 22 % in 2024": a year of an outcome dates no job there)
        ranged = any(sp.end is not None or sp.ongoing for sp in find_spans(context))
        told = ranged or bool(dated and (WORK_CUE.search(context) or role))
        if not in_header and view.n_header and not told:
            if m.org not in self.entry_orgs(m.chunk) and view.section != SectionKind.HEADER:
                return False  # named inside another entry (a customer, a partner, a product)
        if in_header and view.section in (
            SectionKind.EXPERIENCE,
            SectionKind.ACTIVITIES,
            SectionKind.TEACHING,
        ):
            return True
        if view.section in (SectionKind.SKILLS, SectionKind.PATENTS) and not ranged:
            return False  # "编程 C（TI C2000 DSP）": a vendor's product among the skills
        if dated and (role or opens_line(line, m.start)):
            return True  # "Tencent (Intern, 2018.7 - 2018.9)", "Alibaba Inc. (2018.11 -)"
        if view.section in (SectionKind.SKILLS, SectionKind.LANGUAGES, SectionKind.PATENTS):
            return False
        if role or dated or WORK_CUE.search(context):
            return True
        # a short, header-like line opening an experience entry ("Google" / "ByteDance Inc.")
        short = len(line) <= 80 and not re.search(r"[。；;.!?]$", line)
        return view.section == SectionKind.EXPERIENCE and short and m.line <= view.n_header + 1

    def study(self, m: Mention) -> bool:
        """Does this mention say its owner studied there?"""
        view = self.views[m.chunk]
        if view.section in NON_WORK_SECTIONS - {SectionKind.LANGUAGES}:
            return False
        line = view.lines[m.line]
        context = sentence_at(line, m.start, m.end)
        if ADMITTED.search(context):
            return False  # admitted, not (yet) a student there
        if talk_given(context):
            return False  # "Guest lecture, <university>, 2023", "受邀在某大学建筑学院做分享"
        if SHORT_COURSE.search(context) and not degree_level(context):
            return False  # "清华大学继续教育学院 智能制造高级研修班": a short course, no degree
        if HOSPITAL_AFTER.match(line, m.end):
            return False  # "…大学同济医学院附属同济医院": a hospital named after the school
        if NOT_EMPLOYMENT.search(context) and not EDUCATION_CUE.search(context):
            return False
        if view.section == SectionKind.EDUCATION:
            return True
        if PARTNERSHIP.search(context) and not degree_level(context):
            return False  # "与复旦大学管理学院联合开展…课题": a project with the school
        if EDUCATION_CUE.search(context) or degree_level(context):
            return True
        if view.section == SectionKind.EXPERIENCE and ROLE_WORD.search(context):
            return False
        return bool(YEAR.search(context)) and view.section in (
            SectionKind.HEADER,
            SectionKind.PROFILE,
            SectionKind.OTHER,
        )

    def scope_lines(self, m: Mention) -> list[tuple[int, int]]:
        """The lines of the entry a mention opens: from the mention forward, through the
        rest of its chunk and the following chunks of the same section, until a line that
        names another organisation with dates (the next entry). Entry headers the parser
        found are not needed: the walk works on one-line lists and crammed header blocks."""
        out = [(m.chunk, m.line)]
        seen = {self.views[m.chunk].lines[m.line]}
        view = self.views[m.chunk]
        self._walk_entry(m, out, seen)
        # "Microsoft: designed …" after a table of jobs: a line the organisation opens with a
        # colon says what was done there, wherever the document puts it. Only the document's
        # own mentions are read: they are in chunk order and its chunks are adjacent (the
        # snapshot is sorted by document), so a bisect finds the first (reading every
        # mention of a large employer made a question quadratic in its people: 5 s at 10,000)
        mentions = self.org_mentions.get(m.org, [])
        first = m.chunk
        while first > 0 and self.views[first - 1].doc_id == view.doc_id:
            first -= 1
        for k in range(bisect_left(mentions, first, key=_chunk_of), len(mentions)):
            x = mentions[k]
            other = self.views[x.chunk]
            if other.doc_id != view.doc_id:
                break
            line = other.lines[x.line]
            if (
                (x.chunk, x.line) not in out
                and x.line not in other.addressed
                and opens_line(line, x.start)
                and re.match(r"\s*[:：]", line[x.end :])
            ):
                out.append((x.chunk, x.line))
        return out

    def _walk_entry(self, m: Mention, out: list[tuple[int, int]], seen: set[str]) -> None:
        view = self.views[m.chunk]
        i, start = m.chunk, m.line + 1
        while len(out) < 60:
            current = self.views[i]
            for j in range(start, len(current.lines)):
                text = current.lines[j]
                if j in current.addressed or text in seen:
                    continue
                if any(
                    x.org != m.org
                    and m.org not in self.lineage.get(x.org, [x.org])
                    and (YEAR.search(text) or len(text) <= 60 or opens_line(text, x.start))
                    for x in self.line_orgs.get((i, j), [])
                ):
                    return  # the next entry: another organisation, dated or heading a line
                seen.add(text)
                out.append((i, j))
            i, start = i + 1, 0
            if i >= len(self.views):
                return
            following = self.views[i]
            if following.doc_id != view.doc_id or following.section != view.section:
                return

    def role_context(self, m: Mention) -> str:
        """The text that states the role of an entry: its header block, or the mention's
        line with a short role line right before or after it ("Research Intern" / "Alibaba")."""
        view = self.views[m.chunk]
        parts = [view.lines[m.line]]
        if view.is_header(m.line) and view.n_header <= 4:
            parts.append(self.header_text(m.chunk))
        for i, j in (self._neighbour(m.chunk, m.line, -1), self._neighbour(m.chunk, m.line, 1)):
            if i < 0:
                continue
            text = self.views[i].lines[j]
            if len(text) <= 80 and not self.line_orgs.get((i, j)):
                parts.append(text)
        return " ".join(parts)

    def _neighbour(self, i: int, j: int, step: int) -> tuple[int, int]:
        """The previous/next line of the same document and section (-1, -1 when none)."""
        view = self.views[i]
        if 0 <= j + step < len(view.lines):
            return i, j + step
        k = i + step
        if 0 <= k < len(self.views):
            other = self.views[k]
            if other.doc_id == view.doc_id and other.section == view.section and other.lines:
                return (k, len(other.lines) - 1) if step < 0 else (k, min(1, len(other.lines) - 1))
        return -1, -1

    def _role_and_section(self, m: Mention) -> str:
        return f"{self.role_context(m)} {self.views[m.chunk].section_title}"

    def scope_has_intern(self, m: Mention) -> bool:
        return bool(INTERN.search(self._role_and_section(m)))

    def scope_is_permanent(self, m: Mention) -> bool:
        """Not an internship, a contract, freelance or part-time position."""
        context = self._role_and_section(m)
        return not (INTERN.search(context) or NOT_PERMANENT.search(context))

    def scope_years(self, m: Mention) -> tuple[int, int] | None:
        """The first and last year of the entry or sentence a mention is in (an ongoing one
        runs to this year); None when it gives no date."""
        view = self.views[m.chunk]
        line = view.lines[m.line]
        context = sentence_at(line, m.start, m.end)
        if view.is_header(m.line) and single_entry(view) and not dated(context):
            context = self.header_text(m.chunk)
        elif not view.is_header(m.line):
            # prose naming two employers ("前五年在华为…，2019 年起在字节跳动…"): each clause's
            # dates are its own employer's
            lo, hi = clause_of(line, m.start, m.end)
            others = [o for o in self.line_orgs.get((m.chunk, m.line), []) if o.org != m.org]
            if dated(line[lo:hi]) or any(not lo <= o.start < hi for o in others):
                context = line[lo:hi]
        spans = [s for s in find_spans(context) if s.start is not None or s.end is not None]
        if not spans:
            return None
        span = next((s for s in spans if s.end is not None or s.ongoing), spans[0])
        first = span.start or span.end
        last = span.end or span.start
        assert first is not None and last is not None
        return first.year, this_year() if span.ongoing else last.year

    def scope_overlaps(self, m: Mention, period: tuple[int | None, int | None]) -> bool:
        years = self.scope_years(m)
        if years is None:
            return False  # an undated mention cannot show the period
        lo, hi = period
        return (lo is None or years[1] >= lo) and (hi is None or years[0] <= hi)

    def scope_is_current(self, m: Mention) -> bool:
        view = self.views[m.chunk]
        line = view.lines[m.line]
        context = sentence_at(line, m.start, m.end)
        if view.is_header(m.line) and not dated(line):  # a row with its own dates: the row
            context = " ".join(view.lines[: view.n_header]) if single_entry(view) else line
        if PRESENT.search(context) or re.search(r"(?i)\bcurrently\b|目前|现就职|现任", context):
            return True
        if any(s.ongoing and s.end is None for s in find_spans(context)):
            return True  # an open start: "Since 2021", "自2021年起"
        years = [int(y) for y in YEAR.findall(context)]
        return bool(years) and re.search(r"[-–—~至]\s*$", context.strip()) is not None


def _chunk_of(mention: Mention) -> int:
    return mention.chunk


def single_entry(view: ChunkView) -> bool:
    return view.n_header <= 3
