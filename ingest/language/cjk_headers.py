"""Chinese header lines split into their fields where spaces alone cannot tell them: a Latin
title last ("美团 到店事业群 高级HRBP"), and a title before its unit ("模拟 IC 设计工程师 消费类
DC-DC 事业部", a PDF's spaces around Latin words kept)."""

from __future__ import annotations

import re

from ingest.language.orgwords import is_team_name
from ingest.language.roles import ROLE_WORD

# a Latin title written last on a Chinese header line, after spaces or on to the words before
# it where a photo's text lost the space: "美团 到店事业群 高级HRBP", "字节跳动抖音电商HRBP"
_LATIN_TITLE_LAST = re.compile(
    r"(?<=[\u4e00-\u9fff])\s*"
    r"((?:高级|资深|初级|中级|首席)?\s?[A-Za-z][A-Za-z.]*(?: [A-Za-z.]+){0,2})$"
)


def cjk_header_cut(part: str) -> int | None:
    """Where a Chinese header line's Latin title starts (its length when it has none and splits at
    spaces: "公司 部门 职位"); None when Latin words stand elsewhere on it ("为Linux kernel…")."""
    m = _LATIN_TITLE_LAST.search(part)
    # (not a title's own Latin word: "创始人兼CEO", "技术专家 / 调度组 Tech Lead")
    head = part[: m.start(1)].strip() if m else ""
    titled = m and ROLE_WORD.search(m[1]) and not (ROLE_WORD.search(head) or is_team_name(head))
    cut = m.start(1) if m and titled else len(part)
    if m and titled and (level := re.search(r"(?:高级|资深|初级|中级|首席)\s*$", head)):
        cut = level.start()  # "高级 HRBP": the level word is the title's, a space between
    if re.search(r"[A-Za-z]{2}", part[:cut]) or not (cut < len(part) or " " in part.strip()):
        return None
    return cut


def cjk_title_then_unit(part: str) -> tuple[str, str] | None:
    """A Chinese title, then its unit after a space ("模拟 IC 设计工程师 消费类 DC-DC 事业部": a
    PDF's spaces around Latin words kept), as the two fields; None when it is not that."""
    m = _TITLE_THEN_UNIT.fullmatch(part.strip())
    if m is None or ROLE_WORD.search(m[2]):
        return None
    # (one title: spaces only around its Latin words, not "腾讯 高级工程师 …")
    glued = re.sub(r"\s*([A-Za-z0-9][\w+#./-]*)\s*", r"\1", m[1])
    return None if re.search(r"\s", glued) else (m[1], m[2])


_TITLE_THEN_UNIT = re.compile(
    rf"(\S.*?(?:{ROLE_WORD.pattern}))\s+(\S[^()（）]*?(?:事业部|事业群|部门|部|中心|小组|团队|实验室))"
)
