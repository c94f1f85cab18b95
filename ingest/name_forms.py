"""The forms a person's name takes on one line of a CV's top.

A header can be the bare name, "Name — Resume", "Name · mail@x · 软件工程师", a bilingual
"Latin NAME / 中文名" or "中文名 Latin Name", a title (个人简历, About Me, Basic Info) with
the name only in a "姓名:" / "Name:" / "ID:" line, "Hi, I'm Name", "黄程的简历" / "Jane
Roe's CV", or a bullet list that starts with the name. Each form is a small reader here;
`ingest.owner_names` tries them line by line. Section titles, organisations, job titles,
places and site titles are never names (`ingest.names` decides what looks like a name).
"""

from __future__ import annotations

import logging
import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from ingest.city_names import reads_as_address
from ingest.language import BULLET, ROLE_ONLY
from ingest.names import (
    looks_like_cjk_name,
    looks_like_latin_name,
    looks_like_name_word,
    looks_like_other_script_name,
    plain_name,
    tidy_latin_name,
)
from ingest.orgs import OrgCatalog
from vectorstore.errors import UserFacingError

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
LABEL_ALONE = re.compile(r"^(?:姓\s*名|名\s*字|(?i:full\s+name|name))\s*[:：]?$")
# (a photo's text may run the fields together: "姓名:宫振霆手机:137…邮箱:…")
_NEXT_LABEL = re.compile(
    r"\s+\S{1,12}\s*[:：]|\s{2,}|[|｜,，;；/]|"
    r"(?:手机|电话|邮箱|性别|年龄|出生|籍贯|现居|住址|微信|(?i:e-?mail|phone|tel|mobile))\s*[:：]"
)
# (a slash inside a word, "UI/UX", joins it: "Game UI/UX artist" is no 'Game UI')
_SEPARATORS = re.compile(
    r"\s+[-–—‒~]+\s+|\s*[|｜·•,，;；\t]\s*|\s+/\s*|\s*/\s+|(?<=[\u4e00-\u9fff])\s*/|/(?=[\u4e00-\u9fff])|"
    r"(?<=[a-z])/(?=[A-Z][a-z])|\s{3,}|(?<=[\u4e00-\u9fff])[-–—]"
)
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
# a job title after "Curriculum Vitae —": it ends in a role's noun, as no name does
_ROLE_LAST = re.compile(
    r"(?i)\b(?:engineer|developer|manager|analyst|designer|scientist|consultant|specialist|"
    r"director|architect|officer|accountant|researcher|technician|lead|intern)s?\s*$|"
    r"(?:工程师|经理|分析师|设计师|专员|总监|主管|顾问|研究员|实习生)\s*$"
)
# (a nickname in quotes is one too: 'Yiwen "Kelsey" Luo')
_PAREN_MIDDLE = re.compile(
    r"^(\S+)\s*(?:[(（]\s*([^()（）]+?)\s*[)）]|[\"“”'‘’]([^\"“”'‘’]+?)[\"“”'‘’])\s*(\S+)$"
)
_PAREN_END = re.compile(r"^(.+?)\s*[(（]\s*([^()（）]+?)\s*[)）]$")
_CJK_THEN_LATIN = re.compile(r"^([\u4e00-\u9fff]{2,4})\s+([A-Za-z][A-Za-z .'’-]+)$")
_LATIN_THEN_CJK = re.compile(r"^([A-Za-z][A-Za-z .'’-]+?)\s+([\u4e00-\u9fff]{2,4})$")
# "程 阳", "张 三 丰", and a surname set apart from its given name: "晏 清川", "欧阳 澈"
_CJK_SPACED = re.compile(
    r"^[\u4e00-\u9fff](?:\s[\u4e00-\u9fff]){1,3}$|"
    r"^[\u4e00-\u9fff]\s+[\u4e00-\u9fff]{2}$|^[\u4e00-\u9fff]{2}\s+[\u4e00-\u9fff]$"
)
_CJK_AT_START = re.compile(r"^([\u4e00-\u9fff]{2,4})(?:\s|$)")
_CONTACT = re.compile(
    r"\s+(?=\S+@\S+\.\w|(?i:https?://|www\.|github\.com|linkedin\.com)|\+?\(?\d[\d\s()-]{7,}\d)"
)
_MARKUP = re.compile(r"[`*_#>~\[\]]+")
# (a number is no icon: "9 年数字 IC 设计经验" counts years, it names nobody)
_JUNK_TOKEN = re.compile(r"^(?!\d+\s)[!-~]{1,4}\s+")
# a heading of other people's names: 'References', '推荐人'
OTHERS_HEADING = re.compile(
    r"^(?i:references?|referees?|recommenders?|recommendations?|references?\s+available\b.*)"
    r"(?:\s*[:：].*)?$|^(?:推荐人|证明人|推荐信)"
)


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


