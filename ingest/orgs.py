"""Employers, schools and labs under every name a CV or a question uses for them.

The catalog (``ingest/data/orgs.yaml``, plus any YAML files a user adds in the same format)
lists each organisation once: a canonical id, English and Chinese display names, aliases
(acronyms included), a kind (employer, school, lab) and optionally a parent where a recruiter
would expect one (阿里云 → Alibaba, MSRA → Microsoft, Google DeepMind → Google).

Matching rules (``OrgCatalog.find``):

* leftmost-longest, never overlapping: 东北大学 never yields 北大, 京东方 never yields 京东;
* Latin aliases on word boundaries, case-insensitive ("Googled" is not Google);
* aliases that are all capitals and at most four characters long (PKU, ZTE, HIT, AWS, NTU)
  match only as whole upper-case tokens; aliases listed under ``exact`` (common words such as
  Apple, Meta, Oracle) match only as written or in capitals;
* CJK aliases match as substrings, except that a short form ending in 大 ("北大", "浙大") does
  not match when 学 follows (河北大学 is not 北大);
* short forms that are also ordinary words or sit inside them (人大, 上交 "hand in", 重大
  "major", 成电 in 集成电路) are listed under ``standalone``: ``resolve`` accepts them as a
  whole name (a question's "在上交读书" span), ``find`` never looks for them in running text;
* an ambiguous name (NTU: Singapore or Taiwan; "Northeastern University": Boston or 沈阳)
  is resolved by words near it (Singapore, 台北, Boston, 沈阳, or another name of one of its
  meanings in the same text); otherwise the mention carries the ambiguous entry's own id
  and the ids it may mean, and resolves to neither.

Text is assumed normalised by ``ingest.normalize.normalize_text`` (NFKC, radicals folded).

Over 400 lines on purpose: the file format, its loading with user overrides (and their error
messages) and the lookups form one catalog; the matcher itself is ``ingest.aliasmatch``.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Literal

from cleanco import basename
from cleanco.clean import normalized, prepare_default_terms, strip_punct
from pydantic import BaseModel, ConfigDict, Field, field_validator

from ingest.aliasmatch import (
    Alias,
    AliasMatcher,
    Hit,
    Mode,
    load_catalog,
    read_catalog_file,
    traditional_variants,
    user_catalog_paths,
)
from ingest.language import has_cjk_script
from vectorstore.errors import UserFacingError

Kind = Literal["employer", "school", "lab", "ambiguous"]
BUILTIN_PATH = Path(__file__).parent / "data" / "orgs.yaml"
CONTEXT_WINDOW = 120  # characters either side of an ambiguous name searched for its hints
_ACRONYM = re.compile(r"^[A-Z0-9&]{2,4}$")


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
    aliases: list[str] = Field(default_factory=list)
    exact: list[str] = Field(default_factory=list)  # aliases matched only as written / CAPS
    context: list[str] = Field(default_factory=list)  # words that point an ambiguous name here
    standalone: list[str] = Field(default_factory=list)  # names only when alone (人大, 上交)

    @field_validator("aliases", "exact", "context", "standalone", mode="before")
    @classmethod
    def _listify(cls, value: object) -> object:
        return [value] if isinstance(value, str) else value


class AmbiguousSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    aliases: list[str] = Field(default_factory=list)
    means: list[str] = Field(min_length=2)


class CatalogFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    orgs: list[OrgSpec] = Field(default_factory=list)
    ambiguous: list[AmbiguousSpec] = Field(default_factory=list)
    blockers: list[str] = Field(default_factory=list)


# -- public types ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class OrgMention:
    id: str  # canonical id (for an unresolved ambiguous name: the ambiguous entry's id)
    surface: str  # the text as written
    start: int
    end: int
    candidates: tuple[str, ...] = ()  # an unresolved ambiguous name: the ids it may mean

    @property
    def ambiguous(self) -> bool:
        return bool(self.candidates)


@dataclass(slots=True)
class OrgEntry:
    id: str
    en: str | None
    zh: str | None
    kind: Kind
    parent: str | None = None
    aliases: list[str] = field(default_factory=list)
    exact: list[str] = field(default_factory=list)
    context: list[str] = field(default_factory=list)
    standalone: list[str] = field(default_factory=list)  # resolve() only, never find()
    means: list[str] = field(default_factory=list)  # ambiguous entries only


# -- comparison keys for names outside the catalog ---------------------------------------
_PARENS = re.compile(r"\s*[(（][^()（）]*[)）]")
_ZH_SUFFIX = re.compile(
    r"(?:(?:股份)?有限(?:责任)?公司|(?:控股)?集团(?:公司)?|控股|总公司|分公司|公司|"
    r"科技|技术|网络|信息|软件|发展|电子商务|数字|智能|云计算|计算机|系统|服务|通讯|通信)+$"
)
_ZH_COMPANY = re.compile(r"有限(?:责任)?公司|集团|公司$")
_ZH_REGION = re.compile(
    r"^(?:中国|北京|上海|天津|重庆|深圳|广州|杭州|南京|苏州|成都|武汉|西安|合肥|厦门|青岛|"
    r"大连|济南|长沙|郑州|福州|珠海|东莞|佛山|宁波|无锡|香港|台湾|广东|浙江|江苏|四川|湖北|"
    r"山东|福建|安徽|湖南|河南|河北|辽宁|陕西)(?:市|省)?"
)
_EN_GENERIC_TAIL = re.compile(
    r"(?:\s+(?:group|holdings?|technologies|technology(?<!of technology)|tech(?:nologies)?"
    r"(?<!georgia tech)|international|global|worldwide|com))+$"
)
_PUNCT = re.compile(r"[^\w&]+")


_LEGAL_LAST_WORDS = frozenset(parts[-1] for _, parts in prepare_default_terms())


def _basename(name: str) -> str:
    """cleanco's legal-suffix removal until nothing more comes off ('Co., Ltd.' twice)."""
    current = name
    for _ in range(4):
        words = current.replace(",", " ").split()
        if not words or strip_punct(normalized(words[-1])) not in _LEGAL_LAST_WORDS:
            break  # no legal suffix to remove (and cleanco is slow: skip it)
        stripped = basename(current).strip(" ,.")
        if not stripped or stripped == current:
            break
        current = stripped
    return current


