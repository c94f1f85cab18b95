"""A role run together with its organisation in one field of an entry's line: "Acme Research
Lab Research Intern", "FPGA Engineer Intern Acme Labs", "某某云实习生（数据组）", "小米集团需求计划
专员", "Acme(上海) 高级工程师": split into the organisation and the title."""

from __future__ import annotations

import re

from ingest.entry_fields import OrgFinder, is_cjk, name_like
from ingest.language import (
    CJK_ROLE_TAIL,
    LEVEL_OPENERS,
    ORG_END_ZH,
    ORG_ENDINGS_ZH,
    ORG_WORD,
    ROLE_ONLY,
    ROLE_WORD,
    TRADE_RESEARCH,
)


def _last_top_space_split(text: str) -> tuple[str, str]:
    """The text before and after its last space outside brackets."""
    depth, cut = 0, -1
    for k, ch in enumerate(text):
        depth += ch in "(（"
        depth -= ch in ")）" and depth > 0
        if ch == " " and depth == 0:
            cut = k
    return (text[:cut], text[cut + 1 :]) if cut >= 0 else ("", text)


def _cjk_role_after_space(seg: str, orgs: OrgFinder) -> tuple[str, str] | None:
    """'Acme(上海) 高级工程师' -> 'Acme(上海)', '高级工程师': a Chinese role after the last
    space, behind a name that is an organisation's (not "macOS 开发工程师")."""
    head, last = _last_top_space_split(seg.strip())
    head = head.strip()  # ("…有限公司  人力资源总监": two spaces between)
    # ("… BU 实习生（ADAS 规划）": the role's own brackets may hold Latin words)
    if not head or re.search(r"[A-Za-z]", re.sub(r"[(（][^()（）]*[)）]", "", last)):
        return None
    if not re.search(r"[A-Za-z]", head) and not ORG_END_ZH.search(head) and not orgs(head):
        return None  # ("高通无线半导体技术(上海)有限公司 硬件测试实习生": a company's legal name;
        # "永辉超市北京大区 采购专员": a known company's region)
    if not is_cjk(last) or not CJK_ROLE_TAIL.search(last) or ORG_END_ZH.search(last):
        return None
    if re.match(r"(?:高级|资深|初级|中级|首席|主任|副)", head):
        return None  # "高级 FPGA 工程师": a title with a Latin word in it
    if not (orgs(head) or ORG_WORD.search(head) or re.search(r"[(（]", head)):
        return None
    # "思瑞浦…（3PEAK） 高级模拟 IC 设计工程师": the title begins after the name's brackets
    close = max(head.rfind(")"), head.rfind("）"))
    rest = head[close + 1 :].strip()
    if close > 0 and rest and not (ORG_WORD.search(rest) or ORG_END_ZH.search(rest)):
        return head[: close + 1].strip(), f"{rest} {last}"
    return head, last


def split_trailing_roles(segments: list[str], orgs: OrgFinder) -> list[str]:
    """'Acme Research Lab Research Intern' -> 'Acme Research Lab', 'Research Intern';
    'FPGA Engineer Intern Acme Labs' -> 'FPGA Engineer Intern', 'Acme Labs'."""
    out: list[str] = []
    for seg in segments:
        glued = _glued_cjk_role(seg, orgs) or _cjk_role_after_space(seg, orgs)
        if glued is not None:
            out.extend(glued)
            continue
        words = seg.split()
        lead = _leading_role(words, orgs)
        if lead is not None:
            out.extend(lead)
            continue
        best = None
        for k in range(1, min(4, len(words))):
            role, head = " ".join(words[-k:]), " ".join(words[:-k])
            m = ROLE_ONLY.match(role)
            modifiers_only = ROLE_ONLY.fullmatch(f"{head} Engineer") is not None
            if (
                m
                and m.end() == len(role)
                and len(set(words[-k:])) == k  # not "Research Research Intern"
                and not modifiers_only
                and not _ROLE_NOUN.match(words[-k - 1])  # "Software Engineer | Intern"
                and not _LEAD_OF.match(f"{words[-k - 1]} {role}")  # "Backend Team Lead"
                and not all(ORG_WORD.fullmatch(w) for w in head.split())  # "Technology" ...
                and not TRADE_RESEARCH.match(head)  # "UX Research Lead": one title
                and not _LEVEL_FIRST.match(head)  # "Senior Solutions Architect": one title
                and (ORG_WORD.search(head) or orgs(head))
            ):
                best = (head, role)
        out.extend(best if best else [seg])
    return out


