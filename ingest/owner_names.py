"""The owner's name read from the first lines of a CV, whatever the header style.

A header can be the bare name, "Name — Resume", "Name · mail@x · 软件工程师", a bilingual
"Latin NAME / 中文名" or "中文名 Latin Name", a title (个人简历, About Me, Basic Info) with
the name only in a "姓名:" / "Name:" / "ID:" line, "Hi, I'm Name", "黄程的简历" / "Jane
Roe's CV", or a bullet list that starts with the name. Every line of the first ones is
read for these forms; the first line that gives a full name wins, a single word ("I'm
Aguang", "Yangluo's Resume") only when no line gives more. Names of the same person found
on other lines (the other script, a labelled line) become aliases.

Section titles, organisations, job titles, places and site titles are never names
(`ingest.names` decides what looks like a name), nor are names under "References" / 推荐人.

When the top gives no full name, one further down counts (`names_further_down`): a closing
("Thanks for reading — Jane Roe", "Sincerely,\nJane Roe", "——张三", "我是张三"), a "Name:" /
"姓名:" line or a signature block, if it fits the e-mail address or profile handle
(nk.okonkwo → Nkechi Okonkwo) and is no referee's, advisor's, co-author's or company's.

Over 400 lines on purpose: each header style and each place further down is a small reader,
and they are tried in one order with one set of exclusions; what looks like a name is
decided in `ingest.names`.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from ingest.language import BULLET
from ingest.metadata import SectionKind
from ingest.models import TextLine
from ingest.names import (
    looks_like_cjk_name,
    looks_like_latin_name,
    looks_like_name_word,
    looks_like_other_script_name,
    name_keys,
    plain_name,
    split_cjk_name,
    tidy_latin_name,
)
from ingest.orgs import OrgCatalog
from ingest.pinyin import syllables, to_pinyin
from ingest.sections import section_heading
from vectorstore.errors import UserFacingError

_TOP_LINES = 25  # how far down the owner's name is looked for
_OPEN_LINES = 6  # the first lines of a file, where a bulleted name counts in any section
_ALIAS_LINES = 8  # after the name, how far its other spellings are looked for
_NAME_REGIONS = {
    SectionKind.HEADER,
    SectionKind.PROFILE,
    SectionKind.OTHER,
}  # sections where unlabelled names count

_LABEL = re.compile(
    r"(?:^|(?<=[\s.。,，;；|｜]))(?:姓\s*名|名\s*字|中文名|英文名|(?i:full\s+name|chinese\s+name|"
    r"english\s+name|name|id))\s*[:：]\s*"
)
_BIO = re.compile(
    r"^([A-Z][^\s,]*(?:\s+[A-Z][^\s,]*){1,3})\s+(?:is|was|has been|received|works|joined|"
    r"leads|holds)\s"
)
_NAME_WORD_LABEL = re.compile(r"^(?i:(?:full\s+)?name)\s+(?=[A-Z])")
_BARE_LABEL = re.compile(
    r"(?:^|(?<=\s))(?:姓\s*名|名\s*字)\s+([\u4e00-\u9fff]{2,4})(?![\u4e00-\u9fff])"
)
_LABEL_ALONE = re.compile(r"^(?:姓\s*名|名\s*字|(?i:full\s+name|name))\s*[:：]?$")
_NEXT_LABEL = re.compile(r"\s+\S{1,12}\s*[:：]|\s{2,}|[|｜,，;；/]")
_SEPARATORS = re.compile(r"\s+[-–—‒~]+\s+|\s*[|｜·•/,，;；\t]\s*|\s{3,}|(?<=[\u4e00-\u9fff])[-–—]")
_PROSE = re.compile(
    r"(?i:(?:\bi\s?['’]?\s?m|\bi am|\bthis is|\bmy name is|\bcall me)\s+)"
    r"([A-Z][^\s,.!;:，。()（）]*(?:\s*[(（][^)）]{1,20}[)）]\s*|\s+)?(?:[A-Z][^\s,.!;:，。]*\s*){0,3})"
)
_PROSE_ZH = re.compile(r"(?:我是|我叫|本人)\s*([\u4e00-\u9fff]{2,4}?)(?=[,，。、\s]|$)")
_POSSESSIVE = re.compile(
    r"^(.{2,40}?)\s*(?:['’]s|的)\s*(?:个人)?((?i:cv|resume|résumé|curriculum vitae|vitae|"
    r"homepage|home page|website|site|blog|portfolio|page)|简历|履历|主页|博客|个人主页)\b"
)
_DOC_TITLE = re.compile(r"(?i:cv|resume|résumé|curriculum vitae|vitae)|简历|履历")
_TITLE_FIRST = re.compile(
    r"^(?:(?i:(?:my\s+)?(?:cv|resume|résumé|curriculum\s+vitae)\s*(?:of\s+|for\s+|[:：|—–-]\s*))|"
    r"(?:个人)?(?:简历|履历)\s*[:：|—–-]\s*)"
)
_PAREN_MIDDLE = re.compile(r"^(\S+)\s*[(（]\s*([^()（）]+?)\s*[)）]\s*(\S+)$")
_PAREN_END = re.compile(r"^(.+?)\s*[(（]\s*([^()（）]+?)\s*[)）]$")
_CJK_THEN_LATIN = re.compile(r"^([\u4e00-\u9fff]{2,4})\s+([A-Za-z][A-Za-z .'’-]+)$")
_LATIN_THEN_CJK = re.compile(r"^([A-Za-z][A-Za-z .'’-]+?)\s+([\u4e00-\u9fff]{2,4})$")
_CJK_SPACED = re.compile(r"^[\u4e00-\u9fff](?:\s[\u4e00-\u9fff]){1,3}$")
_CJK_AT_START = re.compile(r"^([\u4e00-\u9fff]{2,4})(?:\s|$)")
_CONTACT = re.compile(
    r"\s+(?=\S+@\S+\.\w|(?i:https?://|www\.|github\.com|linkedin\.com)|\+?\(?\d[\d\s()-]{7,}\d)"
)
_MARKUP = re.compile(r"[`*_#>~\[\]]+")
_JUNK_TOKEN = re.compile(r"^[!-~]{1,4}\s+")


@dataclass(frozen=True)
class NameHit:
    """One person's names found on one line (in every script the line gives)."""

    names: tuple[str, ...]
    line: int
    full: bool  # a full name (not a single word from prose or a site title)


