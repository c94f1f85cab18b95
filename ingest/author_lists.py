"""Author lists in citation lines: the ways a person's name is printed in one ('Yifan
Wang', 'Y. Wang', 'Wang, Y.', '王一帆'), their position in it (first author or later), and
whether a line is a list of names at all."""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import pairwise


def name_variants(names: Iterable[str]) -> list[re.Pattern[str]]:
    """Ways a person's name is printed in an author list: 'Yifan Wang', 'Wang Yifan',
    'Y. Wang', 'Wang, Y.', '王一帆'."""
    from ingest.names import looks_like_cjk_name, romanize

    patterns: list[re.Pattern[str]] = []
    seen: set[str] = set()
    for name in names:
        forms: list[str] = []
        # (a name of a surname the list lacks, the owner's all the same: "洛青禾")
        if looks_like_cjk_name(name) or re.fullmatch(r"[\u4e00-\u9fff]{2,4}", name):
            forms.append(name)
            latin = romanize(name)
            if latin:
                forms.append(latin)
                name = latin
            else:
                continue
        clean = re.sub(r"\([^)]*\)", " ", name)
        words = [w for w in re.split(r"[\s,]+", clean) if w and w[0].isalpha()]
        if len(words) >= 2:
            first, last = words[0], words[-1]
            for a, b in ((first, last), (last, first)):
                forms += [f"{a} {b}", f"{a[0]}. {b}", f"{a[0]} {b}", f"{b}, {a[0]}.", f"{b} {a[0]}"]
                forms.append(f"{b}, {a}")  # "Roe, Jane": a humanities citation's surname first
            forms.append(" ".join(words))
            if len(words) >= 3:  # "Soh, M.Y." for Soh Ming Yee, "J.P. Smith" for John Paul Smith
                # ... and a surname inside: "M. K. H. Teo" for Marcus Teo Kian Hong
                for k, sur in enumerate(words):
                    given = words[:k] + words[k + 1 :]
                    dotted = "".join(f"{g[0]}." for g in given)
                    spaced = " ".join(f"{g[0]}." for g in given)
                    forms += [f"{sur}, {dotted}", f"{dotted} {sur}", f"{sur}, {spaced}"]
                    forms.append(f"{spaced} {sur}")
            # "Winifred Lam Siu-ting" (a Hong Kong name): "Lam ST", "S.T. Lam", "Lam Siu-ting"
            for family, hk in pairwise(words):
                if re.fullmatch(r"[A-Z][a-z]+-[a-z]+", hk) and family[:1].isupper():
                    kk = "".join(p[0].upper() for p in hk.split("-"))
                    forms += [
                        f"{family} {kk}",
                        f"{family}, {kk[0]}.{kk[1]}.",
                        f"{kk[0]}.{kk[1]}. {family}",
                    ]
                    forms += [f"{family} {hk}", f"{hk} {family}"]
            inner = re.findall(r"\(([^)]*)\)", name)
            for alt in inner:
                if alt.strip() and alt.strip()[0].isalpha():
                    forms += [f"{alt.strip()} {last}", f"{last} {alt.strip()}"]
        for form in forms:
            key = form.lower()
            if key in seen or len(key) < 2:
                continue
            seen.add(key)
            if form.isascii():
                words_re = r"[\s\-]*".join(re.escape(p) for p in re.split(r"[\s\-]+", form))
                patterns.append(re.compile(r"(?<![A-Za-z])" + words_re + r"(?![A-Za-z])", re.I))
            else:
                patterns.append(re.compile(re.escape(form)))
    return patterns


_AUTHOR_SPLIT = re.compile(r"\s*(?:,|，|、|;|；|\band\b|&)\s*")
# "[3]", "12.", "•", and a year in a date column before the citation ("2022 A. Roe, B. Doe…"),
# or a kind's letter and a number ("J1 K. Roe, …", "C2", "P3.": journal, conference, patent)
_NUMBER = (
    r"(?:\[[^\]]{1,12}\]\.?|\(?\d{1,3}[.)]|[-•*·]|(?:19|20)\d{2}(?=\s+\S)|"
    r"[A-Z]{1,2}\d{1,3}[.:)]?(?=\s+\S))"
)
# ... after a heading's underline run into the line: "------ A. Roe, …"
NUMBERING = re.compile(rf"^\s*(?:[-=_~*]{{3,}}\s*{_NUMBER}?|{_NUMBER})\s*")
_NAME_ITEM = re.compile(
    r"^(?:and\s+)?(?:[A-Z][\w'’.-]*(?:\s+(?:(?:van|von|de|der|den|da|di|du|le|la|del|ter)\s+)*"
    r"[A-Z][\w'’.-]*){0,3}|[\u4e00-\u9fff]{2,4}|et al\.?)"  # ("Pieter van Dam")
    r"\s*[*†‡#]*\s*\d*$"
)


def _name_like(item: str) -> bool:
    """An author's name; one word in capitals is no name but a credential after the
    owner's ("Jane Roe, ACA, HKICPA" heads a CV, no author list)."""
    text = item.strip(" .")
    return bool(_NAME_ITEM.match(text)) and not re.fullmatch(r"[A-Z]{2,8}", text)


