"""The owner's name further down a CV, for a CV whose top gives no full name.

A closing ("Thanks for reading — Jane Roe", "Sincerely,\nJane Roe", "——张三", "我是张三"), a
"Name:" / "姓名:" line or a signature block counts if it fits the e-mail address or profile
handle (nk.okonkwo → Nkechi Okonkwo, `ingest.name_handles`) and is no referee's, advisor's,
co-author's or company's.
"""

from __future__ import annotations

import re

from ingest.models import TextLine
from ingest.name_forms import OTHERS_HEADING, clean_line, labelled_names, one_name, prose_names
from ingest.name_handles import (
    fits_handle,
    fold_name,
    initials_lead,
    names_site,
    owner_handles,
)
from ingest.names import looks_like_cjk_name, name_keys
from ingest.sections import section_heading

_SIGN_OFF = re.compile(
    r"^(?:(?i:thanks?(?:\s+you)?(?:\s+(?:so|very)\s+much)?(?:\s+for\s+(?:reading|your\s+"
    r"(?:time|attention|interest|consideration)))?|(?:yours\s+)?(?:sincerely|faithfully|"
    r"truly)(?:\s+yours)?|(?:best|kind|warm|warmest)\s+(?:regards|wishes)|regards|"
    r"respectfully(?:\s+yours)?|cheers|best)|此致(?:\s*敬礼)?|敬礼|谢谢(?:您的)?(?:阅读|观看)?|"
    r"感谢(?:您的)?(?:阅读|观看|垂阅))"
    r"(?:\s*(?:[,，.。!！:：;；]+|[-–—~－]+|$)|(?<=[\u4e00-\u9fff])\s+)[\s\-–—~－]*(.*)$"
)
_DASH_CLOSING = re.compile(r"^(?:-{2,4}|[–—~－―]{1,4})\s*(\S.*)$")  # not a '- ' bullet
# a full name in Latin letters: two or three capitalised words ("Inês Valadares")
_LATIN_NAME = r"(?:[A-Z][a-zà-ÿ'’-]+\s+){1,2}[A-Z][a-zà-ÿ'’-]+"
# a running page header or footer: "Jane Roe — Curriculum Vitae — page 1", "Jane Roe | CV",
# "王小明 · 个人简历 | 第 1 页", "任佳怡 · 简历更新于 2026年11月", "王小明 · 产品经理简历",
# "Jane Roe · Product Design CV · 2026" (a PDF can glue it to the end of the line above)
_RUNNING_TITLE = re.compile(
    rf"(?:(?:^|\s)({_LATIN_NAME})|([\u4e00-\u9fff]{{2,4}}))"
    # (credentials after the name: "Jane Roe, CMA | Résumé | page 1")
    r"(?:\s*,\s*[A-Z][A-Za-z]{1,5}\.?)*\s*"
    # (the name again in the other script: "Jane Roe · 罗简 · CV updated October 2026")
    rf"(?:[—–|•·・]\s*(?:[\u4e00-\u9fff]{{2,4}}|{_LATIN_NAME})\s*)?"
    # (a word or two before it: "Jane Roe · portfolio & CV, updated October 2026")
    r"[—–|•·・-]\s*(?:(?:[A-Za-z]+\s*[&+/]?\s*){0,2}(?i:curriculum\s+vitae|cv|r[ée]sum[ée])\b|"
    r"[\u4e00-\u9fff]{0,6}?(?:个人)?简历)|"
    # ... the name after the word: "简历更新于 2026 年 10 月 · 段鹏飞", "CV (Oct 2026) | Jane Roe"
    r"(?:(?i:curriculum\s+vitae|cv|r[ée]sum[ée])\b|个人简历|简历)[^—–|•·・\n]{0,24}[—–|•·・]\s*"
    rf"(?:(?P<en>{_LATIN_NAME})|(?P<zh>[\u4e00-\u9fff]{{2,4}}))\s*"
    # ... a tag of the page after it: "Curriculum vitae – Jane Roe – confidential"
    r"(?:[—–|•·・-]\s*(?:(?i:(?:private\s+and\s+|strictly\s+)?confidential|private|page\s*\d+"
    r"(?:\s*(?:of|/)\s*\d+)?|(?:updated\s+)?(?:[A-Z][a-z]+\s+)?(?:19|20)\d\d)|机密|保密|"
    r"第\s*\d+\s*页(?:\s*[/／]\s*共?\s*\d+\s*页?)?|共\s*\d+\s*页)\s*)?$"
)
# a page's running footer with its number: "Jane Roe · Freelance Copywriter · page 1"
_PAGE_FOOTER = re.compile(
    rf"^\s*({_LATIN_NAME})\s*[—–|•·・-]\s*"
    r"(?:[^—–|•·・\n]{1,40}[—–|•·・-]\s*)?(?i:page|p\.)\s*\d+(?:\s*(?:of|/)\s*\d+)?\s*$"
)
# a page's number after a running title: "王小明 | 个人简历 | 第 1 页" (a page footer, the owner's
# own even where no handle spells the name)
_PAGE_NUMBER = re.compile(r"\s*[—–|•·・-]\s*(?:第\s*\d+\s*页|(?i:page|p\.)\s*\d+)")
_SAYS_NAME = re.compile(r"(?i:\bmy\s+name\s+is\b)|我是|我叫")
_LABEL_FIRST = re.compile(r"^(?:姓\s*名|名\s*字|中文名|英文名|(?i:full\s+name|name))\s*[:：]?\s*\S")
# A line about someone else than the owner: a referee, an advisor, a co-author; a label
# alone on the line above (the name on the next line) is one too.
_OTHERS = re.compile(
    r"(?i:\b(?:referees?|references?|recommenders?|advis[oe]rs?|supervis(?:or|ors|ed)|"
    r"mentors?|co-?authors?|authors|et\s+al|prof|professor|contact\s+person)\b)|"
    r"导师|指导|推荐人|证明人|合作者|教授"
)
_OTHERS_LABEL = re.compile(rf"(?:{_OTHERS.pattern})[^:：]{{0,20}}[:：]?")
_OTHERS_SECTIONS = {"publications", "patents"}
_SIGNATURE_LINES = 3  # the last lines where a name alone is a signature
_CLOSING_PRIORITY = {
    "label": 3,
    "sign-off": 2,
    "prose": 2,
    "prose, weak": 1,
    "dash": 1,
    "running title": 1,
    "running title, any words": 1,
    "page footer": 1,
    "signature": 0,
}
# closings without a phrase or label
_NEEDS_HANDLE = {"prose, weak", "dash", "running title", "running title, any words", "signature"}


