"""The owner's e-mail and profile handles, and whether a name fits one.

A name found far from a CV's top is trusted only when it fits the handle the owner's
e-mail address or profile link spells (nk.okonkwo → Nkechi Okonkwo, zhangsy → 张三言).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from ingest.language import HANDLE_COUNTRY_TAGS, HANDLE_TAGS
from ingest.names import (
    chinese_surnames,
    looks_like_cjk_name,
    looks_like_latin_name,
    plain_name,
    romanize,
    split_cjk_name,
)
from ingest.normalize import without_accents
from ingest.pinyin import SYLLABLE as _SYLLABLE
from ingest.pinyin import (
    could_be_pinyin,
    could_be_run_together_pinyin,
    surname_pinyin,
    syllables,
    to_pinyin,
)

_EMAIL_LOCAL = re.compile(r"([A-Za-z0-9._%+-]+)@([A-Za-z0-9-]+)[A-Za-z0-9.-]*\.[A-Za-z]{2,}")
_PROFILE_HANDLE = re.compile(
    r"(?i)(?<![\w.])(?:www\.)?(?:github\.com|gitlab\.com|linkedin\.com/in|twitter\.com|x\.com)"
    r"/([A-Za-z0-9_.-]+)"
)


@dataclass(frozen=True)
class _Handles:
    """The owner's e-mail local parts and profile handles, letters only ('nkokonkwo'); the
    `primary` one is the first e-mail address whose local part reads as a name (jane.roe),
    which a name found further down must fit."""

    all: tuple[str, ...]
    primary: str | None
    # the first labels of the owner's own e-mail domains ("hello@valadares.studio": valadares)
    sites: tuple[str, ...] = ()


def _handle_letters(handle: str) -> tuple[str, list[str]]:
    pieces = [p for p in re.split(r"[._%+-]+", handle.lower()) if p]
    return re.sub(r"[^a-z]", "", "".join(pieces)), pieces


def _handle_words(local: str) -> list[str]:
    """An e-mail local part's words, less trailing digits and the tags people add after
    their name ("katarzyna.nowak.sre" → katarzyna, nowak; "ravi.subramanian.sg" → ravi,
    subramanian)."""
    pieces = [p for p in re.split(r"[._-]", re.sub(r"\d+$", "", local.lower())) if p]
    while (len(pieces) > 1 and pieces[-1] in HANDLE_TAGS) or (
        len(pieces) > 2
        and (
            pieces[-1] in HANDLE_COUNTRY_TAGS
            # initials after the name ("serena.tang.sy"), no syllable of a romanised name
            or (len(pieces[-1]) <= 2 and not re.fullmatch(_SYLLABLE, pieces[-1]))
        )
    ):
        pieces.pop()
    return pieces


def name_in_handle(local: str) -> str | None:
    """The name an e-mail local part spells, when it is two or three words after the
    tags people add (jane.roe → Jane Roe, k_nowak.sre → None, katarzyna.nowak.sre →
    Katarzyna Nowak)."""
    pieces = _handle_words(local)
    if (
        len(pieces) == 2
        and len(pieces[1]) <= 3
        and pieces[1] not in _pinyin_surnames()
        and (run := pinyin_name(pieces[0])) is not None
    ):
        return run  # "zhayanning.fi": a romanised name run together, then a short tag
    words = [p for p in pieces if p.isalpha() and len(p) > 1]
    if len(words) not in (2, 3) or len(words) != len(pieces):
        return None
    long = [w for w in words if len(w) >= 3]
    if not long or not all(re.search(r"[aeiouy]", w, re.I) for w in long):
        return None  # "mlq_sh": letters, no name's words ("rs.devlin": initials and a name)
    name = " ".join(p.capitalize() for p in words)
    return name if looks_like_latin_name(name) else None


def handle_spells(name: str, emails: list[str]) -> bool:
    """Whether an e-mail handle starts with a Latin name's given name, its short form or its
    initial glued to its surname ("Timea Varga": tvarga.geo@, timeavarga@; "Teodoro Vilaca":
    teo.vilaca.design@): the handle is that name's, whatever tag follows it."""
    words = [w for w in re.split(r"[\s.-]+", without_accents(name).lower()) if w]
    if not 2 <= len(words) <= 3 or not all(w.isalpha() for w in words):
        return False
    given = words[0]
    starts = {given[:k] + words[-1] for k in [1, len(given), *range(3, len(given))]}
    handles = [_handle_letters(e.split("@")[0])[0] for e in emails]
    return any(h.startswith(x) for h in handles for x in starts)


