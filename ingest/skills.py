"""Skills and tools under every name a CV or a question uses for them, matched as tokens.

The vocabulary (``ingest/data/skills.yaml``, plus any YAML a user adds in the same format)
lists each skill once: an id, a display name, a category and its aliases in either language
(Go / Golang / Go语言 / Go 语言; Kubernetes / k8s; 机器学习 / Machine Learning).

Matching rules (``SkillCatalog.find``), so that a quote shown as evidence contains the skill:

* a Latin alias matches a whole token, never inside a longer one: Go is not Google or go-to,
  Java is not JavaScript, C is not C++ / C# / Objective-C (``+`` and ``#`` are word
  characters, and a token glued to a word by ``-`` or ``.`` is part of it: Node.JS, Type-C);
* lower-case aliases and mixed-case names match in any capitalisation (golang, PYTHON);
* all-capital aliases of at most four characters (SQL, JS, AWS) match only in capitals;
* aliases listed under ``exact`` match only as written or in capitals: ``Go``/``GO`` but
  never the English word "go"; and a short exact word followed by "-x" or " to" ("Go-to",
  "Go to market") is prose;
* **single letters** (C, R) match only as a standalone capital in a list: next to a comma,
  slash, semicolon, 、, parenthesis, colon, "and"/"or"/"和"/"及", CJK text, or first on a line
  ("C, C++, Go", "熟悉C和Python", "Python and R"); never as an initial ("C. Zhang",
  "Li, C."), never in "R&D" or "C-Eval", never glued to another word;
* CJK aliases match as substrings (机器学习, Go 语言).

``resolve`` reads a skill named in a question: the whole text when it is exactly a known name
("go", "c"), else the skills ``find`` sees in it, single letters accepted without a list.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ingest.aliasmatch import (
    Alias,
    AliasMatcher,
    Mode,
    fold,
    load_catalog,
    read_catalog_file,
    script_spaced,
    traditional_variants,
    user_catalog_paths,
)
from ingest.language import has_cjk
from ingest.skill_edges import accept, among_cjk, rejoined
from vectorstore.errors import UserFacingError

BUILTIN_PATH = Path(__file__).parent / "data" / "skills.yaml"
_ACRONYM = re.compile(r"^[A-Z0-9]{2,4}$")
_LETTER = re.compile(r"^[A-Z]$")
_TOKEN = re.compile(
    r"\.NET\b|[A-Za-z][A-Za-z0-9]*(?:[.\-][A-Za-z][A-Za-z0-9]*)*(?:\+\+|#)?|\d+(?:\.\d+)*"
    r"|[\u4e00-\u9fff]+",
    re.IGNORECASE,
)


class SkillCatalogError(UserFacingError):
    """A vocabulary file cannot be used (the message names the file and the problem)."""


class SkillSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1)
    name: str | None = None
    zh: str | None = None
    category: str | None = None
    aliases: list[str] = Field(default_factory=list)
    exact: list[str] = Field(default_factory=list)
    members: list[str] = Field(default_factory=list)  # a concept's tools, by their ids
    part_of: str | None = None  # the suite a module belongs to ("SAP GTS": SAP)
    # names only a question means it by ("UE": Unreal Engine when asked; on a CV, 用户体验)
    asked: list[str] = Field(default_factory=list)

    @field_validator("aliases", "exact", "asked", mode="before")
    @classmethod
    def _listify(cls, value: object) -> object:
        return [value] if isinstance(value, str) else value


class SkillFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    skills: list[SkillSpec] = Field(default_factory=list)


@dataclass(frozen=True, slots=True)
class SkillMention:
    id: str
    name: str  # display name ("Go" for a "Golang" mention)
    surface: str  # the text as written
    start: int
    end: int


@dataclass(slots=True)
class SkillEntry:
    id: str
    name: str
    zh: str | None = None
    category: str | None = None
    aliases: list[str] = field(default_factory=list)
    exact: list[str] = field(default_factory=list)
    members: list[str] = field(default_factory=list)  # a concept's tools ("message queues": Kafka)
    asked: list[str] = field(default_factory=list)  # names a question alone uses
    part_of: str | None = None  # a suite's module is also the suite ("SAP GTS" is SAP)


def default_user_paths(data_dir: Path) -> list[Path]:
    """The user's own vocabulary file, ``<data_dir>/skills.yaml``, if it exists."""
    return user_catalog_paths(data_dir, "skills.yaml")


