"""How a job description words what it requires: years of experience and a minimum degree,
in English and Chinese ("5+ years", "at least three years", "5年以上", "三年及以上";
"Master's degree or above", "本科及以上学历"), and the words that make a line a wish rather
than a requirement ("preferred", "a plus", "优先")."""

from __future__ import annotations

import re

_NUMBER_ZH = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
              "九": 9, "十": 10}  # fmt: skip
_NUMBER_EN = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
              "eight": 8, "nine": 9, "ten": 10}  # fmt: skip

YEARS_REQUIRED = re.compile(
    r"(?i:(?:at\s+least|minimum(?:\s+of)?|min\.?|over|more\s+than)?\s*"
    r"(?P<en>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*"
    r"(?:or\s+more\s+)?(?:years?|yrs?)\b)"
    r"|(?:至少|不少于)?\s*(?P<zh>\d{1,2}|[一二两三四五六七八九十])\s*年(?:以上|及以上|或以上|\+|工作|相关|经验)"
)
WISH = re.compile(r"(?i:\b(?:preferred|a\s+plus|nice\s+to\s+have|bonus|ideally)\b)|优先|加分")


def years_required(text: str) -> int | None:
    """The years of experience a requirement line asks for, or None."""
    found = YEARS_REQUIRED.search(text)
    if found is None:
        return None
    word = found.group("en") or found.group("zh")
    if word.isdigit():
        return int(word)
    return _NUMBER_EN.get(word.lower()) or _NUMBER_ZH.get(word)