@cache
def _catalog() -> OrgCatalog | None:
    try:
        return OrgCatalog.load()
    except UserFacingError as exc:  # logged where profiles load it; names go on without it
        logging.getLogger(__name__).debug("%s", exc)
        return None


def is_organisation(text: str) -> bool:
    """A name the organisation catalog knows (华为, Tencent Holdings): never a person's."""
    catalog = _catalog()
    if catalog is None:
        return False
    return any((m.end - m.start) * 10 >= len(text) * 6 for m in catalog.find(text))


_MAYBE_SYMBOL = re.compile(
    r"[\u2000-\u2bff\u2e00-\u2e7f\ue000-\uf8ff\ufe00-\ufe0f\U0001f000-\U0010ffff]"
)
_MAX_LINE = 300  # a name is near the start of its line


def _symbol_to_space(match: re.Match[str]) -> str:
    return " " if unicodedata.category(match.group()) in ("So", "Sk", "Co", "Cn") else match.group()


def clean_line(text: str) -> str:
    """The line without Markdown markup, emoji and icon-font glyphs, bullets and spaces."""
    text = _MAYBE_SYMBOL.sub(_symbol_to_space, text[:_MAX_LINE])
    text = _MARKUP.sub(" ", text)
    text = BULLET.sub("", text.strip(), count=1)
    text = re.sub(r"[ \u00a0\u3000]{3,}|\t+", " | ", text.strip())  # a wide gap: two columns
    return re.sub(r"[ \u00a0\u3000]+", " ", text).strip(" :：-–—|")


def _latin(text: str, heads_cv: bool) -> str | None:
    text = text.strip(" .,:;'\"")
    if looks_like_latin_name(text, heads_cv):
        return tidy_latin_name(text)
    return None