@lru_cache(maxsize=8192)
def org_key(name: str, keep_parens: bool = False) -> str:
    """A comparison key for an organisation name: legal suffixes and generic company words
    off, case and punctuation folded. 'Google, Inc' / 'Google LLC' → 'google';
    'Huawei Technologies Co., Ltd.' → 'huawei'; '阿里巴巴（中国）有限公司' → '阿里巴巴';
    '北京字节跳动科技有限公司' → '字节跳动'; schools keep their full name."""
    text = unicodedata.normalize("NFKC", name).strip()
    stripped = re.sub(r"[()（）]", " ", text) if keep_parens else _PARENS.sub("", text).strip()
    text = stripped or text
    if has_cjk_script(text):
        cjk_company = bool(_ZH_COMPANY.search(text))
        stem = _ZH_SUFFIX.sub("", text) or text
        if cjk_company:
            stem = _ZH_REGION.sub("", stem) or stem
            stem = _ZH_SUFFIX.sub("", stem) or stem
        text = stem
    latin = _basename(text)
    key = latin.lower().replace("&", " and ")
    key = re.sub(r"^the\s+", "", key)
    key = _PUNCT.sub(" ", key).strip()
    key = _EN_GENERIC_TAIL.sub("", key).strip()
    return re.sub(r"\s+", "", key) if has_cjk_script(key) else re.sub(r"\s+", " ", key)


# -- the catalog -----------------------------------------------------------------------------
def default_user_paths(data_dir: Path) -> list[Path]:
    """The user's own catalog file, ``<data_dir>/orgs.yaml``, if it exists."""
    return user_catalog_paths(data_dir, "orgs.yaml")