def skill_tokens(text: str) -> list[str]:
    """Tokens as a skills line means them: C++, C#, F#, .NET, Node.js, Objective-C and
    scikit-learn stay whole; a run of CJK is one token; other punctuation separates."""
    return [m.group(0) for m in _TOKEN.finditer(text)]


def _mode(alias: str, exact: set[str]) -> Mode:
    if alias in exact:
        # an acronym with no word's spelling beside it ("PS", not "GO" beside "Go"): as
        # written, whatever English follows it ("uses PS on the job")
        if alias.isupper() and not any(o != alias and o.upper() == alias for o in exact):
            return "acronym"
        return "exact"
    if _LETTER.match(alias):
        return "letter"
    if _ACRONYM.match(alias) and any(c.isalpha() for c in alias):
        return "acronym"
    return "caseless"


_LOWER_WORD = re.compile(r"(?<![A-Za-z0-9_+#.-])[a-z]{2,}(?![A-Za-z0-9_+#-])")
_ITEM_BEFORE = re.compile(
    r"([\w+#.-]+)\s*(?:[,，、/;；|&]|\b(?:and|or)\b|和|及|或)\s*$", re.IGNORECASE
)
_ITEM_AFTER = re.compile(
    r"^\s*(?:[,，、/;；|&]|\b(?:and|or)\b|和|及|或)\s*([\w+#.-]+)", re.IGNORECASE
)
# ... or said of as a tool: "run spark jobs", "spark pipelines", "rust code in prod"
_TOOL_NOUN_AFTER = re.compile(
    r"^\s+(?:jobs?|code|codebases?|pipelines?|clusters?|scripts?|services?|developers?|devs?|"
    r"engineers?|programm(?:ing|ers?)|"
    # "unity client devs", "go backend engineers": a kind of developer between
    r"(?:client|backend|back-end|frontend|front-end|server|game|mobile|web|app|data|platform)"
    r"\s+(?:developers?|devs?|engineers?|programmers?))\b",
    re.IGNORECASE,
)


_NO_VOWEL = re.compile(r"[b-df-hj-np-tv-xz][b-df-hj-np-tv-xz0-9]{2,4}")


def _read(path: Path) -> SkillFile:
    return read_catalog_file(
        path,
        SkillFile,
        list_key="skills",
        what="skill vocabulary",
        error=SkillCatalogError,
        hint="Each entry needs an id and a name, e.g. "
        "`- {id: zig, name: Zig, aliases: [ziglang]}`.",
    )


