"""The current employer: "who currently works at Google?", "现在谁在阿里？", "who's at
ByteDance now?". Read by the question's place reading (the organisations it names), met by
the record's position held at the date asked (`current_employer`, a subsidiary counting for
its parent), so the answer and the card never disagree about where someone works now;
quotes that position's line."""

from __future__ import annotations

from bot.answer.requirements.base import Asked
from ingest.figures import current_employer
from ingest.orgs import OrgCatalog


def names_of(employers: set[str], orgs: OrgCatalog) -> list[str]:
    return [orgs.display(org_id, "en").replace('"', "") for org_id in sorted(employers)]


def from_places(names: list[str]) -> Asked:
    clause = " or ".join(f'current_employer="{name}"' for name in names)
    return Asked(clauses=[clause], spans=[], figure=current_employer)
