"""A fleet operations title (车队运营) is a job, not a student racing team; "下设 6 名主管" is a
team the holder leads; "2020年还是学生的" asks who studied in 2020; "pen testers" are a
security role; a studio a group bought is the group's."""

from __future__ import annotations

from datetime import date

from bot.answer.requirements import read_record_ask
from tests.conftest import answered_names, lines_profile, module_engine

ASKED = date(2026, 12, 1)

_FLEET = """鲍启川
上海 | baoqichuan@example.cn

【工作经历】

2021.02 - 至今　青桔单车（上海）　两轮车队运营经理
  - 负责 3 个区共享单车的投放与调度，下设 5 名主管、约 30 名运维人员。

2016.03 - 2021.01　上海某物流有限公司　调度专员
  - 干线车辆排班。

【教育背景】

2012.09 - 2016.06　上海海事大学　物流管理　管理学学士
"""

_STUDIO = """Rhoswen Tattersall
rtattersall@example.org

Experience
Sumo Digital, Sheffield — Producer, 03/2019 – 07/2023
Keywords Studios, Leamington — Associate Producer, 2016 – 2019

Education
University of Sheffield — BA (Hons) English, 2013 – 2016
"""

_PHD = """Tarik Oyelaran
toyelaran@example.org

Experience
Research Scientist, Element Forge, 2022 – present

Education
PhD in Computer Science, University of Alberta, 2017 – 2022
"""

PEOPLE = {"鲍启川", "Rhoswen Tattersall", "Tarik Oyelaran"}
engine = module_engine(
    {"鲍启川_简历.txt": _FLEET, "rhoswen.txt": _STUDIO, "tarik.txt": _PHD}, "fleet", ASKED
)


def test_a_fleet_operations_title_is_a_job_not_a_racing_team() -> None:
    profile = lines_profile(["鲍启川", "工作经历", "2019.05 - 2023.01　美团　车队运营主管"])
    assert [(e.employer, e.role) for e in profile.employment] == [("美团", "车队运营主管")]


def test_people_under_the_holder_count_as_a_team_led(engine: object) -> None:
    assert answered_names(engine, "who manages a team of 5+ people right now", PEOPLE) == {"鲍启川"}


def test_still_a_student_in_a_year_asks_who_studied_then(engine: object) -> None:
    assert read_record_ask("2020年还是学生的").clauses == ["studying_in=2020"]
    assert answered_names(engine, "2020年还是学生的", PEOPLE) == {"Tarik Oyelaran"}


def test_pen_testers_are_a_security_role() -> None:
    assert read_record_ask("pen testers w 5+ yrs").clauses == ["years_as_security>=5"]


def test_a_studio_the_group_bought_is_at_the_group(engine: object) -> None:
    asked = "anyone from a tencent owned studio"
    assert answered_names(engine, asked, PEOPLE) == {"Rhoswen Tattersall"}
