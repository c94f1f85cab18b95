"""Whose heading names an entry's employer: a company's line above its titles, and the
units a title line names after a comma under it."""

from __future__ import annotations

from ingest.entry_blocks import Block
from ingest.entry_fields import org_rank
from ingest.models import EmploymentItem
from ingest.org_finder import OrgFinder


def named_above(item: EmploymentItem, block: Block, texts: list[str], above: str | None) -> bool:
    """The position's employer is named by a heading above its dated line, not on it (nor
    on its own line above the dates: "Tester, Acme, Leeds." / "Sep 2016 – …")."""
    heads = [texts[i] for i in block.lines if i < block.anchor] + ([above] if above else [])
    own, employer = (item.role or "\0").split(",")[0], item.employer
    return employer not in texts[block.anchor] and any(
        employer in h and own not in h for h in heads
    )


def titled_unit(item: EmploymentItem, block: Block, texts: list[str], orgs: OrgFinder) -> bool:
    """After a title under a company's heading, a title line of no heading of its own that
    names a project or a team after a comma ("Mozilla Corporation" / "Engineer, Graphics …" /
    "Intern, Servo … 2017"): the name is no employer, the heading's company is."""
    line = texts[block.anchor]
    return (
        org_rank(item.employer, orgs) < 2
        and min(block.lines) == block.anchor
        and item.employer in line.split(",", 1)[-1]
        and not line.startswith(item.employer)
    )