def _single_name(text: str) -> list[str]:
    """The names of one person that begin `text`, alone or before a place, a date or a
    contact ('Jane Roe, Lagos'), never one of a list of names ('Jane Roe, John Smith')."""
    text = text.strip(" .,;:!'\"")
    if names := one_name(text):
        return names
    head, *tail = re.split(r"\s*[,，、;；·•|｜(（]\s*|\s+[-–—]\s+|\s+(?=\S+@)", text, maxsplit=1)
    rest = (
        re.split(r"\s*[,，、;；·•|｜(（]\s*|\s+[-–—]\s+|\s+and\s+|\s*&\s*", tail[0])[0]
        if tail
        else ""
    )
    if tail and (names := one_name(head)) and not one_name(rest.strip(" .")):
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
        raw = _markup_free(line.text)
        cleaned = clean_line(line.text)
        if not cleaned:
            continue
        heading = section_heading(line)
        if heading is not None:
            region, others = heading[0], False
        if OTHERS_HEADING.match(cleaned):
            others = True
        if (
            others
            or region in _OTHERS_SECTIONS
            or _OTHERS.search(cleaned)
            or _OTHERS_LABEL.fullmatch(previous)
        ) and not (region in _OTHERS_SECTIONS and _RUNNING_TITLE.search(raw)):
            # (a page's running title, "Jane Roe • Curriculum Vitae • page 1", is the owner's
            # wherever the page breaks: under papers or talks too)
            previous, sign_off_above = cleaned, False
            continue
        owner_texts.append(line.text)
        kind, names = "", []
        if (sign_off := _SIGN_OFF.match(raw)) is not None:
            kind, names = "sign-off", _single_name(sign_off.group(1))
        elif _LABEL_FIRST.match(cleaned):
            kind, names = "label", labelled_names(cleaned)
        elif sign_off_above:
            kind, names = "sign-off", _single_name(cleaned)
        elif (dash := _DASH_CLOSING.match(raw)) is not None:
            kind, names = "dash", _single_name(dash.group(1))
        elif (running := _RUNNING_TITLE.search(raw)) is not None:
            kind, names = "running title", _running_name(running)
            if _PAGE_NUMBER.match(raw, running.end()):
                kind = "page footer"
            if not names and (latin := running.group(1) or running.group("en")):
                # "Farrah Nasution · Curriculum Vitae": a surname that ends as a term does
                # ("-tion") is a name where the owner's handle spells it
                kind, names = "running title, any words", [latin.strip()]
        elif (paged := _PAGE_FOOTER.match(raw)) is not None:
            kind, names = "page footer", _single_name(paged.group(1))
        elif prose := prose_names(cleaned):
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


