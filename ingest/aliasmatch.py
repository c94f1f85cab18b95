"""Find many known names in text in one Aho-Corasick pass, leftmost-longest.

Shared by the organisation catalog (`ingest.orgs`) and the skill vocabulary
(`ingest.skills`). Each alias has a matching mode:

* ``caseless``: any capitalisation ("google", "GOOGLE", "Google").
* ``exact``: as written or all upper-case ("Apple"/"APPLE", never "apple").
* ``acronym``: exactly as written, upper-case ("PKU", never "pku" or "Pku").
* ``letter``: a single capital letter (skills C and R); the caller's ``accept`` decides context.
* ``block``: text that contains an alias but names something else (京东方 is not 京东); a block
  takes part in leftmost-longest selection and is then dropped.

Latin, digit and punctuation edges of an alias must sit on a token boundary (the neighbouring
character is not a letter or digit, nor one of ``extra_word_chars``); CJK edges need no
boundary, so CJK aliases match as substrings. Among the matches that pass their rules the
leftmost wins, then the longest, and matches never overlap: 东北大学 hides 北大.

Matching runs on ``ahocorasick_rs`` (a DFA, overlapping matches; the rules then pick).
Text is folded for matching without changing its length (lower-case, line breaks and tabs
as spaces, curly apostrophes as straight), so offsets index the caller's original text.
"""

from __future__ import annotations

import contextlib
import hashlib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Literal, TypeVar, cast

import ahocorasick_rs
import yaml
from pydantic import BaseModel, ValidationError

from ingest.catalog_cache import read_built, write_built
from ingest.language import has_cjk_script, is_cjk_char

Mode = Literal["caseless", "exact", "acronym", "letter", "block"]

_FOLD_PAIRS = (("\n", " "), ("\r", " "), ("\t", " "), ("\u00a0", " "), ("\u3000", " "),
               ("’", "'"), ("‘", "'"), ("‐", "-"), ("‑", "-"))  # fmt: skip
_SPACES = re.compile(r"\s+")


def _translate(text: str) -> str:
    for old, new in _FOLD_PAIRS:
        if old in text:
            text = text.replace(old, new)
    return text


@cache
def _hant_tables() -> tuple[dict[int, str], ...]:
    """Simplified → Traditional character maps (OpenCC s2t, s2tw, s2hk), from data/zh_hant.tsv."""
    tables: tuple[dict[int, str], ...] = ({}, {}, {})
    path = Path(__file__).parent / "data" / "zh_hant.tsv"
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        simplified, *forms = line.split("\t")
        for table, form in zip(tables, forms, strict=False):
            table[ord(simplified)] = form
    return tables


def traditional_variants(text: str) -> list[str]:
    """The same name in Traditional characters (清华大学 → 清華大學; 台湾 → 臺灣 / 台灣), so that
    CVs from Taiwan or Hong Kong match; empty when nothing changes."""
    if not has_cjk_script(text):
        return []
    variants = {text.translate(table) for table in _hant_tables()}
    variants.discard(text)
    return sorted(variants)


_SCRIPT_BOUNDARY = re.compile(
    r"(?<=[A-Za-z0-9])(?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff])(?=[A-Za-z0-9])"
)


def script_spaced(alias: str) -> str:
    """A name with a space where Chinese meets Latin letters or digits ("IC设计" -> "IC 设计",
    "B站" -> "B 站"), as many CVs and questions write it."""
    return _SCRIPT_BOUNDARY.sub(" ", alias)


def fold(text: str) -> str:
    """Lower-case, one space for any run of whitespace: the form aliases are stored in."""
    return _SPACES.sub(" ", _translate(text).lower()).strip()


def _fold_same_length(text: str) -> str:
    lowered = _translate(text).lower()
    if len(lowered) == len(text):
        return lowered
    # a few characters lower-case to two ('İ'): fold one by one to keep offsets
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in _translate(text))


