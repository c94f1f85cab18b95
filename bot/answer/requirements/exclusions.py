"""Exclusions: "but not Google", "(not C++)", "Contractors do not count", "不算实习",
"字节除外". Finds the clauses that say something does NOT count; it adds nothing to
`Constraints` itself, but the kinds after it read those clauses differently: a place named
there is `excluded` (`employer`, `school`), a skill there is no skill asked, a workshop
there makes the question main-track only (`venue`), and none of it is a topic."""

from __future__ import annotations

import re

from bot.answer.requirements.reading import Kind, Reading, Span

NOT_COUNT = re.compile(
    r"(?i:\b(?:does|do)\s*n[o'’]?t(?:\s+count)?\b|\bnot\s+(?:count|included|includ\w+)|"
    r"\bexclud\w+|\bexcept\b|^\s*(?:but\s+)?not\b|\bnot\s+(?:just|only|merely)\b|"
    r"(?<=\w)\s+(?:no|nope)\s*[.!]*\s*$|"  # "finished or still doing it ok, dropouts no"
    # "…, dropped out isn't", "dropouts aren't ok": a clause that ends saying so
    r"\b(?:is|are)\s*n[o'’]?t(?:\s+(?:ok|okay|fine|counted|included|wanted))?\s*[.!?]*\s*$)|"
    r"不算|不包括|除外|不计|不含|不要(?=\s*$)|"
    # a clause that opens with "not": "求是园那个 不是浙工大" (not "不是985的也行")
    r"^\s*(?:但|而)?(?:不是|并非)(?![^，。？！,?]*(?:也行|也可以|也算|都行|都可以))"
)


def excluded_parts(text: str) -> list[Span]:
    """Character ranges of clauses that say something does NOT count."""
    ranges = []
    pos = 0
    inside = False
    # chatty Chinese sets its clauses apart with spaces: "有没有 k8s 实战经验的 只写在技能里的不算"
    for part in re.split(
        # (… or after a Latin word, before a clause of its own: "用过 python 只写在技能栏的不算")
        r"([;；()（）,，。？！?!]|\.\s|(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])|"
        r"(?<=[A-Za-z0-9])\s+(?=[\u4e00-\u9fff]{3,})|"
        # (… or before a Latin word after Chinese: "有在药企干过的吗 CRO不算")
        r"(?<=[\u4e00-\u9fff])\s+(?=[A-Za-z])|"
        r"(?i:\s+(?=but\s+not\b|not\s+(?:just|only|merely)\b)|"
        # ("the chengdu one not xidian": which one is meant, then the one that is not)
        r"(?<=\bone)\s+(?=not\b)|(?<=\bones)\s+(?=not\b)))",
        text,
    ):
        if part in ("(", "（"):
            inside = True
        elif part in (")", "）"):
            inside = False
        elif NOT_COUNT.search(part) or (inside and re.search(r"(?i)\bnot\b|不", part)):
            ranges.append((pos, pos + len(part)))
        pos += len(part)
    return ranges


def read(r: Reading) -> None:
    r.excluded = excluded_parts(r.text)


KIND = Kind("exclusions", read)
