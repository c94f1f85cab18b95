"""An author printed by the initials of all given names around a surname ("M. K. H. Teo" for
Marcus Teo Kian Hong) is the owner, and a heading's underline run into a citation is no author;
"EV battery manufacturer" is a battery maker; an internship listed under "Other Experience" at a
company the catalog knows is a position (a volunteer post or a course's TA there is none)."""

from __future__ import annotations

from datetime import date

from ingest.author_lists import author_position, name_variants
from tests.conftest import answered_names, lines_profile, module_engine

ASKED = date(2026, 12, 1)


def test_initials_of_every_given_name_around_the_surname_name_the_owner() -> None:
    names = name_variants(["Darius Teo Wei Ming"])
    line = "• D. W. M. Teo, W. Lim and I.-M. Chen, “Soft grippers for fruit,” in Proc. ICRA, 2012."
    assert author_position(line, names) == 1
    assert (
        author_position("• W. Lim, D. W. M. Teo, “Stereo counting,” ICRA 2011 Workshop.", names)
        == 2
    )


def test_a_headings_underline_before_a_citation_is_no_first_author() -> None:
    names = name_variants(["Qiuyu Fang"])
    line = '------------ R. Lin, Q. Fang, H. Gao. "Lane-change planning." ICRA 2019, Montreal.'
    assert author_position(line, names) == 2


def test_an_internship_under_other_experience_is_a_position() -> None:
    profile = lines_profile(
        [
            "Xia Roe",
            "Current Position",
            "since 09/2023 Economist, Asian Development Bank, Manila",
            "Other Experience",
            "Summer 2019 Research Intern, Ping An Securities, Research Institute, Shenzhen",
            "2019–2021 Teaching Fellow, Boston University, EC 101",
            "2018 Volunteer, Red Cross, Boston",
        ]
    )
    employers = [e.employer for e in profile.employment]
    assert employers == ["Asian Development Bank", "Ping An Securities"]


_CELLS = """# 庞思岚

邮箱：pangsilan@example.cn

## 工作经历

2022.06 - 至今　中创新航科技集团股份有限公司（CALB）　高级工艺工程师
"""

PEOPLE = {"庞思岚"}
engine = module_engine({"庞思岚.md": _CELLS}, "cells", ASKED)


def test_an_ev_battery_manufacturer_is_a_battery_maker(engine: object) -> None:
    asked = "who currently works at an electric-vehicle maker or an EV battery manufacturer?"
    assert answered_names(engine, asked, PEOPLE) == {"庞思岚"}
