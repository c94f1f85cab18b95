"""How many people someone has led or managed: "managed 10+ people", "led a team of at least
20", "anyone with 8+ direct reports", "带过10人以上团队的", "管理过50人以上的", "团队规模20人以上".
Met by the record's `teams` (`ingest.people_led.team_size`: the most people a line of the
CV says its owner led or managed), quoting that line."""

from __future__ import annotations

import re

from bot.answer.requirements.base import NUMBER, Asked, number_of
from bot.answer.requirements.reading import record_kind
from ingest.language import NOW_ASKED
from ingest.people_led import current_team_size, team_size

_N = rf"(?P<n>{NUMBER})"
_LEAD = (
    r"(?:manag(?:ed|e|es|ing)|led|lead(?:s|ing)?|head(?:ed|s|ing)?|ran|run(?:s|ning)?|"
    r"supervis(?:ed|e|es|ing)|overs(?:aw|een|ee|ees|eeing)|built|grown|grew|had|has|have|with)"
)
_MORE = r"(?:more\s+than|over|at\s+least|min(?:imum)?(?:\s+of)?|upwards\s+of|no\s+less\s+than)"
_PEOPLE = (
    r"(?:people|persons|engineers|developers|analysts|designers|scientists|researchers|"
    r"(?:direct\s+)?reports|staff|employees|heads|headcount|folks|members|ppl|ics|fte?s)"
)
_GROUP = r"(?:teams?|orgs?|organi[sz]ations?|groups?|departments?)"
# (pattern, operator when no word says which): the first that matches wins
_RULES: list[re.Pattern[str]] = [
    re.compile(rf"(?i)\b{_LEAD}\s+(?:a\s+|an\s+)?(?:[\w-]+\s+)?{_GROUP}\s+(?:of|with)\s+"
               rf"(?P<more>{_MORE}\s+)?{_N}(?P<plus>\s*\+|\s+or\s+more\b)?(?:\s*{_PEOPLE})?"),
    re.compile(rf"(?i)\b{_LEAD}\s+(?:a\s+|an\s+)?(?P<more>{_MORE}\s+)?{_N}\s*"
               rf"(?P<plus>\+|\s+or\s+more\b)?[- ]?(?:person|people|member|strong)\s+{_GROUP}"),
    re.compile(rf"(?i)\b{_LEAD}\s+(?P<more>{_MORE}\s+)?{_N}(?P<plus>\s*\+|\s+or\s+more\b)?\s*"
               rf"(?:[\w-]+\s+)?{_PEOPLE}\b"),
    re.compile(rf"(?i)\b{_GROUP}\s+(?:of\s+)?(?:size\s+)?(?P<more>{_MORE}\s+)?{_N}\s*"
               rf"(?P<plus>\+|\s+or\s+more\b)?\s*{_PEOPLE}?(?=\s|$|[,.?!;])"),
    re.compile(rf"(?i)\b(?P<more>{_MORE}\s+)?{_N}(?P<plus>\s*\+|\s+or\s+more\b)?[- ]?"
               rf"(?:person|people)\s+{_GROUP}\b"),
    re.compile(rf"(?i)\b(?P<more>{_MORE}\s+)?{_N}(?P<plus>\s*\+|\s+or\s+more\b)?\s+direct\s+reports\b"),
    re.compile(rf"(?:带|管理|管|领导|带领|负责)(?:过|了|着)?\s*(?:一支|一个)?\s*(?P<more>超过|至少|不少于)?\s*"
               rf"{_N}\s*(?:个)?\s*(?:人|名)\s*(?P<plus>以上|及以上|\+|多)?(?:的)?(?:团队|下属|人员)?"),
    re.compile(rf"(?:带|管理|管|领导|带领)(?:过|了|着)?\s*(?:团队|下属)\s*(?P<more>超过|至少|不少于)?\s*"
               rf"{_N}\s*(?:个)?\s*(?:人|名)\s*(?P<plus>以上|及以上|\+|多)?"),
    re.compile(rf"(?:团队规模|团队人数|下属|直接下属|手下)\s*(?:在|有)?\s*(?P<more>超过|至少|不少于)?\s*{_N}\s*"
               rf"(?:个)?\s*(?:人|名)?\s*(?P<plus>以上|及以上|\+|多)?"),
    # "团队超过5个人的": a team's size, said with its people ("带团队5年" is years)
    re.compile(rf"团队\s*(?:在|有)?\s*(?P<more>超过|至少|不少于)?\s*{_N}\s*(?:个)?\s*(?:人|名)"
               rf"\s*(?P<plus>以上|及以上|\+|多)?"),
]  # fmt: skip


def find(text: str) -> Asked | None:
    for pattern in _RULES:
        for m in pattern.finditer(text):
            n = number_of(m.group("n"))
            if n is None or not 2 <= n <= 100000:
                continue
            if m.start("n") > 0 and text[m.start("n") - 1].isdigit():
                continue
            strict = (m.group("more") or "").strip().lower() in ("more than", "over", "超过")
            op = ">" if strict else ">="
            if NOW_ASKED.search(text):  # "现在带团队 下属至少4个人的": the team led now
                field, figure = "current_team_size", current_team_size
            else:
                field, figure = "team_size", team_size
            return Asked(clauses=[f"{field}{op}{n:g}"], spans=[m.span()], figure=figure)
    return None


KIND = record_kind("team size", find)
