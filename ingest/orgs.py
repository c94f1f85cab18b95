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
The file format and the merging of a user's files are ``ingest.org_files``; keys for names
outside the catalog ``ingest.org_keys``; the matcher itself is ``ingest.aliasmatch``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ingest.aliasmatch import (
    Alias,
    AliasMatcher,
    Hit,
    Mode,
    load_catalog,
    script_spaced,
    traditional_variants,
    user_catalog_paths,
)
from ingest.language import INDEPENDENT_COLLEGE_AFTER, PROVINCES_ZH, has_cjk_script
from ingest.language.orgwords import GENERIC_NAME_KEYS, independent_college_en
from ingest.org_files import Kind, OrgCatalogError, OrgEntry, add_org, claim_alias, read_org_file
from ingest.org_keys import org_key
from ingest.org_pinyin import pinyin_aliases

BUILTIN_PATH = Path(__file__).parent / "data" / "orgs.yaml"
CONTEXT_WINDOW = 120  # characters either side of an ambiguous name searched for its hints
_ACRONYM = re.compile(r"^[A-Z0-9&]{2,4}$")
# a street named after a place ("伦敦牛津街那家…"): no organisation of that name
_STREET_AFTER = re.compile(r"(?:大街|街|大道|路)(?=$|[^\u4e00-\u9fff]|那|上|的|附近|一带|旁)")
# "Tsinghua University Press", "清华大学出版社": a publisher named after a school, not the school
_PRESS_AFTER = re.compile(r"\s+Press\b|\s*出版社")
# a short Chinese name inside a longer university's name: "西财" in 江西财经大学 (a character
# of a name before it, the rest of a 大学 after it; "在西财读书", "北大光华管理学院" are names)
_LONGER_NAME_AROUND = (
    re.compile(r"[\u4e00-\u9fff](?<![在于从去到读是和与及或、曾就])$"),
    re.compile(r"[\u4e00-\u9fff]{0,4}大学"),
)


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