def one_name(text: str, heads_cv: bool = False) -> list[str]:
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
    if (plain := plain_name(text)) != text and (latin := _latin(plain, heads_cv)):
        return [latin, text]  # 'Dr. Jane Roe, PhD': the plain name, and as written
    if latin := _latin(text, heads_cv):
        return [latin]
    if m := _PAREN_MIDDLE.match(text):
        first, middle, last = m.group(1), m.group(2) or m.group(3), m.group(4)
        full = f"{first} {last}"
        if (latin := _latin(full, heads_cv)) and _latin(f"{middle} {last}", False):
            return [f"{tidy_latin_name(first)} ({middle}) {tidy_latin_name(last)}", latin,
                    tidy_latin_name(f"{middle} {last}")]  # fmt: skip
    for pattern in (_PAREN_END, _CJK_THEN_LATIN, _LATIN_THEN_CJK):
        if (m := pattern.match(text)) is None or re.search(r"\d", m.group(2)):
            continue  # 'Acme (2019 – 2021)' is an entry
        parts = [p.strip() for p in m.groups()]
        names = [n for p in parts for n in one_name(p, heads_cv)]
        if len(names) == 2 and sum(looks_like_cjk_name(n) for n in names) == 1:
            return names
        if pattern is _PAREN_END and (first := one_name(parts[0], heads_cv)):
            return first  # 'Jane Roe (she/her)'
    if heads_cv and looks_like_other_script_name(text):
        return [text]
    return []


def labelled_names(text: str) -> list[str]:
    """'姓名: 张三', 'Name: Jane Roe', 'ID : 张三-男', also in the middle of a line."""
    for label in _LABEL.finditer(text):
        value = text[label.end() :]
        value = _NEXT_LABEL.split(value, maxsplit=1)[0]
        value = re.split(r"(?<=[\u4e00-\u9fff])\s*[-–—(（]", value, maxsplit=1)[0]
        if names := one_name(value.strip()):
            return names
    if (bare_en := _NAME_WORD_LABEL.match(text)) and (names := one_name(text[bare_en.end() :])):
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
    if reads_as_address(pieces):
        return []  # "Ciudad Juarez, Chihuahua, Mexico | …": where the owner lives
    names: list[str] = []
    for piece in pieces:
        found = one_name(piece, heads_cv)
        if not found:
            break
        names += found
    if names and len(pieces) > 1:
        return names
    if heads_cv and (titled := _name_then_title(text)):
        return titled
    if m := _CJK_AT_START.match(text):
        if looks_like_cjk_name(m.group(1)) and len(text) > len(m.group(1)):
            return [m.group(1)]
    return []


def _name_then_title(text: str) -> list[str]:
    """'Edmund Lau Game Producer': a CV's first line, the title run on after the name with no
    mark between (a photo read by OCR), each word of it capitalised."""
    words = text.split()
    for k in (2, 3):  # the longest title that is a role and nothing else
        title = " ".join(words[k:])
        if title and (m := ROLE_ONLY.match(title)) and m.end() == len(title):
            if found := one_name(" ".join(words[:k]), True):
                return found
    return []


def prose_names(text: str) -> list[str]:
    """'Hi, I'm Jane Roe', 'My name is Jane Roe.', 'I'm Aguang, a …', '我是张三'."""
    for m in _PROSE.finditer(text):
        words = m.group(1).split()
        for n in range(min(len(words), 4), 1, -1):
            if names := one_name(" ".join(words[:n]).strip(" .,")):
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
    if names := one_name(owner):
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
    return names_in(clean_line(text), was_bullet, heads_cv, open_region, lone_names)


def names_in(
    text: str, was_bullet: bool, heads_cv: bool, open_region: bool, lone_names: bool
) -> NameHit | None:
    if not text:
        return None
    if names := labelled_names(text):
        return NameHit(tuple(names), 0, True)
    titled = _TITLE_FIRST.sub("", text) or text  # 'Curriculum Vitae — Jane Roe', 'CV of …'
    if titled != text and _ROLE_LAST.search(titled):
        return None  # 'Curriculum Vitae — Railway Signalling RAMS / Reliability Engineer'
    text = titled
    if not open_region:
        if not (lone_names and was_bullet):
            return None
        names = one_name(text)  # a name alone in a bullet, such as the first under 履历
        return NameHit(tuple(names), 0, True) if names else None
    names, full = _possessive(text)
    if names:
        return NameHit(tuple(names), 0, full)
    if names := prose_names(text):
        full = len(names) > 1 or " " in names[0] or looks_like_cjk_name(names[0])
        return NameHit(tuple(names), 0, full)
    if (bio := _BIO.match(text)) and (names := one_name(bio.group(1))):
        return NameHit(tuple(names), 0, True)  # 'Jane Roe is a PhD student at …'

    for candidate in dict.fromkeys((text, _strip_junk(text))):
        names = one_name(candidate, heads_cv) or _leading_names(candidate, heads_cv)
        if names:
            latin_bullet = was_bullet and not any(looks_like_cjk_name(n) for n in names)
            return NameHit(tuple(names), 0, not latin_bullet)
    return None


def is_title_only(cleaned: str) -> bool:
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