_LEVEL_FIRST = re.compile(rf"(?i){LEVEL_OPENERS}\s")
# a title that names what it leads: "Team Lead", "Tech Lead", "Group Manager"
_LEAD_OF = re.compile(
    r"(?i)^(?:team|tech|technical|group|project|program|product)\s+(?:lead|leader|manager)\b"
)
_ROLE_NOUN = re.compile(
    r"(?i)^(?:intern|engineer|developer|scientist|researcher|manager|analyst|consultant|"
    r"assistant|architect|lead|director|designer|programmer|specialist|fellow)s?$"
)


def _glued_cjk_role(seg: str, orgs: OrgFinder) -> tuple[str, str] | None:
    """'某某云实习生（数据组）' -> '某某云', '实习生（数据组）': a Chinese role written right after
    an organisation the catalog knows or whose name ends like one."""
    if (arrow := re.search(r"\s*(?:→|->|⟶)", seg)) is not None:
        # "某某电子有限公司硬件工程师→高级硬件工程师": the name, then the titles in turn
        first = _glued_cjk_role(seg[: arrow.start()], orgs)
        return (first[0], first[1] + seg[arrow.start() :]) if first else None
    # (a name's English in brackets may hold spaces: "贝恩公司(Bain & Company)上海办公室…")
    bare = re.sub(r"[(（][^()（）]*[)）]", "", seg)
    if not is_cjk(seg) or " " in bare or (m := CJK_ROLE_TAIL.search(seg)) is None:
        return None
    head = seg[: m.start()]
    ends = list(_NAME_END.finditer(head))
    # (a role word after the name is the title's own: "…有限公司)游戏后端开发实习生")
    if len(head) < 2 or ROLE_WORD.search(head[: ends[-1].end()] if ends else head):
        return None
    # "小米集团需求计划专员", "富士康（鸿海精密工业）供应链分析员": the title's own words run on
    # after the name's last word of an organisation (or its brackets)
    if ends and ends[-1].end() < len(head):
        name, rest = head[: ends[-1].end()], head[ends[-1].end() :]
        named = len(name) > len(ends[-1].group()) + 1  # more than "公司" of "公司金融部"
        # (the legal name in brackets ends like one: "莉莉丝游戏(上海…有限公司)")
        org_like = orgs(name) or ORG_END_ZH.search(name) or ORG_END_ZH.search(name.rstrip(")）"))
        if named and _ROLE_WORDS_BEFORE.fullmatch(rest) and org_like:
            return name, rest + m.group()
    if not (orgs(head) or ORG_END_ZH.search(head)) or ROLE_WORD.search(head):
        return None
    return head, m.group()


# where a Chinese organisation's name may end: its last word, or its brackets
_NAME_END = re.compile(r"(?:集团|公司|银行|中心|事业部|事业群|办公室|代表处|[)）])")
# the words of a title before its role word ("需求计划", "供应链", "数据"): a few Chinese
# characters that name no organisation
_ROLE_WORDS_BEFORE = re.compile(
    rf"(?![部处组科室司])(?!.*(?:{ORG_ENDINGS_ZH}))[\u4e00-\u9fff]{{2,6}}"
)


def _leading_role(words: list[str], orgs: OrgFinder) -> tuple[str, str] | None:
    """A role written right before the organisation's name, with no separator."""
    for k in range(len(words) - 1, 0, -1):
        role, rest = " ".join(words[:k]), " ".join(words[k:])
        if not _ROLE_NOUN.match(words[k - 1]) or not words[k][:1].isupper():
            continue
        if words[k].lower() in ("of", "for", "and", "in", "to", "at", "&"):
            continue  # "DIRECTOR OF PRODUCT": one title, written in capitals
        if re.fullmatch(r"(?:I{1,3}|IV|V|VI{1,3}|\d)", rest):
            continue  # "Software Development Engineer II": a grade of the title
        if ROLE_WORD.search(rest) or _ROLE_NOUN.match(words[k]):
            continue
        if ORG_WORD.search(rest) or orgs(rest) or name_like(rest):
            return role, rest
    return None