def initial_name_in_handle(local: str, texts: list[str]) -> str | None:
    """An initial and a surname ("p.amankwah" → P. Amankwah), when a profile's address in
    `texts` writes the two together ("linkedin.com/in/pamankwah"; another e-mail address is
    no such proof: a supervisor's "e.harrowgate@…" names nobody)."""
    others = [_handle_letters(m.group(1))[0] for t in texts for m in _PROFILE_HANDLE.finditer(t)]
    pieces = _handle_words(local)
    if len(pieces) != 2 or len(pieces[0]) != 1 or not "".join(pieces).isalpha():
        return None
    initial, surname = pieces
    if len(surname) < 4 or not re.search(r"[aeiouy]", surname) or initial + surname not in others:
        return None
    return f"{initial.upper()}. {surname.capitalize()}"


@cache
def _pinyin_surnames() -> frozenset[str]:
    return frozenset(surname_pinyin(x) for x in chinese_surnames())


def pinyin_name(word: str) -> str | None:
    """A romanised Chinese name written as one word ("zhuomingli" → Zhuo Mingli: a common
    surname, then a given name of one or two pinyin syllables), or None."""
    word = word.lower()
    if not word.isalpha() or not 5 <= len(word) <= 14:
        return None
    for cut in (3, 2, 4, 5, 1):
        surname, given = word[:cut], word[cut:]
        if (
            surname in _pinyin_surnames()
            and could_be_run_together_pinyin(given)
            and len(given) >= 2
        ):
            return f"{surname.capitalize()} {given.capitalize()}"
    return None


def pinyin_name_in_handle(local: str, others: list[str]) -> str | None:
    """The romanised Chinese name an e-mail handle written in one word spells ("luojiawei.dev"
    → Luo Jiawei: a common surname, then one or two pinyin syllables), when another of the
    owner's handles starts with its initials ("github.com/ljw-dev")."""
    pieces = _handle_words(local)
    if len(pieces) != 1 or not pieces[0].isalpha() or not 4 <= len(pieces[0]) <= 14:
        return None
    word = pieces[0]
    for cut in (3, 2, 4, 5, 1):  # the surname's length in letters, common lengths first
        surname, given = word[:cut], word[cut:]
        if surname not in _pinyin_surnames() or not could_be_pinyin(given):
            continue
        heads = {surname[0] + "".join(starts) for starts in _syllable_starts(given)}
        if any(o != word and any(o.startswith(h) for h in heads) for o in others):
            return f"{surname.capitalize()} {given.capitalize()}"
    return None


def pinyin_handle_name(local: str) -> str | None:
    """The romanised Chinese name an e-mail handle spells alone, when nothing else names the
    owner: one word after the tags ("kejunfeng_ic" → Ke Junfeng), a common surname and a
    given name of two syllables (a one-syllable given name is too easily another word)."""
    pieces = _handle_words(local)
    if len(pieces) != 1 or not pieces[0].isalpha() or len(pieces[0]) < 7:
        return None
    name = pinyin_name(pieces[0])
    given = name.split()[1].lower() if name is not None else ""
    two_syllables = any(
        _ONE_SYLLABLE.fullmatch(given[:k]) and _ONE_SYLLABLE.fullmatch(given[k:])
        for k in range(2, len(given) - 1)
    )
    return name if two_syllables else None


_ONE_SYLLABLE = re.compile(_SYLLABLE)


def _syllable_starts(given: str) -> list[str]:
    """The first letters of a given name's pinyin syllables, each way it splits ("yuning" →
    "yn" as yu-ning, "yi" as yun-ing)."""
    one = _ONE_SYLLABLE
    ways = [given[0]] if one.fullmatch(given) else []
    ways += [
        given[0] + given[k]
        for k in range(1, len(given))
        if one.fullmatch(given[:k]) and one.fullmatch(given[k:])
    ]
    return ways


def owner_handles(texts: list[str]) -> _Handles:
    found: list[str] = []
    sites: list[str] = []
    primary: str | None = None
    for text in texts:
        for m in _EMAIL_LOCAL.finditer(text):
            sites.append(m.group(2).lower())
            letters, pieces = _handle_letters(re.sub(r"\d+$", "", m.group(1)))
            if primary is None and (name := name_in_handle(m.group(1))) is not None:
                primary = _handle_letters(name)[0]
            found.append(letters)
            if len(pieces) > 1 and (len(pieces[-1]) <= 3 or pieces[-1] in HANDLE_TAGS):
                # a tag after it: msantos.ml, jroe.dev, fholm.design
                found.append(_handle_letters(".".join(pieces[:-1]))[0])
            # a word after a name of two pieces, whatever the word ("zr.gong.audit")
            found += [_handle_letters(".".join(pieces[:k]))[0] for k in range(2, len(pieces))]
        found += [_handle_letters(m.group(1))[0] for m in _PROFILE_HANDLE.finditer(text)]
    handles = tuple(h for h in dict.fromkeys(found) if len(h) >= 2)
    return _Handles(handles, primary, tuple(dict.fromkeys(sites)))


