"""School tiers (985 / 211 / 双一流 / C9 / the Ivy League / a global top-100), from a data
file with its sources and dates (`ingest/data/school_tiers.yaml`): tier names by school,
found through the organisation catalog's ids (aliases in any script) or by the name as
written."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import BaseModel, Field

from ingest.aliasmatch import read_catalog_file
from ingest.orgs import OrgCatalog
from ingest.record import org_catalog
from vectorstore.errors import UserFacingError

TIERS_PATH = Path(__file__).parent / "data" / "school_tiers.yaml"


class Tier(BaseModel):
    source: str
    date: str
    schools: list[str] = Field(default_factory=list)
    includes: list[str] = Field(default_factory=list)
    ranked: bool = False  # schools listed in the order of their places


class TierFile(BaseModel):
    tiers: dict[str, Tier] = Field(default_factory=dict)


class SchoolTiers:
    """Tier names by school: through the organisation catalog's ids (aliases in any script
    find the school), else by the school's name as written."""

    def __init__(self, tiers: dict[str, Tier], catalog: OrgCatalog | None) -> None:
        self.tiers = tiers
        self.by_id: dict[str, set[str]] = {}
        self.by_name: dict[str, set[str]] = {}
        self._ids: dict[str, set[str]] = {}  # catalog ids by listed school name
        for name in tiers:
            for school in self._members(name, set()):
                self.by_name.setdefault(school.lower(), set()).add(name)
                if school not in self._ids:
                    self._ids[school] = catalog.resolve(school) if catalog is not None else set()
                for org_id in self._ids[school]:
                    self.by_id.setdefault(org_id, set()).add(name)
        # places on the first ranked list (1 = first), by name as written and by catalog id
        ranked = next((t for t in tiers.values() if t.ranked), None)
        self._place_by_name: dict[str, int] = {}
        self._place_by_id: dict[str, int] = {}
        for place, school in enumerate(ranked.schools if ranked else [], start=1):
            self._place_by_name.setdefault(school.lower(), place)
            for org_id in self._ids.get(school, set()):
                self._place_by_id.setdefault(org_id, place)

    def _members(self, name: str, seen: set[str]) -> list[str]:
        if name in seen or name not in self.tiers:
            return []
        seen.add(name)
        tier = self.tiers[name]
        return tier.schools + [s for inc in tier.includes for s in self._members(inc, seen)]

    def rank(self, school: str, org_id: str | None) -> int | None:
        """The school's place on the first ranked list (1 = first), None when not on it."""
        by_name = self._place_by_name.get(school.strip().lower())
        by_id = self._place_by_id.get(org_id) if org_id else None
        places = [p for p in (by_name, by_id) if p is not None]
        return min(places) if places else None

    def ids_of(self, name: str) -> set[str]:
        return self._ids.get(name, set())

    def of(self, school: str, org_id: str | None) -> list[str]:
        found = set(self.by_id.get(org_id, set())) if org_id else set()
        found |= self.by_name.get(school.strip().lower(), set())
        return sorted(found, key=list(self.tiers).index)

    @staticmethod
    def apart(names: list[str]) -> list[str]:
        """One school's place on one list and not on another, as a tier of its own: a 211
        school that is not a 985 is "211-not-985" ("a 211 that's not a 985", per school)."""
        return [f"{a}-not-{b}" for a, b in _NESTED_LISTS if a in names and b not in names]


# pairs of lists (a, b) a school can be on a without being on b: a "211-not-985" school
_NESTED_LISTS = (("211", "985"), ("双一流", "985"), ("双一流", "211"))


@cache
def school_tiers(path: Path = TIERS_PATH) -> SchoolTiers:
    """The tier lists of a data file, read through the catalogs' one data-file reader (the
    same errors for a bad file as the organisation, skill and country lists)."""
    data = read_catalog_file(
        path,
        TierFile,
        list_key="tiers",
        what="school tier list",
        error=UserFacingError,
        hint='Each tier needs a source, a date and schools, e.g. `"985": {source: …, date: '
        '"2011", schools: [清华大学]}`.',
    )
    return SchoolTiers(data.tiers, org_catalog())
