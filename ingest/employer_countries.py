"""Where an employer is from: the country of its headquarters (`ingest/data/org_countries.yaml`,
by catalog id; a unit or subsidiary not listed takes its parent's), else, for an organisation
the catalog does not know, the country its position's lines place it in, else mainland China
for a name written in Chinese. Read by questions that describe an employer by where it is from
("the Finnish phone company", "德国车企", "日企", "外企"): an industry key `telecom@fi` is a
position in telecom at an employer from Finland, `@jp` any employer from Japan, `@abroad` any
from outside mainland China."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import BaseModel, Field

from ingest.aliasmatch import read_catalog_file
from ingest.language import has_cjk
from ingest.orgs import OrgCatalog
from ingest.record_models import Position
from ingest.study_places import ABROAD, HOME, countries
from ingest.work_places import position_country
from vectorstore.errors import UserFacingError

ORG_COUNTRIES_PATH = Path(__file__).parent / "data" / "org_countries.yaml"


class OrgCountryFile(BaseModel):
    countries: dict[str, list[str]] = Field(default_factory=dict)


@cache
def headquarters(path: Path = ORG_COUNTRIES_PATH) -> dict[str, str]:
    """Catalog id → the country of its headquarters; an unknown id or country is an error
    naming the file."""
    data = read_catalog_file(
        path,
        OrgCountryFile,
        list_key="countries",
        what="list of employers' countries",
        error=UserFacingError,
        hint="Give country ids of ingest/data/countries.yaml and catalog ids, e.g. "
        "`countries: {fi: [nokia]}`.",
    )
    known, ids = countries().by_id, set(OrgCatalog.load().ids())
    out: dict[str, str] = {}
    for cid, orgs in data.countries.items():
        if cid not in known:
            raise UserFacingError(f"{path} names an unknown country '{cid}'.")
        for org in orgs:
            if org not in ids or org in out:
                raise UserFacingError(f"{path}: '{org}' is no catalog id or is listed twice.")
            out[org] = cid
    return out


def employer_country(p: Position) -> str | None:
    """The country a position's employer is from; None when nothing says."""
    hq = headquarters()
    for org in (p.org_id, *p.parent_ids):
        if org and org in hq:
            return hq[org]
    if p.org_id:  # a catalog organisation of no known country
        return None
    if (where := position_country(p)) is not None:
        return where
    return HOME if has_cjk(p.organisation) else None


def country_keys(p: Position, industries: list[str]) -> list[str]:
    """The keys of a position's industries qualified by its employer's country (`telecom@fi`,
    `@fi` for any, and the same with `abroad` for one outside mainland China)."""
    cid = employer_country(p)
    if cid is None:
        return []
    places = [cid, *([ABROAD] if cid != HOME else [])]
    return [f"{i}@{c}" for c in places for i in ("", *industries)]


def key_label(key: str, label_of: dict[str, str]) -> str:
    """How a key reads in an answer ("telecom (from Finland)", "an employer from Japan")."""
    industry, _, cid = key.partition("@")
    where = countries().display(cid) if cid else ""
    if not industry:
        return f"an employer from {where}"
    name = label_of.get(industry, industry)
    return f"{name} (an employer from {where})" if cid else name
