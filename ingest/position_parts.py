"""Parts of one CV's entries that are, or are not, positions of their own: another part of
the employer on a line of its own in an entry (a position there too), and a company's
heading that spans its roles (none)."""

from __future__ import annotations

from ingest.entry_fields import SENTENCE, OrgFinder, clean_employer, split_fields
from ingest.language import BULLET
from ingest.models import EmploymentItem, SourceLine, TextLine
from ingest.record import org_catalog


def line_pointers(region: list[TextLine], indices: list[int]) -> list[SourceLine]:
    """Pointers to the numbered lines of a region (the document and text are filled in by
    the profile, which knows the file)."""
    return [SourceLine(line=n) for i in sorted(set(indices)) if (n := region[i].n)]


def company_span(item: EmploymentItem, items: list[EmploymentItem]) -> bool:
    """A company's heading with the span of all its roles ("阿里云 2020.07–至今" over "技术专家
    (2023.01–至今)" and "高级开发工程师 (2020.07–2022.12)"): no position of its own."""
    return item.role is None and any(
        other is not item
        and other.role is not None
        and other.employer == item.employer
        and other.start is not None
        and item.start is not None
        and other.start >= item.start
        and (item.ongoing or (item.end is not None and (other.end or "9999") <= item.end))
        for other in items
    )


def unit_items(
    item: EmploymentItem,
    body: list[int],
    raw: list[str],
    texts: list[str],
    region: list[TextLine],
    header: list[int],
    orgs: OrgFinder,
) -> list[EmploymentItem]:
    """Another part of the employer named on a line of its own in the entry ("Alibaba ·
    2017 – 2023" / "Security Lab, Alibaba Cloud" / bullets / "MIT Dept., DAMO Academy" /
    bullets): a position there too, with the entry's dates. Bullets and sentences that
    mention a part of the company are no such line."""
    catalog = org_catalog()
    if catalog is None or not item.org_id:
        return []
    named = {p.line for p in item.sources}
    out = []
    for i in body:
        line = texts[i].strip()
        if BULLET.match(raw[i]) or len(line) > 80 or SENTENCE.search(line) or not line:
            continue
        if region[i].n in named:
            continue
        for seg in split_fields(line):
            unit = orgs(seg)
            if unit and unit != item.org_id and item.org_id in catalog.lineage(unit)[1:]:
                out.append(
                    item.model_copy(
                        update={
                            "employer": clean_employer(seg),
                            "org_id": unit,
                            "sources": line_pointers(region, [*header, i]),
                            "role": None,
                        }
                    )
                )
                break
    return out
