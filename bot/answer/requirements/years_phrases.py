"""How questions say a number of years: the phrases ("5+ years", "三到五年", "三四年经验",
"a decade-plus") with the operator each asks, and the words a span takes after it ("of
full-time work experience", "的全职工作经验"); read by `years`."""

from __future__ import annotations

import re

from bot.answer.requirements.base import NUMBER

_Y = r"(?:years?|yrs?|yoe)(?!\s*old)\b"  # "3+ yoe": years of experience
_N = rf"(?P<n>{NUMBER})"
_M = rf"(?P<m>{NUMBER})"
_PLUS = r"plus\b|or\s+(?:more|longer|above)\b"
_AT_LEAST = r"at\s+least|min(?:imum)?(?:\s+of)?|no\s+less\s+than|not\s+less\s+than"
_OVER = r"over|more\s+than|above|upwards\s+of|in\s+excess\s+of"
# (pattern, operator): the first that matches a span wins there
RULES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"(?i)\b{_N}\s*(?:-|–|to)\s*{_M}\s*\+?\s*{_Y}"), "range"),
    (re.compile(rf"(?i)\bbetween\s+{_N}\s*(?:{_Y}\s*)?(?:and|&)\s*{_M}\s*{_Y}"), "range"),
    (re.compile(rf"(?i)\b{_N}\s*(?:(?:\+|-?\s*plus\b)\s*{_Y}|{_Y}\s*(?:\+|{_PLUS}))"), ">="),
    (re.compile(rf"(?i)\b{_N}\s+or\s+more\s+{_Y}"), ">="),
    (re.compile(rf"(?i)\b(?:{_AT_LEAST})\s+{_N}\s*\+?\s*{_Y}"), ">="),
    (re.compile(rf"(?i)\b(?:{_OVER})\s+{_N}\s*\+?\s*{_Y}"), ">"),
    (re.compile(rf"(?i)\b(?:less\s+than|under|fewer\s+than|below)\s+{_N}\s*{_Y}"), "<"),
    (re.compile(rf"(?i)\b(?:at\s+most|no\s+more\s+than|up\s+to)\s+{_N}\s*{_Y}"), "<="),
    (re.compile(rf"(?i)\b(?:with|has|have|having|had)\s+{_N}\s*{_Y}"), ">="),
    (re.compile(rf"{_N}\s*(?:-|–|到|至)\s*{_M}\s*年"), "range"),
    # "三四年经验", "七八年": two numerals in a row, a year apart; "3 or 4 years"
    (ADJACENT := re.compile(
        r"(?<![零一二两三四五六七八九十百])(?P<n>[一二两三四五六七八九])(?P<m>[两二三四五六七八九十])\s*年"
    ), "range"),
    (re.compile(rf"(?i)\b{_N}\s+or\s+{_M}\s*{_Y}"), "range"),
    # "年限在5年到12年之间": each end with its 年, only where the question says it asks years
    (re.compile(rf"(?<=[限龄在])\s*{_N}\s*年\s*(?:-|–|到|至)\s*{_M}\s*年"), "range"),
    (re.compile(rf"(?:介于)?{_N}\s*年?\s*(?:和|与)\s*{_M}\s*年\s*之间"), "range"),
    (re.compile(rf"{_N}\s*年\s*(?:左右|上下)"), "about"),
    (re.compile(rf"(?i)\b(?:around|about|roughly|approximately|~)\s*{_N}\s*{_Y}"), "about"),
    (re.compile(rf"(?:达到\s*)?{_N}\s*年(?:及|或)?(?:以上|往上|多|\+)"), ">="),  # "达到10年及以上"
    (re.compile(rf"{_N}\s*多\s*年"), ">="),  # "十多年"
    (re.compile(rf"不满{_N}\s*年"), "<"),  # before "满": "不满三年" is fewer
    (re.compile(rf"(?:至少|满|不少于|起码|最少|达到)\s*(?:一个)?{_N}\s*年"), ">="),
    (re.compile(rf"(?:超过|多于|大于|高于)\s*{_N}\s*年"), ">"),
    (re.compile(rf"(?:不到|少于|不足|低于|小于|未满)\s*{_N}\s*年"), "<"),
    (re.compile(rf"{_N}\s*年(?:以下|以内)"), "<="),
    (re.compile(rf"{_N}\s*年(?:的)?(?:全职)?(?:工作)?经验"), ">="),
    # "masters + 5 yrs exp": years of experience said as a requirement (after "around 5 years")
    (re.compile(rf"(?i)\b{_N}\s*{_Y}\s+(?:of\s+)?(?:exp|experience)\b"), ">="),
    # months: "不到36个月", "under 18 months" (years = months / 12)
    (re.compile(rf"(?:不到|少于|不足|低于|小于|未满){_N}\s*个?月"), "<m"),
    (re.compile(rf"(?i)\b(?:less\s+than|under|fewer\s+than|below)\s+{_N}\s*months?\b"), "<m"),
]  # fmt: skip
# what the span takes with it: "of full-time work experience", "的全职工作经验"
TAIL = re.compile(
    r"(?i)\s*(?:of\s+)?(?:(?:full[- ]time|ft|f/t|real|actual|professional|industry|relevant|"
    r"total|work(?:ing)?|hands-on)\s+)*(?:experience|exp\.?|work)?\b(?:\s*\bft\b)?|"  # "7+ yrs FT"
    r"(?:的)?(?:全职)?(?:工作)?(?:经验|经历)?"
)
# "a decade of experience", "over a decade", "decade-plus", "two decades": tens of years
DECADES = re.compile(  # ("满一个decade": a count in Chinese before it)
    r"(?i)(?:\b(?P<over>over|more\s+than|upwards\s+of)|\bat\s+least)?\s*(?:\b(?P<k>a|one|two|three|\d)\s+|"
    r"(?:满|超过|至少)?(?P<kz>一个|1个|一|两个|两|二)\s*)?(?<![a-z])decades?(?P<plus>\s*\+|-?\s*plus\b|\s+or\s+(?:more|longer)\b)?"
)