class OrgCatalog:
    """Built once per set of files (``load`` caches); every method is a pure lookup."""

    digest = ""  # of the files it was loaded from ("" when built otherwise): a cache key

    def __init__(self, entries: dict[str, OrgEntry], blockers: Sequence[str]) -> None:
        self._entries = entries
        self._children: dict[str, set[str]] = {}
        for entry in entries.values():
            for parent in ([entry.parent] if entry.parent else []) + entry.owners:
                self._children.setdefault(parent, set()).add(entry.id)
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
                    if key and key not in GENERIC_NAME_KEYS:
                        self._keys.setdefault(key, set()).add(entry.id)
                        self._keys.setdefault(name.lower(), set()).add(entry.id)
            for name in entry.standalone:  # '上交' is a school only when it is the whole name
                for form in (name, *traditional_variants(name)):
                    self._keys.setdefault(org_key(form, keep_parens=True), set()).add(entry.id)
                if entry.kind == "employer" and has_cjk_script(name):
                    # a national company's branch: its short name and a province ("国网湖北省
                    # 电力有限公司"), where the short name alone is too common a word to find;
                    # the group by its short name ("平安系")
                    aliases.extend(Alias(name + p, entry.id, "caseless") for p in PROVINCES_ZH)
                    # ("中建系统": the system, a word of its own)
                    aliases += [Alias(name + w, entry.id, "caseless") for w in ("系", "系统")]
        aliases += pinyin_aliases(entries, self.aliases, set(spelled))  # "jingdongfang"
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
            data = read_org_file(path)
            user = index > 0
            for spec in data.orgs:
                add_org(entries, owner, spec, path, user)
                origin[spec.id] = path
            for amb in data.ambiguous:
                origin[amb.id] = path
                entries[amb.id] = OrgEntry(
                    id=amb.id, en=amb.name, zh=None, kind="ambiguous",
                    aliases=list(amb.aliases), means=list(amb.means),
                )  # fmt: skip
                for alias in [amb.name, *amb.aliases]:
                    claim_alias(entries, owner, alias, amb.id, path, user)
            blockers.extend(data.blockers)
        for entry in entries.values():
            for ref in ([entry.parent] if entry.parent else []) + entry.owners + entry.means:
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
        """The id and its ancestors, nearest first ('alibaba-cloud' → [it, 'alibaba']), then a
        joint venture's other owners and theirs ('saic-vw' → [it, 'volkswagen', 'saic'])."""
        out = self._chain(org_id)
        for at in list(out):
            entry = self._entries.get(at)
            for owner in entry.owners if entry else []:
                out += [x for x in self._chain(owner) if x not in out]
        return out

    def group(self, org_id: str) -> str:
        """The top of its parents' chain (Taobao and Alibaba Cloud are both Alibaba)."""
        return self._chain(org_id)[-1]

    def _chain(self, org_id: str) -> list[str]:
        out: list[str] = []
        current: str | None = org_id  # (the id and its parents, in turn)
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

    def under(self, org_id: str, wanted: Iterable[str]) -> bool:
        """Is ``org_id`` a unit of one of ``wanted`` (a parent of it, not itself)?"""
        return not set(self.lineage(org_id)[1:]).isdisjoint(wanted)

    def find(self, text: str) -> list[OrgMention]:
        """Organisations mentioned in (normalised) text, in order, leftmost-longest."""
        out: list[OrgMention] = []
        # ("伦敦牛津街": a street named after a place, no organisation of that name)
        hits = [
            h
            for h in self._matcher.find(text)
            if not (_STREET_AFTER.match(text, h.end) and not text[h.start : h.end].isascii())
            and not (
                self._entries[h.alias.target].kind == "school" and _PRESS_AFTER.match(text, h.end)
            )
            and not self._inside_longer_name(text, h)
            and not self._independent_college(text, h)
        ]
        index = 0
        while index < len(hits):
            hit = hits[index]
            same = [hit]
            while index + 1 < len(hits) and hits[index + 1].start == hit.start:
                index += 1
                same.append(hits[index])
            index += 1
            mention = self._mention(text, same, hits)
            if len(mention.candidates) != 1:  # one meaning not pointed to: a word, no name
                out.append(mention)
        return out

    def _independent_college(self, text: str, hit: Hit) -> bool:
        """A university's name followed by an independent college's of its own ("浙江大学城市
        学院", "中国传媒大学南广学院"): another school, not the university (nor its tier); a
        faculty's name says its field ("计算机学院", "光华管理学院") and stays the university's."""
        surface = text[hit.start : hit.end]
        if surface.isascii() and _COLLEGE_OF.search(text, 0, hit.start):
            return True  # "Guangzhou College of South China University of Technology"
        return surface.endswith("大学") and bool(INDEPENDENT_COLLEGE_AFTER.match(text[hit.end :]))

    def _inside_longer_name(self, text: str, hit: Hit) -> bool:
        surface = text[hit.start : hit.end]
        before, after = _LONGER_NAME_AROUND
        return (
            len(surface) <= 3
            and not surface.isascii()
            and not surface.endswith(("大学", "学院"))
            and before.search(text, 0, hit.start) is not None
            and after.match(text, hit.end) is not None
        )

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

    def pointed_by(self, text: str, means: set[str]) -> set[str]:
        """Of a name's meanings, those the place words of `text` point to ("northeastern in
        boston": the one in Boston); all of them when the text names none."""
        pointed = {h.alias.target for h in self._hint_matcher.find(text)} & means
        return pointed or means

    def products(self) -> dict[str, str]:
        """Product names that stand for their maker in a question ("the GeForce company",
        "N卡那家"), lower-cased, to the maker's id; never read in a CV."""
        return {w.lower(): e.id for e in self._entries.values() for w in e.known_for}

    def named_exactly(self, name: str) -> set[str]:
        """The ids whose name, alias or short name is `name` itself (no name found inside it)."""
        keys = (org_key(name, keep_parens=True), org_key(name), name.strip().lower())
        return next((set(self._keys[k]) for k in keys if self._keys.get(k)), set())

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
    a space for a hyphen (Sun Yat-sen / Sun Yat sen); a Chinese one with Latin letters, a space
    between the scripts ("B站" / "B 站", as a question is read)."""
    if has_cjk_script(alias):
        spaced = script_spaced(alias)
        return [spaced] if spaced != alias else []
    forms = [alias]
    if " and " in alias:
        forms.append(alias.replace(" and ", " & "))
    elif " & " in alias:
        forms.append(alias.replace(" & ", " and "))
    if re.search(r"[A-Za-z]-[A-Za-z]", alias):
        forms += [re.sub(r"(?<=[A-Za-z])-(?=[A-Za-z])", " ", f) for f in forms]
    if re.search(r"\bUniversity\b", alias):
        forms += [re.sub(r"\bUniversity\b", abbr, f) for f in forms for abbr in ("Univ.", "Univ")]
        # "uni of edinburgh", as people say it
        forms += [re.sub(r"^(?:The\s+)?University of\b", "Uni of", f) for f in forms]
    # "BP plc" as "BP p.l.c."
    forms += [re.sub(r"(?i)\s+plc$", " p.l.c.", f) for f in forms if re.search(r"(?i)\s+plc$", f)]
    # "Mediterranean Shipping Company" said without its last word ("worked at mediterranean
    # shipping"), when two words or more are left
    short = re.sub(r"^(?:The\s+)?(.+?)\s+(?:Company|Corporation)$", r"\1", alias)
    if short != alias and len(short.split()) >= 2 and not re.search(r"&|\band$", short):
        forms.append(short)
    return list(dict.fromkeys(f for f in forms if f != alias))


# an independent college named in English by its city before the university's name
_COLLEGE_OF = re.compile(
    r"\b(?:Guangzhou|Zhuhai|Shenzhen|Chengdu|Nanjing|Hangzhou|Wuhan|Xiamen|Suzhou|Ningbo|"
    r"Tianjin|Beijing|Shanghai|Changchun|Kunming|Qingdao|Weihai|Zhongshan|City|Jincheng|"
    r"Jinling|Binjiang|Century|Modern|Science\s+and\s+Technology)\s+College\s+of\s+(?:the\s+)?$"
)
_CONTACT_AFTER = re.compile(r"\s*[:：]\s*(?:[A-Za-z][\w.@+-]{2,}|\d{7,}(?![\d./-]|\s*年))")


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
    if alias.cjk and _CONTACT_AFTER.match(text, end):
        return False  # "微信：kelan_miao", "微信:13912345678": a contact's label
    after = re.sub(r"^大[学學]", "", text[end : end + 10])  # 华南理工 + 大学广州学院
    if alias.cjk and INDEPENDENT_COLLEGE_AFTER.match(after):
        return False  # 电子科技大学成都学院: an independent college, another school
    if not alias.cjk and independent_college_en(text, start, end):
        return False  # Zhejiang University City College, Nanfang College of SYSU: the same
    if not alias.cjk:
        before = text[start - 1] if start > 0 else ""
        after = text[end : end + 2]
        if before and before in "@.":  # e-mail addresses, domains: name@google.com, www.pku.edu.cn
            return False
        if len(after) == 2 and after[0] == "." and after[1].isalpha() and after[1].islower():
            return False  # google.com
    return True