def _mode(alias: str, exact: set[str]) -> Mode:
    if alias in exact:
        return "exact"
    if _ACRONYM.match(alias) and any(c.isalpha() for c in alias):
        return "acronym"
    return "caseless"


def _read(path: Path) -> CatalogFile:
    return read_catalog_file(
        path,
        CatalogFile,
        list_key="orgs",
        what="organisation catalog",
        error=OrgCatalogError,
        hint="Each entry needs an id and en/zh names or aliases, e.g. "
        "`- {id: acme, en: Acme, zh: 阿克米, kind: employer, aliases: [Acme Labs]}`.",
    )


class OrgCatalog:
    """Built once per set of files (``load`` caches); every method is a pure lookup."""

    digest = ""  # of the files it was loaded from ("" when built otherwise): a cache key

    def __init__(self, entries: dict[str, OrgEntry], blockers: Sequence[str]) -> None:
        self._entries = entries
        self._children: dict[str, set[str]] = {}
        for entry in entries.values():
            if entry.parent:
                self._children.setdefault(entry.parent, set()).add(entry.id)
        aliases: list[Alias] = []
        self._keys: dict[str, set[str]] = {}
        spelled: dict[str, set[str]] = {}  # every form (names and variants) -> ids
        for entry in entries.values():
            for surface in self.aliases(entry.id):
                for form in (surface, *_spellings(surface), *traditional_variants(surface)):
                    spelled.setdefault(form.lower(), set()).add(entry.id)
        for entry in entries.values():
            exact = set(entry.exact)
            for surface in self.aliases(entry.id):
                aliases.append(Alias(surface, entry.id, _mode(surface, exact)))
                # "Science & Technology" = "... and ..."; 清华大学 = 清華大學 (unless the
                # variant is also another entry's name: then it names neither)
                variants = [
                    v
                    for v in _spellings(surface) + traditional_variants(surface)
                    if spelled[v.lower()] == {entry.id}
                ]
                aliases.extend(Alias(v, entry.id, _mode(surface, exact)) for v in variants)
                for name in (surface, *variants):
                    key = org_key(name, keep_parens=True)
                    if key:
                        self._keys.setdefault(key, set()).add(entry.id)
                        self._keys.setdefault(name.lower(), set()).add(entry.id)
            for name in entry.standalone:  # '上交' is a school only when it is the whole name
                for form in (name, *traditional_variants(name)):
                    self._keys.setdefault(org_key(form, keep_parens=True), set()).add(entry.id)
        aliases.extend(
            Alias(form, "", "block") for b in blockers for form in (b, *traditional_variants(b))
        )
        # "Nanjing University" must not match inside "Nanjing University of <anything>":
        # another school unless the catalog lists it (then its longer name wins)
        aliases.extend(
            Alias(f"{a.text} of", "", "block")
            for a in list(aliases)
            if a.target and entries[a.target].kind == "school" and a.text.endswith(" University")
        )
        self._matcher = AliasMatcher(aliases, accept=_accept_org)
        self._hint_matcher = AliasMatcher(self._hint_aliases())

    def _hint_aliases(self) -> list[Alias]:
        hints: list[Alias] = []
        meant = {m for e in self._entries.values() for m in e.means}
        for org_id in meant:
            entry = self._entries[org_id]
            for word in entry.context:
                hints.append(Alias(word, org_id, _mode(word, set())))
        return hints

    # -- loading -------------------------------------------------------------------------
    @classmethod
    def load(cls, extra: Iterable[Path] = ()) -> OrgCatalog:
        """The built-in catalog plus the user's files (same format; a user's entry with an
        existing id adds aliases to it, a user's alias moves to the user's entry)."""
        return load_catalog(cls.from_files, BUILTIN_PATH, extra)

    @classmethod
    def from_files(cls, paths: Sequence[Path]) -> OrgCatalog:
        entries: dict[str, OrgEntry] = {}
        owner: dict[str, str] = {}  # folded alias -> id
        blockers: list[str] = []
        origin: dict[str, Path] = {}  # id -> the file that last named it
        for index, path in enumerate(paths):
            data = _read(path)
            user = index > 0
            for spec in data.orgs:
                _add_org(entries, owner, spec, path, user)
                origin[spec.id] = path
            for amb in data.ambiguous:
                origin[amb.id] = path
                entries[amb.id] = OrgEntry(
                    id=amb.id, en=amb.name, zh=None, kind="ambiguous",
                    aliases=list(amb.aliases), means=list(amb.means),
                )  # fmt: skip
                for alias in [amb.name, *amb.aliases]:
                    _claim(entries, owner, alias, amb.id, path, user)
            blockers.extend(data.blockers)
        for entry in entries.values():
            for ref in ([entry.parent] if entry.parent else []) + entry.means:
                if ref not in entries:
                    raise OrgCatalogError(
                        f"The organisation catalog {origin.get(entry.id, paths[0])} names "
                        f"'{ref}' (from '{entry.id}') but no entry has that id."
                    )
        return cls(entries, blockers)

    # -- lookups -------------------------------------------------------------------------
    def __contains__(self, org_id: object) -> bool:
        return org_id in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def ids(self) -> list[str]:
        return list(self._entries)

    def get(self, org_id: str) -> OrgEntry | None:
        return self._entries.get(org_id)

    def kind(self, org_id: str) -> Kind | None:
        entry = self._entries.get(org_id)
        return entry.kind if entry else None

    def display(self, org_id: str, language: str = "en") -> str:
        """The name to show: Chinese for language 'zh' when there is one, else English."""
        entry = self._entries.get(org_id)
        if entry is None:
            return org_id
        if language.startswith("zh") and entry.zh:
            return entry.zh
        return entry.en or entry.zh or org_id

    def aliases(self, org_id: str) -> list[str]:
        """Every name of the organisation: display names first, then aliases."""
        entry = self._entries.get(org_id)
        if entry is None:
            return []
        names = [n for n in (entry.en, entry.zh) if n]
        return list(dict.fromkeys([*names, *entry.aliases, *entry.exact]))

    def lineage(self, org_id: str) -> list[str]:
        """The id and its ancestors, nearest first: 'alibaba-cloud' → ['alibaba-cloud',
        'alibaba']."""
        out: list[str] = []
        current: str | None = org_id
        while current and current not in out:
            out.append(current)
            entry = self._entries.get(current)
            current = entry.parent if entry else None
        return out

    def descendants(self, org_id: str) -> set[str]:
        """The id and everything under it (Alibaba → 阿里云, 达摩院, 淘宝, …)."""
        out, todo = {org_id}, [org_id]
        while todo:
            for child in self._children.get(todo.pop(), ()):
                if child not in out:
                    out.add(child)
                    todo.append(child)
        return out

    def within(self, mention_id: str, wanted: Iterable[str]) -> bool:
        """Does a mention of ``mention_id`` count as one of ``wanted`` (itself or a parent)?"""
        return not set(self.lineage(mention_id)).isdisjoint(wanted)

    def find(self, text: str) -> list[OrgMention]:
        """Organisations mentioned in (normalised) text, in order, leftmost-longest."""
        out: list[OrgMention] = []
        hits = self._matcher.find(text)
        index = 0
        while index < len(hits):
            hit = hits[index]
            same = [hit]
            while index + 1 < len(hits) and hits[index + 1].start == hit.start:
                index += 1
                same.append(hits[index])
            index += 1
            out.append(self._mention(text, same, hits))
        return out

    def _mention(self, text: str, same: list[Hit], hits: list[Hit]) -> OrgMention:
        hit = same[0]
        surface = text[hit.start : hit.end]
        targets = list(dict.fromkeys(h.alias.target for h in same))
        if len(targets) == 1 and self._entries[targets[0]].kind != "ambiguous":
            return OrgMention(targets[0], surface, hit.start, hit.end)
        means: list[str] = []
        for target in targets:
            entry = self._entries[target]
            means.extend(entry.means if entry.kind == "ambiguous" else [target])
        means = list(dict.fromkeys(means))
        chosen = self._disambiguate(text, hit, means, hits)
        if chosen:
            return OrgMention(chosen, surface, hit.start, hit.end)
        amb = next((t for t in targets if self._entries[t].kind == "ambiguous"), targets[0])
        return OrgMention(amb, surface, hit.start, hit.end, tuple(means))

    def _disambiguate(self, text: str, hit: Hit, means: list[str], hits: list[Hit]) -> str:
        """The one meaning that words near the name (or another of its names in the text)
        point to, or ''."""
        lo, hi = max(0, hit.start - CONTEXT_WINDOW), min(len(text), hit.end + CONTEXT_WINDOW)
        pointed = {h.alias.target for h in self._hint_matcher.find(text[lo:hi])}
        pointed |= {h.alias.target for h in hits if h is not hit}
        found = [m for m in means if m in pointed]
        return found[0] if len(found) == 1 else ""

    def resolve(self, name: str) -> set[str]:
        """The ids a free-text name from a question means ('Alibaba Group' → {'alibaba'};
        an ambiguous name → its meanings and its own id; unknown → empty set). Test a CV
        mention against the result with ``within``."""
        name = name.strip()
        if not name:
            return set()
        ids: set[str] = set()
        for key in (org_key(name, keep_parens=True), org_key(name), name.lower()):
            ids = set(self._keys.get(key, set()))
            if ids:
                break
        if not ids:
            ids = {m.id for m in self.find(name)}
            if not ids:  # 'pku' typed lower-case in a question
                ids = {m.id for m in self.find(name.upper())} if len(name) <= 5 else set()
        out = set(ids)
        for org_id in ids:
            out.update(self._entries[org_id].means)
        return out


