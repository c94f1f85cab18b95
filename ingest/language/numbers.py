"""Numbers as CVs and recruiters write them: 8, eight, 八, 两, 十二, 一百, "a dozen"."""

from __future__ import annotations

import re

_EN_NUMBERS = {
    w: n
    for n, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
} | {"thirty": 30, "forty": 40, "fifty": 50, "hundred": 100, "dozen": 12, "a dozen": 12}
_ZH_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
              "八": 8, "九": 9}  # fmt: skip
_ZH_UNITS = {"十": 10, "百": 100, "千": 1000}
# one number: digits, an English word, or Chinese numerals
NUMBER = r"(?:\d+(?:\.\d+)?|[a-z]+|[零一二两三四五六七八九十百千]{1,4})"


def _zh_number(word: str) -> int | None:
    """十二 -> 12, 二十 -> 20, 一百 -> 100, 百 -> 100, 三 -> 3 (None: not one)."""
    total, digit = 0, None
    for ch in word:
        if ch in _ZH_DIGITS:
            if digit is not None:
                return None  # "一二": not a number
            digit = _ZH_DIGITS[ch]
        elif ch in _ZH_UNITS:
            total += (1 if digit is None else digit) * _ZH_UNITS[ch]
            digit = None
        else:
            return None
    return total + (digit or 0)


def number_of(word: str) -> float | None:
    """8 / eight / 八 / 十二 / 一百 / a dozen -> the number (None: not one)."""
    word = word.strip().lower()
    if re.fullmatch(r"\d+(?:\.\d+)?", word):
        return float(word)
    if word in _EN_NUMBERS:
        return float(_EN_NUMBERS[word])
    if word and all(ch in _ZH_DIGITS or ch in _ZH_UNITS for ch in word):
        n = _zh_number(word)
        return None if n is None else float(n)
    return None