def names_site(name: str, site: str) -> bool:
    """An e-mail domain of the name's own: its surname, or its words run together
    ("valadares.studio", "janeroe.dev") — a mail provider's or an employer's never is."""
    letters = re.sub(r"[^a-z]", "", site)
    return any(
        len(surname) >= 4
        and letters
        in (surname, "".join([*given, surname]), surname + "".join(given), *_short(given, surname))
        for surname, given in _surname_and_given(name)
    )


def _short(given: list[str], surname: str) -> tuple[str, ...]:
    """A name's site forms with one part cut to its initial ("ffionr.studio", "frhydderch")."""
    if not given or len(given[0]) < 3:
        return ()
    return (given[0] + surname[:1], given[0][:1] + surname)


def fold_name(text: str) -> str:
    return without_accents(text).lower()


def _surname_and_given(name: str) -> list[tuple[str, list[str]]]:
    """The ways to read a name as (surname, given names), in letters: 'Jane van der Berg' →
    ('vanderberg', ['jane']), ('berg', ['jane', 'van', 'der']), ('jane', […]); '张三' →
    ('zhang', ['san'])."""
    if looks_like_cjk_name(name):
        surname, given = split_cjk_name(name)
        return [(surname_pinyin(surname), list(syllables(given)))]
    tokens = re.sub(r"[(（][^)）]*[)）]", " ", plain_name(name)).split()
    words = [re.sub(r"[^a-z]", "", fold_name(t)) for t in tokens]
    if len(words) < 2 or not all(words):
        return []
    readings = [(words[-1], words[:-1]), (words[0], words[1:])]
    if particle := next((i for i, t in enumerate(tokens[1:], 1) if t.islower()), 0):
        readings.append(("".join(words[particle:]), words[:particle]))  # van der Berg
    return readings


def initials_lead(name: str, handle: str) -> bool:
    """A handle that begins with the name's two initials, either way round ("xy.pm.sz" for
    Yao Xinyue): too weak alone, enough beside a line that says whose CV it is."""
    return any(
        handle.startswith(pair)
        for surname, given in _surname_and_given(name)
        for pair in (given[0][:1] + surname[:1], surname[:1] + given[0][:1])
        if given and given[0] and surname
    )


def fits_handle(name: str, handle: str) -> bool:
    """A handle made of the name's surname and its given names, their start or initials
    (a pinyin given name's syllables too): nk.okonkwo / nkokonkwo / okonkwon / jroe /
    roejane / zhangsan / sanzhang / zhangsy / mfjiang (Mufeng Jiang) / xqm (Xian Qiming) /
    peihuaj (Jiang Peihua)."""
    for surname, given in _surname_and_given(name):
        forms = {"".join(given), "".join(w[0] for w in given)}
        forms |= {given[0][:n] for n in range(1, len(given[0]) + 1)}
        # ... its start and the other given names' initials: rafa.lmendonca (Rafaela Lacerda
        # Mendonça)
        forms |= {
            given[0][:n] + "".join(w[0] for w in given[1:]) for n in range(3, len(given[0]) + 1)
        }
        if len(given) == 1 and could_be_pinyin(given[0]):  # Mufeng Jiang: mfjiang
            forms |= {"".join(starts) for starts in _syllable_starts(given[0])}
        if any(handle in (form + surname, surname + form) for form in forms if form):
            return True
        if len(whole := "".join(given)) >= 4 and handle == whole + surname[:1]:
            return True  # the given name and the surname's initial: peihua.j (Jiang Peihua)
        # every syllable's initial: xqm.soc (Xian Qiming)
        initials = {"".join(starts) for starts in _syllable_starts("".join(given))}
        if len(handle) >= 3 and handle in {surname[:1] + x for x in initials if len(x) >= 2}:
            return True
    return False


def latin_forms(cjk: str, ocr_emails: list[str]) -> list[str]:
    """A Chinese name's Latin form ("Lingyun Yang"); for a name read by OCR, first the form
    the owner's e-mail handle spells when it gives the same given name another surname
    ("仇振涛" over zhangzt_net@…: OCR took a rare surname, 仉, for a common one)."""
    surname, given = split_cjk_name(cjk)
    given_py, read_as = to_pinyin(given), surname_pinyin(surname)
    initials = "".join(s[0] for s in syllables(given) if s)
    spelled: list[str] = []
    for m in _EMAIL_LOCAL.finditer(" ".join(ocr_emails)):
        words = _handle_words(m.group(1))
        heads = [w for w in words if w.isalpha()]
        for word in heads[:1] if given_py else []:
            for cut in (2, 3, 4, 5, 1):
                other, rest = word[:cut], word[cut:]
                if (
                    other != read_as
                    and other in _pinyin_surnames()
                    and rest in (given_py, initials)
                ):
                    spelled.append(f"{given_py.capitalize()} {other.capitalize()}")
                    break
    return [*spelled[:1], romanize(cjk)]