def author_position(line: str, patterns: list[re.Pattern[str]]) -> int | None:
    """1 when the person is the first author of a citation line, 2 for any later position,
    None when the line does not list them. Works on "A, B, and C. Title. Venue", "Title. A,
    B", APA "Roe, J., Doe, A., & Poe, B. (2023)" and a title running into its first author
    ("...Range Filter Jane Roe, ...")."""
    text = _VENUE_FIRST.sub("", _CITATION_LABEL.sub("", NUMBERING.sub("", line)))
    # the CV says where its owner stands: "第一作者：<title>, <venue>", "…（第二作者）",
    # "R. Tan and C. Doe (second author)"
    if marked := _OWN_PLACE.search(text):
        return 1 if marked.group("first") else 2
    starts = [m.start() for p in patterns if (m := p.search(text))]
    if (me := _SELF_IN_LIST.search(text)) is not None:  # "本人, 刘芸, 何建. <title>[J]…"
        starts.append(me.start(1))
    if not starts:
        return None
    before = text[: min(starts)]
    # only the stretch after the title (the last sentence break or quote) can hold co-authors
    # (or the date after a venue: "…, RecSys 2019, 2019-09 H. Ostrander, R. Quintanilla"; or
    # a bracket after the title: "Title (L. Chen, R. Tang, M. Xu), CVPR 2024 Workshop …")
    tail = re.split(
        r"(?<=[a-z0-9\]\)?!])[.:：。]\s+|[“”\"(（]|\b(?:19|20)\d{2}(?:[-./]\d{1,2})?\)?[.,]?\s+",
        before,
    )[-1]
    items = [x for x in _AUTHOR_SPLIT.split(tail) if x.strip(" .")]
    return 2 if any(_name_like(x) or _INITIALS.match(x.strip()) for x in items) else 1


_INITIALS = re.compile(r"^(?:[A-Z]\.\s*){1,3}$")
# a venue and its year before the authors, a table's first cell: "NeurIPS 2021 P. Kessler, …"
_VENUE_FIRST = re.compile(
    r"^\s*[A-Z][\w&-]*[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)?\s+(?:19|20)\d\d\s+(?=\S)"
)
# a citation the CV marks with its owner's place among the authors
# ("…》，《中国翻译》2023 年第 4 期，第一作者（合作者：…）": after a comma, before a bracket)
_OWN_PLACE = re.compile(
    r"(?:^\s*|[(（\[【，,;；\s]\s*)(?:(?:本人|我)\s*(?:为|是|系)?\s*)?"  # "（本人为第一作者）"
    r"(?:(?P<first>(?:共同)?第一作者|一作|独立作者|独作|唯一作者|"
    r"(?i:(?:co-?)?first[- ]author|lead\s+author|(?:sole|single)[- ]author(?:ed)?))|"
    r"第[二三四五]作者|(?i:second[- ]author|third[- ]author))\s*(?:[:：.。]|[)）\]】]|[(（]|\s*$)"
)
# the owner in an author list as "本人" (oneself) in place of the name
_SELF_IN_LIST = re.compile(r"(?:^\s*|[,，、]\s*)(本人)(?=\s*[,，、.．])")
# a label before a citation: "论文：Chen L., Tang R. …", "Paper: …"
_CITATION_LABEL = re.compile(r"^\s*(?:论文|文章|(?i:papers?|publications?))\s*[:：]\s*")


# a line that says it lists the authors: "第一作者：冀星瑶, 刘某, 周某", "Authors: J. Roe, A. Doe"
_AUTHORS_LABEL = re.compile(
    r"^\s*(?:(?:第[一二三四]|共同第一|通讯)?作者(?:列表)?|(?i:authors?|first\s+author))\s*[:：]\s*"
)


def is_author_line(line: str) -> bool:
    """A list of three or more names ("Zheng Q, Bao Y, Gao Z, et al."), or any names after a
    label that says they are the authors."""
    text = NUMBERING.sub("", line)
    labelled = _AUTHORS_LABEL.match(text)
    items = _AUTHOR_SPLIT.split(text[labelled.end() :] if labelled else text)
    return sum(1 for x in items if _name_like(x)) >= (1 if labelled else 3)


# a reference's start: its authors ("Tang R., Ivers K.", "R. Tang and K. Ivers", "Tang, R.")
# then its year in brackets, "Tang R., Ivers K. (2021). Title …"
_INITIALS_OF = r"(?:[A-Z]\.\s*-?\s*){1,3}"
_CITED_NAME = rf"(?:[A-Z][\w'’-]+,?\s+{_INITIALS_OF}|{_INITIALS_OF}[A-Z][\w'’-]+)"
_CITED = re.compile(
    rf"^\W*{_CITED_NAME}(?:\s*(?:,|;|&|\band\b)\s*{_CITED_NAME})*(?:,?\s*et\s+al\.?)?\s*"
    r"[(（]\s*(?:19|20)\d\d[a-z]?\s*[)）]"
)


def is_citation(line: str) -> bool:
    """A reference to a paper, by its authors and year: "Tang R., Ivers K. (2021). Title." """
    return bool(_CITED.match(line))
