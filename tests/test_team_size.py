"""How many people a CV says its owner led or managed: read from the lines of its experience
and profile sections, in English and Chinese, stored on the record with the line that says
it, and filtered on (`team_size>=10`). Lines about projects, budgets or users give none."""

from __future__ import annotations

import pytest

from ingest.language import team_size_in


@pytest.mark.parametrize(
    ("line", "size"),
    [
        ("Managed a team of 12 engineers", 12),
        ("Led 100+ people across three sites", 100),
        ("Grew the team from 3 to 15", 15),
        ("8 direct reports", 8),
        ("Managed a 12-person team", 12),
        ("Head of a 25-person design team", 25),
        ("Managed the data team of seven analysts", 7),
        ("Led an engineering org of 60+", 60),
        ("带领20余人的研发团队", 20),
        ("管理 100 多人", 100),
        ("团队规模：30人", 30),
        ("带领一支 8 人团队完成交付", 8),
        ("管理研发团队共 45 人", 45),
        # a kitchen's brigade, a site's crew: the place run, then its team
        ("Ran the all-day-dining kitchen with a brigade of 24 cooks and stewards", 24),
        ("Led a 14-cook brigade at a hotel", 14),
        ("Ran the night shift with a crew of 9", 9),
        # a team told as its kinds of people, each counted: they add up
        ("Manage 3 revenue managers and 2 analysts", 5),
        ("managed two designers, three engineers and a PM", 5),
        ("管理3名收益经理和2名分析师", 5),
        ("Managed 5 projects and 3 engineers", None),
        ("Managed 5 projects", None),
        ("managed $5M budget", None),
        ("Led the migration of 3 services", None),
        ("managed 10 million users", None),
        ("负责5个项目", None),
        ("带领团队完成 3 个项目", None),
        ("leading 2 squads", None),
    ],
)
def test_a_line_says_how_many_people_its_owner_led(line: str, size: int | None) -> None:
    assert team_size_in(line) == size