class SkillCatalog:
    """Built once per set of files (``load`` caches); every method is a pure lookup."""

    digest = ""  # of the files it was loaded from ("" when built otherwise): a cache key

    def __init__(self, entries: dict[str, SkillEntry]) -> None:
        self._entries = entries
        aliases: list[Alias] = []
        self._keys: dict[str, set[str]] = {}
        for entry in entries.values():
            exact = set(entry.exact)
            for surface in self.aliases(entry.id):
                forms = {surface, script_spaced(surface), *traditional_variants(surface)}
                for form in sorted(forms):  # 機器學習, "IC 设计"
                    aliases.append(Alias(form, entry.id, _mode(surface, exact)))
                    self._keys.setdefault(fold(form), set()).add(entry.id)
        self._matcher = AliasMatcher(aliases, extra_word_chars="+#", accept=accept(False))
        # (a question types a consonant-only acronym in lower case, "nlp", "llm": no English
        # word is spelled so)
        typed = [
            Alias(a.text.lower(), a.target, "caseless")
            for a in aliases
            if a.mode == "acronym" and _NO_VOWEL.fullmatch(a.text.lower())
        ]
        self._relaxed = AliasMatcher(aliases + typed, extra_word_chars="+#", accept=accept(True))
        # (with the names only a question uses, built when an English question first needs it)
        asked = [Alias(a, e.id, "acronym") for e in entries.values() for a in e.asked]
        self._question_aliases = aliases + typed + asked if asked else None
        # (a Chinese question: only the Chinese names a question uses, "做品牌的": marketing)
        self._asked_zh, self._asked_count = [a for a in asked if has_cjk(a.text)], len(asked)
        self._asked: dict[bool, AliasMatcher] = {}
        self._cased: dict[str, str] | None = None

    @classmethod
    def load(cls, extra: Iterable[Path] = ()) -> SkillCatalog:
        """The built-in vocabulary plus the user's files (same format; an entry with an
        existing id adds aliases to it)."""
        return load_catalog(cls.from_files, BUILTIN_PATH, extra)

    @classmethod
    def from_files(cls, paths: Sequence[Path]) -> SkillCatalog:
        entries: dict[str, SkillEntry] = {}
        owner: dict[str, str] = {}
        for index, path in enumerate(paths):
            user = index > 0
            for spec in _read(path).skills:
                entry = entries.get(spec.id)
                if entry is None:
                    if not spec.name:
                        raise SkillCatalogError(
                            f"The skill vocabulary {path} adds '{spec.id}' without a name: "
                            "give it `name:` (or use an existing id to add aliases to it)."
                        )
                    entry = entries[spec.id] = SkillEntry(spec.id, spec.name)
                elif not user:
                    raise SkillCatalogError(f"The skill vocabulary {path} lists '{spec.id}' twice.")
                entry.name = spec.name or entry.name
                entry.zh = spec.zh or entry.zh
                entry.category = spec.category or entry.category
                entry.part_of = spec.part_of or entry.part_of
                entry.aliases.extend(a for a in spec.aliases if a not in entry.aliases)
                entry.exact.extend(a for a in spec.exact if a not in entry.exact)
                entry.members.extend(m for m in spec.members if m not in entry.members)
                entry.asked.extend(a for a in spec.asked if a not in entry.asked)
                for alias in [spec.name or "", spec.zh or "", *spec.aliases, *spec.exact]:
                    key = alias.strip()
                    if not key:
                        continue
                    previous = owner.get(key)
                    if previous and previous != spec.id:
                        if not user:
                            raise SkillCatalogError(
                                f"The skill vocabulary {path} gives '{alias}' to both "
                                f"'{previous}' and '{spec.id}'."
                            )
                        old = entries[previous]
                        old.aliases = [a for a in old.aliases if a.strip() != key]
                        old.exact = [a for a in old.exact if a.strip() != key]
                    owner[key] = spec.id
        return cls(entries)

    # -- lookups -------------------------------------------------------------------------
    def __contains__(self, skill_id: object) -> bool:
        return skill_id in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def ids(self) -> list[str]:
        return list(self._entries)

    def get(self, skill_id: str) -> SkillEntry | None:
        return self._entries.get(skill_id)

    def lineage(self, skill_id: str, surface: str | None = None) -> list[str]:
        """The skill and the suites it is a module of ("sap-gts": sap-gts, sap); with the
        `surface` a text named it by, only the suites that name says ("SAP GTS", not "GTS")."""
        chain = [skill_id]
        while (entry := self._entries.get(chain[-1])) and entry.part_of:
            suite = self._entries.get(entry.part_of)
            if entry.part_of in chain or suite is None:
                break
            if surface is not None and suite.name.lower() not in surface.lower():
                break
            chain.append(entry.part_of)
        return chain

    def display(self, skill_id: str, language: str = "en") -> str:
        entry = self._entries.get(skill_id)
        if entry is None:
            return skill_id
        return entry.zh if language.startswith("zh") and entry.zh else entry.name

    def aliases(self, skill_id: str) -> list[str]:
        entry = self._entries.get(skill_id)
        if entry is None:
            return []
        return list(
            dict.fromkeys(a for a in [entry.name, entry.zh, *entry.aliases, *entry.exact] if a)
        )

    def find(self, text: str, *, relaxed: bool = False) -> list[SkillMention]:
        """Skills mentioned in text, in order, leftmost-longest, as tokens. ``relaxed`` is
        for a question ("Who lists C as a language?"): a single capital letter counts without
        a list around it (never as an initial or in R&D). A name a line break hyphenated
        ("Light-" / "GBM", as TeX breaks words) is read whole."""
        return self._mentions(self._relaxed if relaxed else self._matcher, rejoined(text))

    def _mentions(self, matcher: AliasMatcher, text: str) -> list[SkillMention]:
        out: list[SkillMention] = []
        for hit in matcher.find(text):
            target = hit.alias.target
            if out and out[-1].start == hit.start and out[-1].id == target:
                continue
            spelled = _spelled_out(text, hit.start, hit.end)
            if spelled and spelled.lower() not in {a.lower() for a in self.aliases(target)}:
                continue  # "Account Executive (AE)": the acronym of other words, no skill
            out.append(
                SkillMention(
                    target,
                    self._entries[target].name,
                    text[hit.start : hit.end],
                    hit.start,
                    hit.end,
                )
            )
        return out

    def find_in_question(self, text: str) -> list[SkillMention]:
        """Skills a question names, with the question's looser rules for single letters
        ("Who lists C as a language?") and for a cased name typed in lower case in a list
        of them ("python / go / rust", "python, go or rust"; never "ready to go abroad").
        An English question's own names count too ("used UE at work"; "UE设计" is 用户体验)."""
        matcher = self._relaxed
        chinese = bool(re.search(r"[\u4e00-\u9fff]", text))
        if self._question_aliases and (self._asked_zh or not chinese):
            if chinese not in self._asked:
                names = self._question_aliases
                if chinese:  # (English ones stay out: "UE设计" is 用户体验)
                    names = names[: len(names) - self._asked_count] + self._asked_zh
                self._asked[chinese] = AliasMatcher(
                    names, extra_word_chars="+#", accept=accept(True)
                )
            matcher = self._asked[chinese]
        return self._mentions(matcher, self._listed_cased(text))

    def _listed_cased(self, text: str) -> str:
        cased = self._cased_words()
        out = text
        for m in _LOWER_WORD.finditer(text):
            word = m.group()
            if (form := cased.get(word)) is not None and (
                self._beside_a_skill(text, *m.span()) or among_cjk(text, *m.span(), form)
            ):
                out = out[: m.start()] + form + out[m.end() :]
        return out

    def _beside_a_skill(self, text: str, start: int, end: int) -> bool:
        """A list mark between the word and a skill: "python / go", "go or rust"; or a
        tool's noun after it ("run spark jobs")."""
        if _TOOL_NOUN_AFTER.match(text[end : end + 20]):
            return True
        before = _ITEM_BEFORE.search(text[max(0, start - 40) : start])
        after = _ITEM_AFTER.match(text[end : end + 40])
        return any(
            m is not None and (fold(m.group(1)) in self._keys or m.group(1) in self._cased_words())
            for m in (before, after)
        )

    def _cased_words(self) -> dict[str, str]:
        """Lower-case form -> the written form of each `exact` alias (go -> Go)."""
        if self._cased is None:
            self._cased = {
                a.lower(): a for e in self._entries.values() for a in e.exact if a.isascii()
            }
        return self._cased

    def resolve(self, text: str) -> set[str]:
        """The skills a question names: 'Golang' / 'Go 语言' / 'go' → {'go'};
        'Who knows C and Rust?' → {'c', 'rust'}; nothing known → empty set."""
        key = fold(text).strip(" ?？.。!！,，")
        if key in self._keys:
            return set(self._keys[key])
        return {m.id for m in self._mentions(self._relaxed, text)}


def _spelled_out(text: str, start: int, end: int) -> str | None:
    """The words a short acronym stands for where the text spells them beside it in brackets
    ("Account Executive (AE)", "AE (Account Executive)"), when their initials are it."""
    acronym = text[start:end]
    if not re.fullmatch(r"[A-Z]{2,4}", acronym):
        return None
    before = re.search(
        r"((?:[A-Z][\w-]*\s+){1,3}[A-Z][\w-]*)\s*[(（]\s*$", text[max(0, start - 60) : start]
    )
    after = re.match(
        r"\s*[(（]\s*((?:[A-Z][\w-]*\s+){1,3}[A-Z][\w-]*)\s*[)）]", text[end : end + 60]
    )
    for m in (before, after):
        if m and "".join(w[0] for w in m.group(1).split()) == acronym:
            return m.group(1)
    return None
