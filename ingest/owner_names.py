"""The owner's name read from the first lines of a CV, whatever the header style.

Every line of the first ones is read for the header forms of `ingest.name_forms`; the first
line that gives a full name wins, a single word ("I'm Aguang", "Yangluo's Resume") only when
no line gives more. Names of the same person found on other lines (the other script, a
labelled line) become aliases. Names under "References" / 推荐人 are never the owner's.

When the top gives no full name, one further down counts (`ingest.closing_names`).
"""

from __future__ import annotations

import re
from pathlib import Path

from ingest.closing_names import names_further_down
from ingest.language import BULLET, NO_NAME_AFTER
from ingest.metadata import SectionKind, unknown_name
from ingest.models import TextLine
from ingest.name_forms import (
    LABEL_ALONE,
    OTHERS_HEADING,
    NameHit,
    clean_line,
    is_title_only,
    names_in,
    one_name,
    tidy_latin_name,
)
from ingest.name_handles import fold_name, pinyin_name
from ingest.names import looks_like_cjk_name, looks_like_latin_name, name_keys, romanize
from ingest.pinyin import to_pinyin
from ingest.sections import section_heading

_TOP_LINES = 25  # how far down the owner's name is looked for
_OPEN_LINES = 6  # the first lines of a file, where a bulleted name counts in any section
_ALIAS_LINES = 8  # after the name, how far its other spellings are looked for
_NAME_REGIONS = {
    SectionKind.HEADER,
    SectionKind.PROFILE,
    SectionKind.OTHER,
}  # sections where unlabelled names count


_NAME_WORD = r"[A-Z][A-Za-z'’-]+"
# (the given name, then the surname: awesome-cv's two weights; not "Jonas Roe | Quantitative")
_TWO_CELLS = re.compile(rf"({_NAME_WORD})\s*\|\s*({_NAME_WORD}(?: {_NAME_WORD}){{0,2}})")


def _name_on_two_lines(lines: list[TextLine]) -> str | None:
    """A name set large at the top on two lines, the given name above the surname
    ("Qingyang" / "Wu"): the first two lines, one name word each, that read as a name."""
    # ... or on one line in two weights, read as two cells: "Teresa | Lam Wing-yan"
    cells = _TWO_CELLS.fullmatch(lines[0].text.strip()) if lines else None
    if cells and looks_like_latin_name(joined := f"{cells[1]} {cells[2]}", heads_cv=True):
        return joined
    first = [clean_line(x.text) for x in lines[:2]]
    if len(first) < 2 or not all(re.fullmatch(r"[A-Z][A-Za-z'’-]+|[A-Z]{2,}", w) for w in first):
        return None
    joined = " ".join(w if not w.isupper() else w.capitalize() for w in first)
    return joined if looks_like_latin_name(joined, heads_cv=True) else None


def owner_names(lines: list[TextLine]) -> tuple[list[str], bool]:
    """The owner's names from the first lines of a CV, and whether they are a full name
    (False: one word from prose or a handle; callers prefer stronger sources then)."""
    if (split := _name_on_two_lines(lines)) is not None:
        return [split], True
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
            if not heading[2] or heading[1].lower() in NO_NAME_AFTER:
                continue
            line = TextLine(text=heading[2], page=line.page)
        cleaned = clean_line(line.text)
        others = others or bool(OTHERS_HEADING.match(cleaned))
        if not cleaned or others:
            continue
        heads_cv = not head_seen
        if not is_title_only(cleaned):
            head_seen = True
        if LABEL_ALONE.match(cleaned):
            label_above = True
            continue
        if label_above:
            label_above = False
            if names := one_name(cleaned):
                hits.append(NameHit(tuple(names), index, True))
                found_at = index if found_at is None else found_at
                continue
        was_bullet = bool(BULLET.match(line.text.strip()))
        open_region = region in _NAME_REGIONS
        hit = names_in(cleaned, was_bullet, heads_cv, open_region, index < _OPEN_LINES)
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


_PAGE_LABEL = re.compile(r"(?i)[\s·|｜—-]*(?:个人简历|简历|求职简历|resume|résumé|cv)\s*$")


_TRADE_WORD = re.compile(
    r"(?i)android|ios|mobile|web|frontend|backend|fullstack|devops|sre|data|ml|ai|pm|product|"
    r"design|designer|ux|ui|engineer|engineering|developer|dev|analyst|manager|marketing|"
    r"finance|sales|hr|research|researcher|scientist|intern|internship|graduate|en|zh|cn|english|"
    r"network|networking|infra|cloud|security|embedded|hardware|firmware"
)