def _one_name(text: str, heads_cv: bool = False) -> list[str]:
    """The names in one piece of a line that holds nothing but a name, in any of the forms
    'Jane Roe', '张三', 'Chris (Zhizhou) Zhang', 'Jane Roe (张三)', '张三 (Jane Roe)',
    '张三 Jane Roe', 'Jane Roe 张三', '程 阳'."""
    text = text.strip(" ,:;'\"")
    if text.endswith(".") and "." not in text.split()[-1][:-1]:
        text = text[:-1]  # a full stop, not the one of "Ph.D."
    if not text:
        return []
    if _CJK_SPACED.match(text):
        text = text.replace(" ", "")
    if is_organisation(text):
        return []
    if looks_like_cjk_name(text):
        return [text]
    if latin := _latin(text, heads_cv):
        return [latin]
    if (plain := plain_name(text)) != text and (latin := _latin(plain, heads_cv)):
        return [text, latin]  # 'Dr. Jane Roe, PhD' as written, and the plain name
    if m := _PAREN_MIDDLE.match(text):
        first, middle, last = m.groups()
        full = f"{first} {last}"
        if (latin := _latin(full, heads_cv)) and _latin(f"{middle} {last}", False):
            return [f"{tidy_latin_name(first)} ({middle}) {tidy_latin_name(last)}", latin,
                    tidy_latin_name(f"{middle} {last}")]  # fmt: skip
    for pattern in (_PAREN_END, _CJK_THEN_LATIN, _LATIN_THEN_CJK):
        if (m := pattern.match(text)) is None or re.search(r"\d", m.group(2)):
            continue  # 'Acme (2019 – 2021)' is an entry
        parts = [p.strip() for p in m.groups()]
        names = [n for p in parts for n in _one_name(p, heads_cv)]
        if len(names) == 2 and sum(looks_like_cjk_name(n) for n in names) == 1:
            return names
        if pattern is _PAREN_END and (first := _one_name(parts[0], heads_cv)):
            return first  # 'Jane Roe (she/her)'
    if heads_cv and looks_like_other_script_name(text):
        return [text]
    return []


def _labelled(text: str) -> list[str]:
    """'姓名: 张三', 'Name: Jane Roe', 'ID : 张三-男', also in the middle of a line."""
    for label in _LABEL.finditer(text):
        value = text[label.end() :]
        value = _NEXT_LABEL.split(value, maxsplit=1)[0]
        value = re.split(r"(?<=[\u4e00-\u9fff])\s*[-–—(（]", value, maxsplit=1)[0]
        if names := _one_name(value.strip()):
            return names
    if (bare_en := _NAME_WORD_LABEL.match(text)) and (names := _one_name(text[bare_en.end() :])):
        return names  # 'Name Jane Roe' (a table row)
    for bare in _BARE_LABEL.finditer(text):  # a table row: 姓名 张三 性别 男
        if looks_like_cjk_name(bare.group(1)):
            return [bare.group(1)]
    return []


def _leading_names(text: str, heads_cv: bool) -> list[str]:
    """Names at the start of a line whose other pieces are titles, roles or contacts:
    'Jane Roe — Resume', 'Jane Roe · mail@x · 软件工程师', 'Yang CHENG / 程 阳',
    '张三 后端&算法'."""
    head, *contacts = _CONTACT.split(text, maxsplit=1)  # 'Jane Roe jane@x.org github.com/jr'
    text = f"{head} | {contacts[0]}" if contacts else text
    pieces = [p for p in _SEPARATORS.split(text) if p and p.strip()]
    names: list[str] = []
    for piece in pieces:
        found = _one_name(piece, heads_cv)
        if not found:
            break
        names += found
    if names and len(pieces) > 1:
        return names
    if m := _CJK_AT_START.match(text):
        if looks_like_cjk_name(m.group(1)) and len(text) > len(m.group(1)):
            return [m.group(1)]
    return []


def _prose(text: str) -> list[str]:
    """'Hi, I'm Jane Roe', 'My name is Jane Roe.', 'I'm Aguang, a …', '我是张三'."""
    for m in _PROSE.finditer(text):
        words = m.group(1).split()
        for n in range(min(len(words), 4), 1, -1):
            if names := _one_name(" ".join(words[:n]).strip(" .,")):
                return names
        word = re.match(r"[A-Z][a-z]{1,15}", m.group(1))
        rest = text[m.start(1) + word.end() :] if word else ""
        if word and looks_like_name_word(word.group()) and re.match(r"\s*(?:[,.!;，。]|$)", rest):
            return [word.group()]
    for m in _PROSE_ZH.finditer(text):
        if looks_like_cjk_name(m.group(1)):
            return [m.group(1)]
    return []


