"""Where a person worked: "worked abroad", "overseas work experience", "有海外工作经历的",
"worked in the US", "在新加坡工作过的". Met by the record's positions through the country list
(`ingest.work_places`: the places their header lines name); quotes those lines. "abroad"
(海外, overseas) is any country but mainland China; "worked in more than one country",
"在多个国家工作过" is `work_countries>=2`."""

from __future__ import annotations

import re
from functools import cache

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.study_places import ABROAD, countries
from ingest.work_places import work_cities, work_countries

_ABROAD = re.compile(
    r"(?i:\b(?:worked|working|work\s+experience|jobs?)\s+(?:abroad|overseas|outside\s+(?:of\s+)?"
    r"(?:china|the\s+prc|mainland\s+china))\b|\b(?:overseas|international|foreign)\s+"
    r"(?:work(?:ing)?|job)\s+experience\b)|"
    r"(?:海外|国外|境外)(?:工作|就职|任职)(?:经历|经验)?|在(?:海外|国外|境外)(?:工作|待|干)过?"
)


_OUTSIDE = re.compile(
    r"(?i:\b(?:outside|out\s+of)\s+(?:of\s+)?(?:mainland\s+)?(?:china|the\s+prc)\b)|"
    r"(?:中国|国内|大陆)以外|境外"
)


# work in two countries or more
_SEVERAL = re.compile(
    r"(?i:\b(?:worked|working|work\s+experience|jobs?|lived\s+and\s+worked)\s+in\s+"
    r"(?:more\s+than\s+one|multiple|several|two\s+or\s+more|(?:at\s+least\s+)?(?:2|two)\+?|"
    r"different)\s+countr(?:y|ies)\b|\bmulti-?country\s+(?:work\s+)?experience\b)|"
    r"(?:在)?(?:多个|不止一个|两个以上|好几个|不同)国家(?:工作|待|干|上班)过?"
)


@cache
def _named() -> re.Pattern[str]:
    names = countries().names_regex(places=False)  # "在北京工作过的" asks for the city
    return re.compile(
        rf"(?i)\b(?:worked|working|employed|based|jobs?|work\s+experience)(?:\s+full[- ]?time)?"
        rf"\s+in\s+(?:the\s+)?(?P<c>{names})(?![\w])|在\s*(?P<c2>{names})\s*(?:本土|当地|本地)?\s*"
        # ("在中国大陆有过全职工作", "在国内正式上班")
        rf"(?:有过|做过)?\s*(?:正式|全职|正经)?\s*(?:工作|上过?班|就职|任职|干)过?|"
        rf"(?P<c3>{names})\s*(?:的)?(?:工作|work)(?:经验|经历|experience)|"
        # "a UK-based employer", "a German company", "英国的用人单位", "受雇于英国的公司"
        # (not "a Swedish company": one from Sweden, wherever it employs, `employer_country`)
        rf"(?P<c4>{names})[- ]based\s+(?:employers?|compan(?:y|ies)|firms?)\b|"
        # ("在瑞典公司任职": at a Swedish company; "在瑞典的公司": at one in Sweden)
        rf"(?:受雇于|就职于|任职于|在)\s*(?P<c5>{names})\s*(?:的\s*(?:用人单位|雇主|公司|企业|单位)|"
        rf"(?:用人单位|雇主|单位))"
    )


@cache
def _city_named() -> re.Pattern[str]:
    names = countries().city_names_regex()
    return re.compile(
        rf"(?i)\b(?:worked|working|employed|based|jobs?|work\s+experience)\s+(?:in|out\s+of)\s+"
        rf"(?:the\s+)?(?P<c>{names})(?![\w])|在\s*(?P<c2>{names})\s*(?:本地|当地)?\s*"
        rf"(?:工作|上过?班|就职|任职|干|待)过?|(?P<c3>{names})\s*(?:的)?(?:工作|work)(?:经验|经历|experience)"
    )


def _cities(text: str) -> Asked | None:
    """A city asked: "worked in Shenzhen", "在鹏城干过的" (`worked_in_city=shenzhen`)."""
    wanted: list[str] = []
    spans: list[tuple[int, int]] = []
    for m in _city_named().finditer(text):
        city = countries().city_of(m.group("c") or m.group("c2") or m.group("c3") or "")
        if city is not None and city not in wanted:
            wanted.append(city)
            spans.append(m.span())
    if not wanted:
        return None
    clause = " or ".join(f"worked_in_city={c}" for c in wanted)
    return Asked(clauses=[clause], spans=spans, figure=work_cities)


def _cities_of(text: str, wanted: list[str]) -> list[tuple[int, int]]:
    """Where the text names a city of a country asked: the same place, said again."""
    table = countries()
    return [
        m.span()
        for cid in wanted
        if cid in table.by_id
        for place in table.by_id[cid].places
        for m in re.finditer(rf"(?i)(?<![\w]){re.escape(place)}(?![\w])", text)
    ]


def find(text: str) -> Asked | None:
    wanted: list[str] = []
    spans: list[tuple[int, int]] = []
    city = _cities(text)  # ("the UK capital": the city, not the country in its name)
    for m in _named().finditer(text):
        said = next((m.group(g) for g in ("c", "c2", "c3", "c4", "c5") if m.group(g)), "")
        if city is not None and any(lo <= m.start() and m.end() <= hi for lo, hi in city.spans):
            continue
        ids = countries().ids_of(said)
        if new := [cid for cid in ids if cid not in wanted]:
            wanted += new
            spans.append(m.span())
    for m in _ABROAD.finditer(text):
        if ABROAD not in wanted:
            wanted.append(ABROAD)
        spans.append(m.span())
    if ABROAD in wanted:  # "worked abroad, outside china": the same said twice
        spans += [m.span() for m in _OUTSIDE.finditer(text)]
    several = [m.span() for m in _SEVERAL.finditer(text)]
    if several and not wanted:  # "worked in more than one country", "在多个国家工作过"
        return Asked(clauses=["work_countries>=2"], spans=several, figure=work_countries)
    if not wanted:
        return city
    spans += _cities_of(text, wanted)  # "a job in deutschland? berlin munich whatever"
    clause = " or ".join(f"worked_in_country={cid}" for cid in wanted)
    return Asked(clauses=[clause], spans=spans, figure=work_countries)


KIND = record_kind("work place", find)
