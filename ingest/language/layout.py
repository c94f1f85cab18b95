"""Line shapes: a place on its own, the first segment of a line, a sentence's end."""

from __future__ import annotations

import re

from ingest.language.orgwords import LEGAL_FORM, ORG_WORD
from ingest.language.roles import ROLE_WORD
from ingest.language.script import HAN

_LOCATION_EN = re.compile(r"^[A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+)*(?:, ?[A-Z][A-Za-z. ]+)+$")
_LOCATION_ZH = re.compile(rf"^[{HAN}]{{2,10}}(?:省|市|区|县)$")

# China's provinces, regions and municipalities: a national company's branch is named by its
# short name and one of them ("国网湖北省电力有限公司"); a college by its place ("浙江传媒学院")
PROVINCES_ZH = (
    "北京", "天津", "上海", "重庆", "河北", "山西", "辽宁", "吉林", "黑龙江", "江苏", "浙江",
    "安徽", "福建", "江西", "山东", "河南", "湖北", "湖南", "广东", "海南", "四川", "贵州",
    "云南", "陕西", "甘肃", "青海", "广西", "内蒙古", "宁夏", "新疆", "西藏", "香港", "澳门",
    "台湾",
)  # fmt: skip

_DOMAIN = re.compile(r"\w\.(?:com|io|ai|net|org|co|de|cn|tv|app)\b", re.IGNORECASE)

SENTENCE_END = re.compile(r"[。；;!！?？]$|[a-z]{3,}\.$")


# a part of the world a role covers: "HR Director, Europe", "Sales Lead, APAC"
_REGION = re.compile(
    r"(?i)^(?:europe|emea|apac|asia[- ]pacific|americas|north\s+america|latin\s+america|latam|"
    r"greater\s+china|south[- ]?east\s+asia|middle\s+east|nordics|dach|benelux|mena|anz|"
    r"(?:western|eastern|central|northern|southern)\s+europe|cee)(?:\s+region)?$|"
    r"^(?:亚太|亚太区|大中华区|欧洲区?|北美区?|东南亚|中东)$"
)


def is_location_only(line: str) -> bool:
    if _REGION.match(line.strip()):
        return True
    if ORG_WORD.search(line) or ROLE_WORD.search(line) or LEGAL_FORM.search(line) or len(line) > 40:
        return False
    if len(re.split(r"[,，]", line)[0].split()) > 3:
        return False
    if _DOMAIN.search(line):
        return False  # "Booking.com, Amsterdam": a company named by its web address
    return bool(_LOCATION_EN.match(line) or _LOCATION_ZH.match(line))


def first_segment(line: str) -> str:
    return re.split(r"\s*[,，|｜·]\s*|\s+[-–—‒]\s+", line, maxsplit=1)[0]


def clause_span(text: str, start: int, end: int, stops: re.Pattern[str]) -> tuple[int, int]:
    """Where the clause around text[start:end] begins and ends: after the last `stops` match
    before it, up to the first one after it (a question's clauses and a CV line's each have
    their own stops)."""
    lo = max((m.end() for m in stops.finditer(text, 0, start)), default=0)
    nxt = stops.search(text, end)
    return lo, nxt.start() if nxt else len(text)