def _possessive(text: str) -> tuple[list[str], bool]:
    """'Jane Roe's CV', '黄程的简历', 'Yangluo's Resume' (a single word: a handle, weak)."""
    m = _POSSESSIVE.match(text)
    if m is None:
        return [], False
    owner, what = m.group(1).strip(), m.group(2)
    document = bool(_DOC_TITLE.fullmatch(what))
    if names := _one_name(owner):
        return names, document
    if document and looks_like_name_word(owner):
        return [owner], False
    return [], False


def _strip_junk(text: str) -> str:
    """'NgO Jane Roe' → 'Jane Roe': icon fonts extract as a few junk letters before a name."""
    m = _JUNK_TOKEN.match(text)
    if m and not looks_like_name_word(m.group().strip()) and not looks_like_cjk_name(text[:4]):
        return text[m.end() :]
    return text


def names_on_line(
    text: str, *, heads_cv: bool, open_region: bool, lone_names: bool = False
) -> NameHit | None:
    """The owner's names on one line of the top of a CV, or None. `heads_cv`: the first line
    with content; `open_region`: the header or a profile section, where names may come with
    titles, contacts or prose; elsewhere only a labelled name ('姓名: 张三') counts, or,
    with `lone_names` (the first lines of the file), a bullet that is only a name."""
    was_bullet = bool(BULLET.match(text.strip()))
    return _names_in(clean_line(text), was_bullet, heads_cv, open_region, lone_names)


def _names_in(
    text: str, was_bullet: bool, heads_cv: bool, open_region: bool, lone_names: bool
) -> NameHit | None:
    if not text:
        return None
    if names := _labelled(text):
        return NameHit(tuple(names), 0, True)
    text = _TITLE_FIRST.sub("", text) or text  # 'Curriculum Vitae — Jane Roe', 'CV of …'
    if not open_region:
        if not (lone_names and was_bullet):
            return None
        names = _one_name(text)  # a name alone in a bullet, such as the first under 履历
        return NameHit(tuple(names), 0, True) if names else None
    names, full = _possessive(text)
    if names:
        return NameHit(tuple(names), 0, full)
    if names := _prose(text):
        full = len(names) > 1 or " " in names[0] or looks_like_cjk_name(names[0])
        return NameHit(tuple(names), 0, full)
    if (bio := _BIO.match(text)) and (names := _one_name(bio.group(1))):
        return NameHit(tuple(names), 0, True)  # 'Jane Roe is a PhD student at …'

    for candidate in dict.fromkeys((text, _strip_junk(text))):
        names = _one_name(candidate, heads_cv) or _leading_names(candidate, heads_cv)
        if names:
            latin_bullet = was_bullet and not any(looks_like_cjk_name(n) for n in names)
            return NameHit(tuple(names), 0, not latin_bullet)
    return None


def _is_title_only(cleaned: str) -> bool:
    """A (cleaned) document title line such as 'Resume', '个人简历', 'Curriculum Vitae'."""
    return bool(cleaned) and (
        len(cleaned) <= 30
        and bool(
            re.fullmatch(
                r"(?i:(?:my\s+|personal\s+)?(?:cv|resume|résumé|curriculum vitae|vitae|"
                r"homepage|portfolio)(?:\s*\(.*\))?)|(?:个人)?(?:简历|履历|主页)",
                cleaned,
            )
        )
    )