@dataclass(frozen=True, slots=True)
class Alias:
    text: str  # as written in the data
    target: str  # the id it names ("" for a block)
    mode: Mode
    cjk: bool = field(init=False)  # any CJK character in it
    cjk_start: bool = field(init=False)
    cjk_end: bool = field(init=False)

    def __post_init__(self) -> None:
        text = self.text.strip()
        object.__setattr__(self, "cjk", has_cjk_script(text))
        object.__setattr__(self, "cjk_start", bool(text) and is_cjk_char(text[0]))
        object.__setattr__(self, "cjk_end", bool(text) and is_cjk_char(text[-1]))


@dataclass(frozen=True, slots=True)
class Hit:
    start: int
    end: int
    alias: Alias


Accept = Callable[[str, int, int, Alias], bool]


@dataclass(frozen=True, slots=True)
class _Automaton:
    searcher: ahocorasick_rs.AhoCorasick
    keys: list[str]  # the patterns, by index
    aliases: list[tuple[Alias, ...]]  # by pattern index
    edges: list[tuple[bool, bool]]  # by pattern index: (left, right) edge needs a boundary

    def __reduce__(self) -> tuple[Any, ...]:
        # (the searcher itself cannot be pickled: a copy on disk builds it again, ~10 ms)
        return (_rebuilt, (self.keys, self.aliases, self.edges))


def _searcher(keys: list[str]) -> ahocorasick_rs.AhoCorasick:
    return ahocorasick_rs.AhoCorasick(
        keys,
        matchkind=ahocorasick_rs.MatchKind.Standard,
        # a contiguous NFA searches as fast here as a DFA (the Python checks of each hit
        # dominate) and builds in about half the time, which every process start pays
        implementation=ahocorasick_rs.Implementation.ContiguousNFA,
    )


def _rebuilt(
    keys: list[str], aliases: list[tuple[Alias, ...]], edges: list[tuple[bool, bool]]
) -> _Automaton:
    return _Automaton(_searcher(keys), keys, aliases, edges)


def _plus_joint(text: str, at: int, beyond: int) -> bool:
    """A "+" between two words joins two names ("SQL+Tableau", "Python+Spark"); "C++" and
    "Notepad++" keep theirs, because a second "+" stands beyond it."""
    if text[at] != "+" or not 0 <= beyond < len(text):
        return False
    return text[beyond] < "\x80" and text[beyond].isalnum()


class AliasMatcher:
    """Compiled once: one automaton for case-insensitive aliases, one for cased ones."""

    def __init__(
        self,
        aliases: Iterable[Alias],
        extra_word_chars: str = "",
        accept: Accept | None = None,
    ) -> None:
        self._ascii_word = frozenset(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + extra_word_chars
        )
        self._accept = accept
        caseless: dict[str, list[Alias]] = {}
        cased: dict[str, list[Alias]] = {}
        for alias in aliases:
            text = _SPACES.sub(" ", _translate(alias.text)).strip()
            if not text:
                continue
            if alias.mode in ("caseless", "block"):
                caseless.setdefault(text.lower(), []).append(alias)
            else:  # cased names (PKU, Go, C) are searched as written: far fewer raw hits
                cased.setdefault(text, []).append(alias)
                if alias.mode == "exact" and text.upper() != text:
                    cased.setdefault(text.upper(), []).append(alias)
        self._caseless = self._automaton(caseless)
        self._cased = self._automaton(cased)

    @staticmethod
    def _automaton(words: dict[str, list[Alias]]) -> _Automaton | None:
        if not words:
            return None
        keys = list(words)
        edges = [(not is_cjk_char(k[0]), not is_cjk_char(k[-1])) for k in keys]
        return _Automaton(_searcher(keys), keys, [tuple(words[k]) for k in keys], edges)

    def _word_char(self, ch: str) -> bool:
        if ch < "\x80":
            return ch in self._ascii_word
        return ch.isalnum() and not is_cjk_char(ch)

    def hits(self, text: str) -> list[Hit]:
        """Every alias occurrence that passes its rules (overlapping, unordered)."""
        found: list[Hit] = []
        for automaton, folded in (
            (self._caseless, _fold_same_length),
            (self._cased, _translate),
        ):
            if automaton is None:
                continue
            matches = automaton.searcher.find_matches_as_indexes(folded(text), overlapping=True)
            for index, start, end in matches:
                left, right = automaton.edges[index]
                if left and start > 0 and self._word_char(text[start - 1]):
                    if not _plus_joint(text, start - 1, start - 2):
                        continue
                if right and end < len(text) and self._word_char(text[end]):
                    if not _plus_joint(text, end, end + 1):
                        continue
                for alias in automaton.aliases[index]:
                    mode = alias.mode
                    if mode == "acronym" or mode == "letter":
                        if text[start:end] != alias.text:
                            continue
                    elif mode == "exact":
                        if text[start:end] not in (alias.text, alias.text.upper()):
                            continue
                    if self._accept is None or self._accept(text, start, end, alias):
                        found.append(Hit(start, end, alias))
        return found

    def find(self, text: str) -> list[Hit]:
        """Leftmost-longest, non-overlapping matches, in text order, blocks removed."""
        if not text:
            return []
        hits = sorted(self.hits(text), key=lambda h: (h.start, h.start - h.end))
        chosen: list[Hit] = []
        last_end = -1
        for hit in hits:
            if hit.start >= last_end:
                chosen.append(hit)
                last_end = hit.end
            elif chosen and hit.start == chosen[-1].start and hit.end == chosen[-1].end:
                chosen.append(hit)  # the same span under another alias (an ambiguous name)
        return [h for h in chosen if h.alias.mode != "block"]


