"""Hanzi to pinyin: 杨凌云 → 'yanglingyun'. pypinyin is imported on first use: loading its
dictionaries takes ~0.3 s, which a process that meets no Chinese text never pays."""

from __future__ import annotations

import re
from functools import lru_cache


@lru_cache(maxsize=65536)
def syllables(text: str) -> tuple[str, ...]:
    """The pinyin syllables of `text`, without tones (other characters kept as they are)."""
    from pypinyin import lazy_pinyin

    return tuple(lazy_pinyin(text))


def to_pinyin(text: str) -> str:
    """The pinyin of `text`, syllables joined without tones or spaces."""
    return "".join(syllables(text))


# characters read otherwise as a surname than in words ("曾" is Zeng, not ceng; "覃" Qin)
_SURNAME_READINGS = {
    "覃": "qin", "单": "shan", "解": "xie", "仇": "qiu", "区": "ou", "朴": "piao", "查": "zha",
    "曾": "zeng", "乐": "yue", "缪": "miao", "翟": "zhai", "召": "shao", "员": "yun", "秘": "bi",
    "种": "chong", "句": "gou", "祭": "zhai", "隗": "wei", "藏": "zang", "卜": "bu", "阚": "kan",
}  # fmt: skip


def surname_pinyin(surname: str) -> str:
    """The pinyin of a surname as names are read ("曾" → "zeng", "欧阳" → "ouyang")."""
    if len(surname) == 1 and surname in _SURNAME_READINGS:
        return _SURNAME_READINGS[surname]
    return to_pinyin(surname)


_INITIAL = r"(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])"
_FINAL = (
    r"(?:iang|iong|uang|ueng|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ui|ao|ou|iu|ie|ve|ue|er|"
    r"an|en|in|un|vn|ia|ua|uo|a|o|e|i|u|v)"
)
SYLLABLE = rf"{_INITIAL}?{_FINAL}"  # one pinyin syllable, spelt without tones
_ONE_OR_TWO_SYLLABLES = re.compile(rf"(?:{SYLLABLE}){{1,2}}")
# two syllables run together in a word: a second one without an initial only if names use it
# ("Xiaoou" 晓欧, "Jiaen" 嘉恩, "Yian" 一安), never "eng", "e", "o", "ei" or "a" (嗯, 额, 哦)
_RUN_TOGETHER = re.compile(rf"{SYLLABLE}(?:{_INITIAL}{_FINAL}|ang|an|ai|ao|ou|en|er)?")


def could_be_pinyin(word: str) -> bool:
    """Whether a lower-case word could be one or two pinyin syllables (a romanised surname
    or given name), by spelling alone: 'wang', 'lingyun' and also 'go'; never 'worked' or
    'alibaba'. A cheap test before converting anyone's name."""
    return _ONE_OR_TWO_SYLLABLES.fullmatch(word) is not None


def could_be_run_together_pinyin(word: str) -> bool:
    """`could_be_pinyin`, with a second syllable that names use: the given name inside a name
    written as one word ("zhuomingli", "wangxiaoou"), never "taeng" (ta + eng) of
    "cv_dataeng"."""
    return _RUN_TOGETHER.fullmatch(word) is not None
