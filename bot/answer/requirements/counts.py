"""What counts: a clause after the question that only says what is included or not
("Co-op terms count.", "Contractors and interns do not count", "实习也算", "阿里云、菜鸟等子公司算")
and a parenthetical doing the same ("(Google DeepMind also counts)", "（实习不算）"). Adds
nothing to `Constraints`; the kinds after it read `Reading.asked`, the question without its
"… also counts" clauses ("only … counts" ones stay), and none of it is a topic."""

from __future__ import annotations

import re

from bot.answer.requirements.reading import Kind, Reading, Span, without
from ingest.language.examples import EXAMPLES_EN, EXAMPLES_ZH

# a clause after the question that only says what counts
_COUNTS_STATEMENT = re.compile(
    r"(?i:\bcounts?(?:\s+(?:too|as\s+well|also))?\W*$|\bcounts?\s+as\b|\bare\s+included\b|"
    r"\bincluded(?:\s+too)?\W*$|"  # "online ones included"
    r"\bcounts?\s+(?:incl\.?|including)\s|"  # "any ant co counts incl mybank"
    r"\bdo(?:es)?\s*n[o'’]?t(?:\s+count)?\W*$|\bdo(?:es)?\s*n[o'’]?t\s+count\b|"
    r"\b(?:(?:is|are)\s+)?(?:fine|ok|okay|welcome)(?:\s+(?:too|as\s+well))?\W*$)|(?:也|都|不)?算(?:在内|数)?\W*$|不算|也算|都算|"
    r"(?:期间|经历|时间)?不(?:计|计入|包括)\W*$|"  # "实习和读博期间不计。"
    r"(?:均|都|也)(?:计入|计|包括在内|可)\W*$|"  # "子公司和实习均计入"
    r"(?:也|都)(?:行|可以)\W*$|"
    # "现在在零售公司上班的有谁 超市、京东自营这种": examples of what is asked
    rf"^[^。？！]*(?:[、/]|{EXAMPLES_ZH}|像)[^。？！]*(?:这种|那种|之类(?:的)?|这类|那类)\W*$|"
    # "…, including subsidiaries and products such as TikTok, Lark or Volcano Engine?"
    rf"(?i:^\W*(?:incl\.?|including|includes|{EXAMPLES_EN}|not\s+counting|excluding|excl\.?)\s)"
)
_ONLY = re.compile(r"(?i:\bonly\b)|仅|只")
_NOT_COUNTED = re.compile(r"(?i:\bdo(?:es)?\s*n[o'’]?t(?:\s+count)?\b|\bno\W*$)|不算|不计|除外")
# a name alone between spaces in a chatty Chinese list: " 阿里云"
_SHORT_NAME = re.compile(r"\s+[\u4e00-\u9fff]{2,6}\s*")
# a parenthetical that only says what counts ("(Google DeepMind also counts)", "（实习不算）")
COUNTS_CLAUSE = re.compile(
    r"[(（][^)）]*(?:\bcounts?\b|\bincluded\b|\bincluding\b|\bnot\b|\b(?:both|all|either)\s+"
    r"(?:fine|ok|okay)\b|也算|不算|算|包括|不含|不计|除外)[^)）]*[)）]",
    re.I,
)


# an unbracketed clause saying what also counts: "硕士已毕业的 MBA也算 在读的不算"
ALSO_OK_CLAUSE = re.compile(
    r"(?:^|(?<=[\s，,;；]))[^\s，,。;；]{1,16}?\s?(?:也算|也行|都算|也可以)(?=[\s，,。;；]|$)"
)
_BRACKETED = re.compile(r"[(（]([^()（）]*)[)）]")
_ALSO_COUNTS = re.compile(
    r"(?i:\bcounts?\b|\bincluded\b|^\s*(?:incl\.?|including|includes)\s|"
    r"\b(?:both|all|either)\s+(?:fine|ok|okay)\b)|也算|都算|^\s*(?:包括|含)|(?:均|都|也)计入"
)
_NOT = re.compile(r"(?i:\bnot\b|n't\b)|不")
_OK_OR_NOT = re.compile(r"(?i)\b(?:ok|okay|fine|no|nope)\W*$")


def counts_clauses(text: str) -> list[Span]:
    """Character ranges of the clauses after the first that only say what counts."""
    ranges = []
    pos = 0
    listed: list[
        Span
    ] = []  # short pieces before, in a list: "ant, ele.me, alibaba cloud all count"
    # chatty Chinese sets its clauses apart with spaces: "2019年在阿里系上班的 蚂蚁也算",
    # "有亚马逊背景的吗 aws也算"
    for n, part in enumerate(
        re.split(
            r"(?<=[?？!！。；;，,])|(?<=\.)(?=\s)|(?i:(?<=\s)(?=but\s))|"  # "… ok but must be …"
            # a closing parenthetical: "工作满5年的有哪些（实习和读博不计）"
            r"(?<=[^\s(（])(?=[(（][^()（）]*[)）]\W*$)|"
            # ("…的 MBA 也算": a degree's acronym then the counting words, spaced apart)
            r"(?<=[\u4e00-\u9fff])(?=\s+(?:[\u4e00-\u9fff]|[^\s()（）]{1,20}$))|"
            # ... after a whole question only ("谁读过 MBA 在读的也算": the MBA is what is asked)
            r"(?<=[的吗呢么些谁])(?=\s+(?i:(?:e?mbas?|phds?|msc|meng|mphil|llm|jd|md)[\s/、,]*){1,3}"
            r"\s*[\u4e00-\u9fff]{1,6}$)",
            text,
        )
    ):
        if n > 0 and _COUNTS_STATEMENT.search(part):
            ranges += [*listed, (pos, pos + len(part))]
            listed = []
        elif (
            n > 0
            and len(part.strip()) <= 25
            and (part.rstrip().endswith((",", "，", "、")) or _SHORT_NAME.fullmatch(part))
        ):  # "ant, ele.me, …", "蚂蚁 阿里云 达摩院都算"
            listed.append((pos, pos + len(part)))
        else:
            listed = []
        pos += len(part)
    # "(msra / msr count)", "（达摩院也算）": a parenthetical that only adds what counts
    for m in _BRACKETED.finditer(text):  # "（阿里云 达摩院都算，蚂蚁不算）": each part apart
        if _ALSO_COUNTS.search(m.group(1)) and not _NOT.search(m.group(1)):
            ranges.append(m.span(1))  # "(TikTok, Lark etc. included)": all of it
            continue
        at = m.start(1)
        for part in re.split(r"(?<=[,，;；])|(?<=算)(?=\s)", m.group(1)):
            # "(mba ok, phd alone no)": what counts, and what does not
            if (_ALSO_COUNTS.search(part) and not _NOT.search(part)) or _OK_OR_NOT.search(part):
                ranges.append((at, at + len(part)))
            at += len(part)
    return ranges


def read(r: Reading) -> None:
    r.counts = counts_clauses(r.text)
    # ("只有博士没有硕士的不算": what does not count, though it says "only")
    r.asked = without(
        r.text,
        [
            (lo, hi)
            for lo, hi in r.counts
            if not _ONLY.search(r.text[lo:hi]) or _NOT_COUNTED.search(r.text[lo:hi])
        ],
    )


KIND = Kind("counts", read)