# -- catalog files (organisations, skills): one reader, one set of error messages ----------
Built = TypeVar("Built")


def load_catalog(
    build: Callable[[list[Path]], Built], builtin: Path, extra: Iterable[Path]
) -> Built:
    """`build` over the built-in file and the user's, once per set of files and their
    modification times (an edited user file is read again), with `digest` set to the files'
    contents' digest (a key for caches of data derived with the catalog)."""
    return cast(Built, _load_catalog(build, tuple(_file_stamp(Path(p)) for p in (builtin, *extra))))


def user_catalog_paths(data_dir: Path, file_name: str) -> list[Path]:
    """The user's own catalog file under a data directory (``<data_dir>/<file_name>``), if
    it exists."""
    path = Path(data_dir) / file_name
    return [path] if path.is_file() else []


def _file_stamp(path: Path) -> tuple[Path, int]:
    try:
        return path, path.stat().st_mtime_ns
    except OSError:
        return path, 0  # the catalog's reader reports the missing file


@cache
def _load_catalog(
    build: Callable[[list[Path]], object], stamps: tuple[tuple[Path, int], ...]
) -> object:
    paths = [path for path, _ in stamps]
    digest = files_digest(paths)
    kind = getattr(build, "__self__", None)  # the catalog class of `Catalog.from_files`
    if isinstance(kind, type) and (built := read_built(kind.__name__, digest, kind)):
        return built  # built by an earlier process from the same files and code
    catalog = build(paths)
    catalog.digest = digest  # type: ignore[attr-defined]
    if isinstance(kind, type):
        write_built(kind.__name__, digest, catalog)
    return catalog


def files_digest(paths: Iterable[Path]) -> str:
    """A digest of the files' contents (a missing file counts as empty): what a catalog
    was built from, for caches of data derived with it."""
    digest = hashlib.sha256()
    for path in paths:
        with contextlib.suppress(OSError):
            digest.update(Path(path).read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()[:24]


_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when present: 25x faster
CatalogModel = TypeVar("CatalogModel", bound=BaseModel)


def read_catalog_file(
    path: Path,
    model: type[CatalogModel],
    *,
    list_key: str,
    what: str,
    error: Callable[[str], Exception],
    hint: str,
) -> CatalogModel:
    """A catalog YAML file (a mapping, or a bare list of entries under `list_key`) as
    `model`; any problem is `error` with a message naming the file and what is wrong."""
    try:
        raw = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER)
    except OSError as exc:
        raise error(f"Cannot read the {what} {path}: {exc}.") from exc
    except yaml.YAMLError as exc:
        raise error(
            f"The {what} {path} is not valid YAML: {str(exc).splitlines()[0]} "
            f"({getattr(exc, 'problem_mark', '')})."
        ) from exc
    if raw is None:
        return model()
    if isinstance(raw, list):
        raw = {list_key: raw}
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}" for err in exc.errors()[:5]
        )
        raise error(f"The {what} {path} has entries cvbot cannot use ({problems}). {hint}") from exc
