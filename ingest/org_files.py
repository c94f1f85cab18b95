"""The organisation catalog's file format, and how its files merge into entries.

A file (``ingest/data/orgs.yaml`` or a user's ``orgs.yaml``) lists ``orgs`` (an id, English
and Chinese names, aliases, a kind, a parent), ``ambiguous`` names and ``blockers``. Read in
order, a later (user's) file may add aliases to an existing id and take an alias over; in the
built-in file an alias given twice or an id listed twice is an error naming the file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ingest.aliasmatch import read_catalog_file
from vectorstore.errors import UserFacingError

Kind = Literal["employer", "school", "lab", "ambiguous"]


class OrgCatalogError(UserFacingError):
    """A catalog file cannot be used (the message names the file and the problem)."""


# -- file format ------------------------------------------------------------------------------
class OrgSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1)
    en: str | None = None
    zh: str | None = None
    kind: Literal["employer", "school", "lab"] | None = None
    parent: str | None = None
    # a joint venture's other owners ("上汽大众": Volkswagen's, and SAIC's): it counts as theirs too
    owners: list[str] = Field(default_factory=list)
    aliases: list[str] = Field(default_factory=list)
    exact: list[str] = Field(default_factory=list)  # aliases matched only as written / CAPS
    context: list[str] = Field(default_factory=list)  # words that point an ambiguous name here
    standalone: list[str] = Field(default_factory=list)  # names only when alone (人大, 上交)
    known_for: list[str] = Field(default_factory=list)  # products: "the CUDA company", "N卡那家"
    holding: bool = False  # owns companies in their own right (Alphabet): no products of it

    @field_validator(
        "aliases", "exact", "context", "standalone", "known_for", "owners", mode="before"
    )
    @classmethod
    def _listify(cls, value: object) -> object:
        return [value] if isinstance(value, str) else value


class AmbiguousSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    aliases: list[str] = Field(default_factory=list)
    # two or more: a name several organisations share; one: a word that is the name only
    # where words near it point to it ("King" near "Candy Crush"), else no name at all
    means: list[str] = Field(min_length=1)


class CatalogFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    orgs: list[OrgSpec] = Field(default_factory=list)
    ambiguous: list[AmbiguousSpec] = Field(default_factory=list)
    blockers: list[str] = Field(default_factory=list)


@dataclass(slots=True)
class OrgEntry:
    id: str
    en: str | None
    zh: str | None
    kind: Kind
    parent: str | None = None
    owners: list[str] = field(default_factory=list)  # a joint venture's other owners
    aliases: list[str] = field(default_factory=list)
    exact: list[str] = field(default_factory=list)
    context: list[str] = field(default_factory=list)
    standalone: list[str] = field(default_factory=list)  # resolve() only, never find()
    known_for: list[str] = field(default_factory=list)  # questions only: "the GeForce company"
    means: list[str] = field(default_factory=list)  # ambiguous entries only
    holding: bool = False  # its children are employers, not its products ("Google experience")


def read_org_file(path: Path) -> CatalogFile:
    return read_catalog_file(
        path,
        CatalogFile,
        list_key="orgs",
        what="organisation catalog",
        error=OrgCatalogError,
        hint="Each entry needs an id and en/zh names or aliases, e.g. "
        "`- {id: acme, en: Acme, zh: 阿克米, kind: employer, aliases: [Acme Labs]}`.",
    )


def claim_alias(
    entries: dict[str, OrgEntry], owner: dict[str, str], alias: str, org_id: str,
    path: Path, user: bool,
) -> None:  # fmt: skip
    key = alias.strip().lower()
    previous = owner.get(key)
    if previous and previous != org_id:
        if not user:
            raise OrgCatalogError(
                f"The organisation catalog {path} gives '{alias}' to both '{previous}' and "
                f"'{org_id}'; list a shared name under `ambiguous:`."
            )
        old = entries[previous]
        old.aliases = [a for a in old.aliases if a.strip().lower() != key]
        old.exact = [a for a in old.exact if a.strip().lower() != key]
        if old.en and old.en.strip().lower() == key:
            old.en = old.en if not old.zh and not old.aliases else None
        if old.zh and old.zh.strip().lower() == key:
            old.zh = None
    owner[key] = org_id


def add_org(
    entries: dict[str, OrgEntry], owner: dict[str, str], spec: OrgSpec, path: Path, user: bool
) -> None:
    entry = entries.get(spec.id)
    if entry is None:
        if not (spec.en or spec.zh):
            raise OrgCatalogError(
                f"The organisation catalog {path} adds '{spec.id}' without a name: give it "
                "`en:` or `zh:` (or use the id of an existing entry to add aliases to it)."
            )
        entry = OrgEntry(id=spec.id, en=spec.en, zh=spec.zh, kind=spec.kind or "employer")
        entries[spec.id] = entry
    else:
        if not user:
            raise OrgCatalogError(f"The organisation catalog {path} lists '{spec.id}' twice.")
        entry.en = spec.en or entry.en
        entry.zh = spec.zh or entry.zh
        entry.kind = spec.kind or entry.kind
    entry.parent = spec.parent or entry.parent
    entry.owners.extend(o for o in spec.owners if o not in entry.owners)
    entry.holding = spec.holding or entry.holding
    entry.aliases.extend(a for a in spec.aliases if a not in entry.aliases)
    entry.exact.extend(a for a in spec.exact if a not in entry.exact)
    entry.context.extend(c for c in spec.context if c not in entry.context)
    entry.standalone.extend(c for c in spec.standalone if c not in entry.standalone)
    entry.known_for.extend(c for c in spec.known_for if c not in entry.known_for)
    for alias in [n for n in (spec.en, spec.zh) if n] + spec.aliases + spec.exact:
        claim_alias(entries, owner, alias, spec.id, path, user)
