"""A group of big employers said right after a kind of employer ("德国汽车零部件大厂", "快消大厂",
"a pharma big tech"): the kind's big ones, not the group, when none of the group's members is
of that kind (the big-tech group holds no car-parts supplier). "电商大厂" and "互联网大厂" keep
the group: its members are of the kind, and the two together ask its members of that kind."""

from __future__ import annotations

from typing import Protocol, TypeVar

from bot.answer.requirements.reading import Reading
from ingest.industries import IndustryCatalog


class _Named(Protocol):  # a place read in the question (`places.Mention`)
    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...
    @property
    def ids(self) -> frozenset[str]: ...


M = TypeVar("M", bound=_Named)


def sized_kinds(r: Reading, found: list[M]) -> list[M]:
    """`found` without a group that only says how big the kind of employer before it is (its
    words are taken: no topic)."""
    kinds = {i.split("@")[0] for i in r.industries} - {""}
    if not kinds:
        return found
    catalog, spans = IndustryCatalog.load(), r.c.record.spans

    def after_kind(x: M) -> bool:
        return any(lo <= x.start and not r.text[hi : x.start].strip(" 的") for lo, hi in spans)

    def of_kind(org_id: str) -> bool:
        return bool(kinds & set(catalog.of_org(r.orgs.lineage(org_id))))

    sized = [x for x in found if len(x.ids) > 1 and after_kind(x) and not any(map(of_kind, x.ids))]
    r.places += [(x.start, x.end) for x in sized]
    return [x for x in found if x not in sized]