def _fits_before_tag(name: str, handle: str) -> bool:
    """The handle is one the name fits, then a word of up to eight letters ("hgreensladewords")."""
    return any(fits_handle(name, handle[:-k]) for k in range(1, 9) if len(handle) - k >= 4)


def names_further_down(lines: list[TextLine], word: str | None = None) -> list[str]:
    """The owner's full name from a closing line, a label or a signature block anywhere in
    the CV, for a CV whose top gives none (or only the single `word`, which it must
    contain). With an e-mail address that reads as a name the found name must fit it (no
    'Nk Okonkwo' from nk.okonkwo@… when the CV ends 'Thanks for reading — Nkechi Okonkwo');
    closings without a phrase (a dash, a name alone at the end) must fit a handle; a label
    or a phrase ('Sincerely,', '谢谢阅读') is enough without one. Names of two people: none."""
    candidates, owner_texts = _closing_candidates(lines)
    handles = owner_handles(owner_texts)
    accepted: list[tuple[str, int, list[str]]] = []
    for kind, index, names in candidates:
        fits = [h for h in handles.all if any(fits_handle(n, h) for n in names)]
        if not fits and kind in ("running title", "page footer"):
            # "Hattie Greenslade — CV — page 1" over hgreenslade.words@…: the name, then a tag
            fits = [h for h in handles.all if any(_fits_before_tag(n, h) for n in names)]
        if handles.primary is not None and not any(
            handles.primary == h
            or (handles.primary.startswith(h) and len(handles.primary) - len(h) <= 3)
            or (h.startswith(handles.primary) and len(h) - len(handles.primary) == 1)
            for h in fits
        ):
            continue  # the name the e-mail address spells is someone else's (a short tag
            # after it aside: "ruowen.tang.xmu" is Tang Ruowen's; "peihua.j" Jiang Peihua's)
        # "Yao Xinyue — CV updated November 2026" over xy.pm.sz@…: a running title whose
        # name's initials begin a handle
        if not fits and kind == "running title":
            fits = [h for h in handles.all if any(initials_lead(n, h) for n in names)]
        if not fits:
            # "Inês Valadares · Curriculum Vitae" over hello@valadares.studio, "Ffion Rhydderch ·
            # Motion Design · ffionr.studio" signed at the end: the owner's own domain
            fits = [d for d in handles.sites if any(names_site(n, d) for n in names)]
        if not fits and kind in _NEEDS_HANDLE:
            continue
        if word and not any(fold_name(word) in fold_name(n).split() for n in names):
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


def is_running_title(text: str) -> bool:
    """A page's running header or footer ("Jane Roe · Curriculum Vitae · page 1"): no item
    of the section the page break left it in."""
    raw = _markup_free(text)
    return bool(_RUNNING_TITLE.search(raw) or _PAGE_FOOTER.match(raw))


def _markup_free(text: str) -> str:
    """A line without Markdown's marks (emphasis, headings, quotes, links' brackets)."""
    return re.sub(r"[`*_#>\[\]]+", " ", text).strip()


def _running_name(m: re.Match[str]) -> list[str]:
    """The name of a running header or footer; a Chinese one glued to the end of the line
    above it ("…AXI/CHI 协议冼启铭・个人简历"): its last 2–4 characters that make a name."""
    if m.group(1) or m.group("en"):
        return _single_name(m.group(1) or m.group("en"))
    if m.group("zh"):
        return _single_name(m.group("zh")) if looks_like_cjk_name(m.group("zh")) else []
    run = m.group(2)
    for size in (3, 2, 4):
        if len(run) >= size and looks_like_cjk_name(run[-size:]):
            return _single_name(run[-size:])
    return []