def _spellings(alias: str) -> list[str]:
    """Other ways a Latin name is written: '&' for 'and' and back, 'Univ.' for 'University',
    a space for a hyphen (Sun Yat-sen / Sun Yat sen)."""
    if has_cjk_script(alias):
        return []
    forms = [alias]
    if " and " in alias:
        forms.append(alias.replace(" and ", " & "))
    elif " & " in alias:
        forms.append(alias.replace(" & ", " and "))
    if re.search(r"[A-Za-z]-[A-Za-z]", alias):
        forms += [re.sub(r"(?<=[A-Za-z])-(?=[A-Za-z])", " ", f) for f in forms]
    if re.search(r"\bUniversity\b", alias):
        forms += [re.sub(r"\bUniversity\b", abbr, f) for f in forms for abbr in ("Univ.", "Univ")]
    return list(dict.fromkeys(f for f in forms if f != alias))


def _accept_org(text: str, start: int, end: int, alias: Alias) -> bool:
    surface = text[start:end]
    if alias.mode == "acronym" and surface != alias.text:
        return False
    if alias.mode == "exact":
        if surface not in (alias.text, alias.text.upper()):
            return False
        if re.match(r"-[a-z]", text[end : end + 2]):
            return False  # a common word in a compound: Meta-learning, Apple-like
    if alias.text.endswith("大") and end < len(text) and text[end] in "学學":
        return False  # 河北大学 / 云南大学: a longer school's name, not 北大 / 南大
    if not alias.cjk:
        before = text[start - 1] if start > 0 else ""
        after = text[end : end + 2]
        if before and before in "@.":  # e-mail addresses, domains: name@google.com, www.pku.edu.cn
            return False
        if len(after) == 2 and after[0] == "." and after[1].isalpha() and after[1].islower():
            return False  # google.com
    return True


def _claim(
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


def _add_org(
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
    entry.aliases.extend(a for a in spec.aliases if a not in entry.aliases)
    entry.exact.extend(a for a in spec.exact if a not in entry.exact)
    entry.context.extend(c for c in spec.context if c not in entry.context)
    entry.standalone.extend(c for c in spec.standalone if c not in entry.standalone)
    for alias in [n for n in (spec.en, spec.zh) if n] + spec.aliases + spec.exact:
        _claim(entries, owner, alias, spec.id, path, user)