# Further down the CV: when its top gives no full name, a closing line ("Thanks for reading —
# Jane Roe", "Sincerely,\nJane Roe", "——张三"), a "Name:" / "姓名:" line or a signature
# block at the end can, if nothing there is someone else's (a referee, an advisor, an author
# list) and the name fits the e-mail address or profile handle when there is one.
_SIGN_OFF = re.compile(
    r"^(?:(?i:thanks?(?:\s+you)?(?:\s+(?:so|very)\s+much)?(?:\s+for\s+(?:reading|your\s+"
    r"(?:time|attention|interest|consideration)))?|(?:yours\s+)?(?:sincerely|faithfully|"
    r"truly)(?:\s+yours)?|(?:best|kind|warm|warmest)\s+(?:regards|wishes)|regards|"
    r"respectfully(?:\s+yours)?|cheers|best)|此致(?:\s*敬礼)?|敬礼|谢谢(?:您的)?(?:阅读|观看)?|"
    r"感谢(?:您的)?(?:阅读|观看|垂阅))"
    r"(?:\s*(?:[,，.。!！:：;；]+|[-–—~－]+|$)|(?<=[\u4e00-\u9fff])\s+)[\s\-–—~－]*(.*)$"
)
_DASH_CLOSING = re.compile(r"^(?:-{2,4}|[–—~－―]{1,4})\s*(\S.*)$")  # not a '- ' bullet
# a running page header or footer: "Jane Roe — Curriculum Vitae — page 1", "Jane Roe | CV",
# "王小明 · 个人简历" (a PDF can glue it to the end of the line above)
_RUNNING_TITLE = re.compile(
    r"(?:^|\s)((?:[A-Z][a-zà-ÿ'’-]+\s+){1,2}[A-Z][a-zà-ÿ'’-]+|[\u4e00-\u9fff]{2,4})\s*"
    r"[—–|•·-]\s*(?i:curriculum\s+vitae|cv|r[ée]sum[ée]|个人简历|简历)\b"
)
_SAYS_NAME = re.compile(r"(?i:\bmy\s+name\s+is\b)|我是|我叫")
_LABEL_FIRST = re.compile(r"^(?:姓\s*名|名\s*字|中文名|英文名|(?i:full\s+name|name))\s*[:：]?\s*\S")
_OTHERS_HEADING = re.compile(
    r"^(?i:references?|referees?|recommenders?|recommendations?|references?\s+available\b.*)"
    r"(?:\s*[:：].*)?$|^(?:推荐人|证明人|推荐信)"
)
# A line about someone else than the owner: a referee, an advisor, a co-author; a label
# alone on the line above (the name on the next line) is one too.
_OTHERS = re.compile(
    r"(?i:\b(?:referees?|references?|recommenders?|advis[oe]rs?|supervis(?:or|ors|ed)|"
    r"mentors?|co-?authors?|authors|et\s+al|prof|professor|contact\s+person)\b)|"
    r"导师|指导|推荐人|证明人|合作者|教授"
)
_OTHERS_LABEL = re.compile(rf"(?:{_OTHERS.pattern})[^:：]{{0,20}}[:：]?")
_OTHERS_SECTIONS = {"publications", "patents"}
_EMAIL_LOCAL = re.compile(r"([A-Za-z0-9._%+-]+)@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
_PROFILE_HANDLE = re.compile(
    r"(?i)(?<![\w.])(?:www\.)?(?:github\.com|gitlab\.com|linkedin\.com/in|twitter\.com|x\.com)"
    r"/([A-Za-z0-9_.-]+)"
)
_SIGNATURE_LINES = 3  # the last lines where a name alone is a signature
_CLOSING_PRIORITY = {
    "label": 3,
    "sign-off": 2,
    "prose": 2,
    "prose, weak": 1,
    "dash": 1,
    "running title": 1,
    "signature": 0,
}
# closings without a phrase or label
_NEEDS_HANDLE = {"prose, weak", "dash", "running title", "signature"}


@dataclass(frozen=True)
class _Handles:
    """The owner's e-mail local parts and profile handles, letters only ('nkokonkwo'); the
    `primary` one is the first e-mail address whose local part reads as a name (jane.roe),
    which a name found further down must fit."""

    all: tuple[str, ...]
    primary: str | None


def _handle_letters(handle: str) -> tuple[str, list[str]]:
    pieces = [p for p in re.split(r"[._%+-]+", handle.lower()) if p]
    return re.sub(r"[^a-z]", "", "".join(pieces)), pieces


def _handles(texts: list[str]) -> _Handles:
    found: list[str] = []
    primary: str | None = None
    for text in texts:
        for m in _EMAIL_LOCAL.finditer(text):
            letters, pieces = _handle_letters(re.sub(r"\d+$", "", m.group(1)))
            words = [p for p in pieces if p.isalpha() and len(p) > 1]
            name = " ".join(p.capitalize() for p in words)
            if primary is None and len(words) in (2, 3) and len(words) == len(pieces):
                primary = letters if looks_like_latin_name(name) else None
            found.append(letters)
            if len(pieces) > 1 and len(pieces[-1]) <= 3:  # a tag after it: msantos.ml, jroe.dev
                found.append(_handle_letters(".".join(pieces[:-1]))[0])
        found += [_handle_letters(m.group(1))[0] for m in _PROFILE_HANDLE.finditer(text)]
    return _Handles(tuple(h for h in dict.fromkeys(found) if len(h) >= 2), primary)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.replace("Ø", "O").replace("ø", "o"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()


def _surname_and_given(name: str) -> list[tuple[str, list[str]]]:
    """The ways to read a name as (surname, given names), in letters: 'Jane van der Berg' →
    ('vanderberg', ['jane']), ('berg', ['jane', 'van', 'der']), ('jane', […]); '张三' →
    ('zhang', ['san'])."""
    if looks_like_cjk_name(name):
        surname, given = split_cjk_name(name)
        return [(to_pinyin(surname), list(syllables(given)))]
    tokens = re.sub(r"[(（][^)）]*[)）]", " ", plain_name(name)).split()
    words = [re.sub(r"[^a-z]", "", _fold(t)) for t in tokens]
    if len(words) < 2 or not all(words):
        return []
    readings = [(words[-1], words[:-1]), (words[0], words[1:])]
    if particle := next((i for i, t in enumerate(tokens[1:], 1) if t.islower()), 0):
        readings.append(("".join(words[particle:]), words[:particle]))  # van der Berg
    return readings


def fits_handle(name: str, handle: str) -> bool:
    """A handle made of the name's surname and its given names, their start or initials:
    nk.okonkwo / nkokonkwo / okonkwon / jroe / roejane / zhangsan / sanzhang / zhangsy."""
    for surname, given in _surname_and_given(name):
        forms = {"".join(given), "".join(w[0] for w in given)}
        forms |= {given[0][:n] for n in range(1, len(given[0]) + 1)}
        forms |= {given[0] + "".join(w[0] for w in given[1:])}
        if any(handle in (form + surname, surname + form) for form in forms if form):
            return True
    return False


def _single_name(text: str) -> list[str]:
    """The names of one person that begin `text`, alone or before a place, a date or a
    contact ('Jane Roe, Lagos'), never one of a list of names ('Jane Roe, John Smith')."""
    text = text.strip(" .,;:!'\"")
    if names := _one_name(text):
        return names
    head, *tail = re.split(r"\s*[,，、;；·•|｜(（]\s*|\s+[-–—]\s+|\s+(?=\S+@)", text, maxsplit=1)
    rest = (
        re.split(r"\s*[,，、;；·•|｜(（]\s*|\s+[-–—]\s+|\s+and\s+|\s*&\s*", tail[0])[0]
        if tail
        else ""
    )
    if tail and (names := _one_name(head)) and not _one_name(rest.strip(" .")):
        return names
    return []


def _closing_candidates(
    lines: list[TextLine],
) -> tuple[list[tuple[str, int, list[str]]], list[str]]:
    """(kind, line, names) of the names below the top that may be the owner's, and the texts
    of the lines that speak for the owner (for the handles)."""
    found: list[tuple[str, int, list[str]]] = []
    owner_texts: list[str] = []
    region, others = "header", False
    previous = ""  # the line above, cleaned
    sign_off_above = False
    texts = [line.text for line in lines]
    last = [i for i, t in enumerate(texts) if clean_line(t)][-_SIGNATURE_LINES:]
    for index, line in enumerate(lines):
        raw = re.sub(r"[`*_#>\[\]]+", " ", line.text).strip()
        cleaned = clean_line(line.text)
        if not cleaned:
            continue
        heading = section_heading(line)
        if heading is not None:
            region, others = heading[0], False
        if _OTHERS_HEADING.match(cleaned):
            others = True
        if (
            others
            or region in _OTHERS_SECTIONS
            or _OTHERS.search(cleaned)
            or _OTHERS_LABEL.fullmatch(previous)
        ):
            previous, sign_off_above = cleaned, False
            continue
        owner_texts.append(line.text)
        kind, names = "", []
        if (sign_off := _SIGN_OFF.match(raw)) is not None:
            kind, names = "sign-off", _single_name(sign_off.group(1))
        elif _LABEL_FIRST.match(cleaned):
            kind, names = "label", _labelled(cleaned)
        elif sign_off_above:
            kind, names = "sign-off", _single_name(cleaned)
        elif (dash := _DASH_CLOSING.match(raw)) is not None:
            kind, names = "dash", _single_name(dash.group(1))
        elif (running := _RUNNING_TITLE.search(raw)) is not None:
            kind, names = "running title", _single_name(running.group(1))
        elif prose := _prose(cleaned):
            if len(prose) > 1 or " " in prose[0] or looks_like_cjk_name(prose[0]):
                kind = "prose" if _SAYS_NAME.search(cleaned) else "prose, weak"
                names = prose  # 'I'm / This is Apache Kafka' is no name unless a handle fits
        elif index in last:
            kind, names = "signature", _single_name(cleaned)
        if names:
            found.append((kind, index, names))
        sign_off_above = sign_off is not None and not sign_off.group(1).strip()
        previous = cleaned
    return found, owner_texts


def names_further_down(lines: list[TextLine], word: str | None = None) -> list[str]:
    """The owner's full name from a closing line, a label or a signature block anywhere in
    the CV, for a CV whose top gives none (or only the single `word`, which it must
    contain). With an e-mail address that reads as a name the found name must fit it (no
    'Nk Okonkwo' from nk.okonkwo@… when the CV ends 'Thanks for reading — Nkechi Okonkwo');
    closings without a phrase (a dash, a name alone at the end) must fit a handle; a label
    or a phrase ('Sincerely,', '谢谢阅读') is enough without one. Names of two people: none."""
    candidates, owner_texts = _closing_candidates(lines)
    handles = _handles(owner_texts)
    accepted: list[tuple[str, int, list[str]]] = []
    for kind, index, names in candidates:
        fits = [h for h in handles.all if any(fits_handle(n, h) for n in names)]
        if handles.primary is not None and handles.primary not in fits:
            continue  # the name the e-mail address spells is someone else's
        if not fits and kind in _NEEDS_HANDLE:
            continue
        if word and not any(_fold(word) in _fold(n).split() for n in names):
            continue
        accepted.append((kind, index, names))
    if not accepted:
        return []
    best = max(accepted, key=lambda c: (_CLOSING_PRIORITY[c[0]], c[1]))
    keys = name_keys(best[2])
    if any(not name_keys(names) & keys for _, _, names in accepted):
        return []  # two people: a closing cannot tell whose CV it is
    out = list(best[2])
    for _, _, names in accepted:
        out += [n for n in names if n not in out]
    return out


def owner_names(lines: list[TextLine]) -> tuple[list[str], bool]:
    """The owner's names from the first lines of a CV, and whether they are a full name
    (False: one word from prose or a handle; callers prefer stronger sources then)."""
    hits: list[NameHit] = []
    region = "header"
    others = False  # under 'References' / '推荐人': other people's names
    head_seen = False
    label_above = False  # a table cell 'Name' / '姓名' on the line above
    found_at: int | None = None  # the first full name's line
    for index, line in enumerate(lines[:_TOP_LINES]):
        if found_at is not None and index > found_at + _ALIAS_LINES:
            break
        heading = section_heading(line)
        if heading is not None:
            region, others = heading[0], False
            if not heading[2]:
                continue
            line = TextLine(text=heading[2], page=line.page)
        cleaned = clean_line(line.text)
        others = others or bool(_OTHERS_HEADING.match(cleaned))
        if not cleaned or others:
            continue
        heads_cv = not head_seen
        if not _is_title_only(cleaned):
            head_seen = True
        if _LABEL_ALONE.match(cleaned):
            label_above = True
            continue
        if label_above:
            label_above = False
            if names := _one_name(cleaned):
                hits.append(NameHit(tuple(names), index, True))
                found_at = index if found_at is None else found_at
                continue
        was_bullet = bool(BULLET.match(line.text.strip()))
        open_region = region in _NAME_REGIONS
        hit = _names_in(cleaned, was_bullet, heads_cv, open_region, index < _OPEN_LINES)
        if hit is not None:
            hits.append(NameHit(hit.names, index, hit.full))
            if hit.full and found_at is None:
                found_at = index
    best = next((h for h in hits if h.full), hits[0] if hits else None)
    word = best.names[0] if best is not None and not best.full and len(best.names) == 1 else None
    if best is None or (word is not None and " " not in word):  # none, or 'I'm Aguang'
        if further := names_further_down(lines, word):
            return further, True
    if best is None:
        return [], False
    names = list(best.names)
    keys = name_keys(names)
    for hit in hits:
        if hit is not best and name_keys(list(hit.names)) & keys:
            names += [n for n in hit.names if n not in names]
    return names, best.full
