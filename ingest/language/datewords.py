"""Date words: years, months, seasons and 'present' as CVs write them."""

from __future__ import annotations

import re

YEAR = re.compile(r"(?<!\d)(19[5-9]\d|20[0-4]\d)(?!\d)")
_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|fall|autumn|winter"
)
MONTH_WORDS = _MONTHS  # (the month and season words of a date, lower case)
_DATE_NOISE = re.compile(
    rf"(?i:\b(?:{_MONTHS})\b\.?|\b(?:present|now|current|today|expected|exp(?=\.)|to|ongoing|in\s+progress|since|from|until|till)\b)|"
    r"至今|今|预计|预期|年|月|[春夏秋冬、\d\s./\-–—‒―~()（）,:]"
)
ENDS_WITH_DATE = re.compile(
    r"(?:(?:19|20)\d{2}(?:[./]\d{1,2}|\s*年\s*(?:\d{1,2}\s*月)?)?|至今|(?i:present|now))\s*[)）]?$"
)
# the pieces of a range as a line writes it: "Jul 2016", "2019.01", a dash, its open end
_MONTH_FIRST = r"(?:(?i:[a-z]{3,9}\.?\s+))?"
_YEAR_MONTH = r"(?:19|20)\d{2}(?:[./-]\d{1,2})?"
# ... or as Chinese writes it, spaced or not: "2020年7月", "2020 年 7 月"
_YEAR_MONTH_ZH = rf"(?:{_YEAR_MONTH}|(?:19|20)\d{{2}}\s*年\s*(?:\d{{1,2}}\s*月)?)"
_DASH = r"(?:-{1,2}|[–—~至到])"
_OPEN_END = r"至今|今|(?i:present|now)"
# a line that opens with a date range ("2019.01 – 2022.06 腾讯 …", "Jul 2016 - Present: …"):
# an entry starts there, it continues no wrapped line
STARTS_WITH_RANGE = re.compile(
    rf"^\s*{_MONTH_FIRST}{_YEAR_MONTH}\s*(?:{_DASH}|to\b)\s*"
    rf"{_MONTH_FIRST}(?:(?:19|20)\d{{2}}|{_OPEN_END})"
)
# a line that closes with a date range ("美团 数据分析师 2018.07–2021.06"): an entry's header
ENDS_WITH_RANGE = re.compile(
    rf"{_YEAR_MONTH_ZH}\s*(?:{_DASH}|to\b)\s*{_MONTH_FIRST}(?:{_YEAR_MONTH_ZH}|{_OPEN_END})\s*[)）]?$"
)
PRESENT = re.compile(r"(?i:\b(?:present|now|current)\b)|至今")
# a range cut after its dash by a narrow date column ("Sep 2020 –" / "present")
# ("04/2020 –" / "09/2023"), or the word that opens an ongoing one ("since" / "10/2023")
OPEN_RANGE = re.compile(
    # ("2023 –" / "expected" / "2027": a dates column that wrapped its expected end)
    rf"^\s*(?:{_MONTH_FIRST}(?:(?:0?[1-9]|1[0-2])[./])?{_YEAR_MONTH}\s*{_DASH}\s*"
    r"(?:(?i:expected|exp\.|anticipated)\s*|预计\s*)?至?|"
    r"(?i:since|from)|自|始于)\s*$"
)


def is_date_only(line: str) -> bool:
    return bool(YEAR.search(line)) and len(_DATE_NOISE.sub("", line)) <= 2


def years_in(text: str) -> list[int]:
    return sorted({int(y) for y in YEAR.findall(text)})