def name_from_file(file_name: str, first_line: str = "") -> str:
    """The owner's name the file name gives ("que_minglan_resume", "许晨阳_移动端简历.txt"); a
    Chinese name of a surname the list lacks when the CV's first line says it too
    ("宦振邦" over "宦振邦_简历.pdf")."""
    stem = re.sub(r"简历", " ", Path(file_name).stem)
    # ... "侍宁舟 · 个人简历": the name, then a label of the page
    head = _PAGE_LABEL.sub("", first_line).strip(" ·|｜-—_")
    if re.fullmatch(r"[\u4e00-\u9fff]{2,4}", head) and head in re.split(r"[\s_.-]+", stem):
        return head
    label = re.compile(r"(?i)cv|resume|résumé|curriculum|vitae|final|updated|v\d+|(?:19|20)\d\d")
    # "que_minglan_resume": the words apart first ("_" is a word character)
    words = [w for w in re.split(r"[\s_.-]+", stem) if w and not label.fullmatch(w)]
    candidate = " ".join(w.capitalize() if w.isascii() else w for w in words)
    if candidate and (looks_like_latin_name(candidate) or looks_like_cjk_name(candidate)):
        return candidate
    # "nuno_carvalheira_android.md": a name, then what the file is for (a trade, a skill)
    named = [w for w in words if not _TRADE_WORD.fullmatch(w)]
    if len(named) == 2 and len(named) < len(words) and all(w.isascii() for w in named):
        candidate = " ".join(w.capitalize() for w in named)
        if looks_like_latin_name(candidate):
            return candidate
    # "许晨阳_移动端简历.txt": a Chinese name among the words that say what the file is;
    # "zhuomingli_cv.txt": a pinyin name in one word
    return (
        next((w for w in words if looks_like_cjk_name(w)), None)
        or (pinyin_name(words[0]) if len(words) == 1 else None)
        or unknown_name(file_name)
    )


def name_spelled_elsewhere(lines: list[TextLine], file_name: str, emails: list[str]) -> list[str]:
    """The owner's name, said at the top and spelled again by the file name or the owner's
    e-mail: a Chinese name (`han_name_spelled_elsewhere`, and its pinyin) or a Latin one the
    handle starts with ("ORLA HENNESSY" over orla.hennessy.pastry@…), even where a word of it
    is a brand the catalog knows ("Hennessy"): no co-author's and no organisation's."""
    first = lines[0].text.strip() if lines else ""
    if han := han_name_spelled_elsewhere(first, file_name, emails):
        return [han, *filter(None, [romanize(han)])]
    handles = [[w for w in re.split(r"[._-]+", e.split("@")[0].lower()) if w] for e in emails]
    for line in lines[:_SPELLED_LINES]:
        words = clean_line(line.text).split()
        low = [fold_name(w).lower() for w in words]
        if 2 <= len(words) <= 3 and all(w.isalpha() for w in low):
            name = tidy_latin_name(" ".join(words))
            if any(h[: len(low)] == low for h in handles) and looks_like_latin_name(name):
                return [name]
    return []


_SPELLED_LINES = 4  # the name heads the CV


def han_name_spelled_elsewhere(first_line: str, file_name: str, emails: list[str]) -> str | None:
    """A Chinese name alone on the first line whose surname the list lacks ("洛青禾"), when
    the file name or the owner's e-mail spells it in pinyin ("luo_qinghe_zh.pdf",
    "luoqinghe_pe@…"): the owner's, before any co-author a paper names."""
    head = _PAGE_LABEL.sub("", first_line).strip(" ·|｜-—_")
    if not re.fullmatch(r"[\u4e00-\u9fff]{2,4}", head):
        # "钟某澄自由译者(英中/中英)": a name glued to the title after it, when the e-mail's
        # first word spells exactly it ("zhongmoucheng.trans@…")
        firsts = {re.split(r"[._-]", e.split("@")[0].lower())[0] for e in emails}
        glued = (head[:k] for k in (4, 3, 2) if re.fullmatch(r"[\u4e00-\u9fff]+", head[:k]))
        return next((n for n in glued if to_pinyin(n).lower() in firsts), None)
    if head in Path(file_name).stem:
        return head  # "越某川" first, in "越某川_简历.docx" too: whatever its surname
    spelled = to_pinyin(head).lower()
    words = [w.lower() for w in re.split(r"[\s_.-]+", Path(file_name).stem) if w.isalpha()]
    joined = {"".join(words[i:j]) for i in range(len(words)) for j in range(i + 1, len(words) + 1)}
    handles = {re.sub(r"[^a-z]", "", e.split("@")[0].lower()) for e in emails}
    if spelled in joined or any(h.startswith(spelled) for h in handles):
        return head
    return None


def han_name_in_file(file_name: str, emails: list[str]) -> str | None:
    """A Chinese name in the file name that the owner's e-mail spells in pinyin
    ("姚某某_简历.txt" with "yaomoumou.translate@…"): the owner's, before the handle's words."""
    handles = {re.sub(r"[^a-z]", "", e.split("@")[0].lower()) for e in emails}
    for word in re.split(r"[\s_.\-—()（）]+", re.sub(r"简历|履历|个人", " ", Path(file_name).stem)):
        if re.fullmatch(r"[\u4e00-\u9fff]{2,4}", word):
            spelled = to_pinyin(word).lower()
            if any(h.startswith(spelled) for h in handles):
                return word
    return None


def heading_over_spelled_name(names: list[str], spelled: str) -> bool:
    """The top line read as a name is a heading, and the e-mail's name the owner's: "Corporate
    Credit Ratings — Asia-Pacific" over imran.qadir@… (three or more Latin words, none of them
    in the handle's name: not "Kat Dela Cruz" over kat.delacruz@, "Nguyễn Minh Anh" over
    minhanh.ng…@)."""
    # ("Ruolan (Iris) Meng": a nickname in brackets is no third word)
    bare = [re.sub(r"\s*[(（\"“][^()（）\"”]*[)）\"”]", "", n) for n in names[:1]]
    if " " not in spelled or not all(n.isascii() and len(n.split()) >= 3 for n in bare):
        return False
    if not names or name_keys(names) & name_keys([spelled]):
        return False
    header = _letters(names[0])
    return not any(len(w) >= 3 and _letters(w) in header for w in spelled.split())


def _letters(name: str) -> str:
    return re.sub(r"[^a-z]", "", fold_name(name))
