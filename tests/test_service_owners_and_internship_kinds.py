"""Everyday filters asked in the words recruiters use, and CV shapes that hid a fact: reviewing
asked beside a committee ("a reviewer or PC member", "帮会议审过稿"), a company named by what it
owns ("the company behind tiktok"), a kind of company for internships ("a quant shop", "国内头部
互联网公司", "full-time jobs don't count"), a conference talk that is no job, a venue by its full
name ("神经信息处理系统大会"), years with internships and school set aside ("实习读书不算"), a
period said loosely ("sometime in 2019"), a degree left without completing it (on the line under
it), two titles under one header whose later one says when it began ("验证经理（2022年7月起）；高级
验证工程师"), a dated table row the PDF layout ran into its first sentence, and a Latin title
word against Chinese ("iOS开发工程师"). People are fictional; companies and schools are real ones
the catalogs know."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from bot.answer.engine import AnswerEngine
from ingest.models import TextLine
from ingest.parsers import parse_file
from ingest.parsers.wrapping import unwrap
from ingest.profile import extract_profile
from ingest.sections import split_sections
from tests.conftest import answered_names, module_engine
from tests.test_question_reading import read

CVS = {
    "ines_wahlberg.md": """# Ines Wahlberg

ines.wahlberg@example.com

## Experience

Research Scientist, TikTok, London — Sep 2020 – Present
- Ranking models for the For You feed.

ML Engineer, Lumen Labs, Stockholm — Jan 2017 – Aug 2018
- Joined the early-stage startup as its fourth engineer.

Quantitative Research Intern, G-Research, London — Jun 2019 – Sep 2019
- Signal research in Python.

## Education

2015 – 2016 Doctoral studies in Statistics, Uppsala University
Left the programme after one year without completing the degree, to join industry.
2013 – 2015 M.Sc. Statistics, KTH Royal Institute of Technology

## Service

- Reviewer: NeurIPS 2024, ICML 2025

## Publications

- I. Wahlberg, A. Berg. Sparse ranking at scale. NeurIPS 2023 (main conference).
""",
    "tang_xiaoyu.md": """# 唐晓宇

tangxiaoyu@example.cn

## 工作经历

**中科寒武纪科技股份有限公司** 2016.04 – 至今
验证经理（2022年7月起）；高级验证工程师
- 带领 6 人验证团队负责 NPU 子系统的 UVM 验证。

**滴滴出行** 2014.07 – 2016.03
高级iOS开发工程师
- 乘客端 iOS 开发。

## 实习经历

2013.07 - 2013.09　腾讯　后台开发实习生

## 其他

- 2023 年 NVIDIA GTC 大会 分会场报告：《仿真上云实践》
- EMNLP 2024 审稿人

## 教育经历

2010.09 - 2014.06　西安电子科技大学　本科
""",
    "owen_frayne.md": """# Owen Frayne

owen.frayne@example.com

## Experience

Backend Engineer, Huawei Technologies, Dublin — Jul 2017 – Dec 2018
- Core network services in C++.

Senior Engineer, Spotify, Stockholm — Jan 2019 – Present
- Worked on playlist infrastructure. Ran the team's hiring.
- Volunteer mentor at a startup accelerator.
- Built early-stage prototypes of the playlist ranker.
- 参与季度架构评审与上线评审。

## Summary

Two years at Huawei building network software, from 2019 on at Spotify on playlists.
""",
    "maja_lindholm.md": """# Maja Lindholm

maja.lindholm@example.com

## Experience

Senior Technical Program Manager, Amazon Web Services (AWS), Dublin.
Mar 2019 – Present
- People manager for a team of four TPMs (direct reports).

Technical Program Manager, Infrastructure, Spotify, Stockholm.
Aug 2012 – Feb 2019
- Ran the data-center exit.

Software Engineer, Ericsson, Kista.
Jul 2010 – Jul 2012
- Erlang components for the packet core.

Software Engineering Intern, Ericsson, Kista.
Jun 2009 – Aug 2009
- Test tooling.

## Education

Global Executive MBA (not completed, withdrew after year one), INSEAD, Fontainebleau.
2020 – 2021
MSc Computer Science, KTH Royal Institute of Technology, Stockholm.
2008 – 2010
""",
}
PEOPLE = {"Ines Wahlberg", "唐晓宇", "Owen Frayne", "Maja Lindholm"}
engine = module_engine(CVS, "service-owners", date(2026, 11, 25))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # reviewing, or a committee: either is service
        (
            "Which candidates have served as a reviewer or programme committee member for a "
            "conference or journal?",
            {"Ines Wahlberg", "唐晓宇"},
        ),
        ("anyone done peer review for conferences", {"Ines Wahlberg", "唐晓宇"}),
        ("谁帮会议审过稿", {"Ines Wahlberg", "唐晓宇"}),
        # the owner of the company named
        ("anyone been at the company behind tiktok", {"Ines Wahlberg"}),
        # internships at a kind of company
        ("anyone interned at a quant shop", {"Ines Wahlberg"}),
        ("有在量化交易公司实习过的吗", {"Ines Wahlberg"}),
        ("anyone interned at one of the chinese big tech cos", {"唐晓宇"}),
        ("哪些候选人有过国内头部互联网公司的实习经历？全职经历不算。", {"唐晓宇"}),
        # a conference talk is no job there
        ("Which candidates have worked at NVIDIA?", set()),
        ("有老黄家出来的吗", set()),
        # a venue by its full name
        ("有在神经信息处理系统大会主会发过文章的吗", {"Ines Wahlberg"}),
        # years, internships and school set aside
        ("工作十年以上的有谁 实习读书不算", {"唐晓宇", "Maja Lindholm"}),
        (
            "who's got a decade+ of full time work, internships and school don't count",
            {"唐晓宇", "Maja Lindholm"},
        ),
        # a period said loosely; a summary's other clause dates another employer
        ("who was at huawei sometime in 2019?", set()),
        ("who was at huawei sometime in 2017?", {"Owen Frayne"}),
        # a PhD left without completing it is neither held nor being studied for
        ("Which candidates hold a PhD or are currently enrolled in a PhD programme?", set()),
        # a Latin title word against Chinese
        ("1年以上iOS开发经验的 实习不算", {"唐晓宇"}),
        # a field of work by its abbreviation; a move between fields
        ("做 TPM 超过8年的", {"Maja Lindholm"}),
        ("who moved from engineering into program mgmt", {"Maja Lindholm"}),
        # people management said as direct reports
        ("who manages people right now, like actual direct reports", {"Maja Lindholm", "唐晓宇"}),
        # an MBA left unfinished is no MBA; a degree line next to it is not one
        ("who has an MBA", set()),
        # half a year: the months, not the whole year
        ("2020年上半年有全职工作的 实习不算", {"唐晓宇", "Maja Lindholm", "Owen Frayne"}),
        # an internship, then full-time at the same company
        ("有没有在同一家公司先实习后来又全职回去的", {"Maja Lindholm"}),
        # an employer its CV calls a startup; mentoring startups is no work there
        ("anyone w early-stage company experience", {"Ines Wahlberg"}),
        ("有创业公司背景的吗", {"Ines Wahlberg"}),
        # levels listed only to say any will do
        ("哪些候选人曾就读于KTH？本科或研究生均可。", {"Ines Wahlberg", "Maja Lindholm"}),
    ],
)
def test_an_everyday_filter_in_recruiters_words_names_who_meets_it(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_later_title_with_its_start_leaves_the_earlier_one_the_headers_dates(
    tmp_path: Path,
) -> None:
    path = tmp_path / "tang_xiaoyu.md"
    path.write_text(CVS["tang_xiaoyu.md"], encoding="utf-8")
    cv = parse_file(path, 1_000_000)
    jobs = extract_profile(cv, split_sections(cv), None).employment
    steps = {(j.role, j.start, j.end) for j in jobs if j.employer.startswith("中科寒武纪")}
    assert steps == {("验证经理", "2022-07", None), ("高级验证工程师", "2016-04", "2022-06")}


def test_a_degree_left_unfinished_on_the_line_under_it_is_unfinished(tmp_path: Path) -> None:
    path = tmp_path / "ines_wahlberg.md"
    path.write_text(CVS["ines_wahlberg.md"], encoding="utf-8")
    cv = parse_file(path, 1_000_000)
    education = extract_profile(cv, split_sections(cv), None).education
    assert {e.school: e.unfinished for e in education} == {
        "Uppsala University": True,
        "KTH Royal Institute of Technology": False,
    }


def test_a_dated_row_is_not_run_into_the_sentence_under_it() -> None:
    gap = " " * 12
    wide = f"2023 年 3 月 - 至今{gap}华为数字能源技术有限公司{gap}高级硬件工程师（智能光伏产品线）"
    texts = [
        "工作经历",
        wide,
        "负责 150kW 组串式光伏逆变器主功率电路设计，采用 SiC MOSFET 三电平拓扑，"
        "整机效率提升至 99.0%；主",
        "导 EMC 整改与热仿真及样机验证。",
        f"2020 年 7 月 - 2023 年 2 月{gap}阳光电源股份有限公司{gap}硬件工程师（储能事业部）",
        "负责 1500V 储能变流器（PCS）驱动电路与辅助电源设计；完成 IGBT 模块选型、双脉冲测试。",
    ]
    lines = [TextLine(text=t, page=1) for t in texts]
    assert [x.text for x in unwrap(lines)][1] == wide


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        ("本科是985的有哪些 研究生985的不算", "(bachelor_tier=985)"),
        ("19年在华为待过的有谁", None),
        ("2020年上半年有全职工作的 实习不算", "(worked_in_half=2020H1 or taught_in_half=2020H1)"),
        ("someone who switched from data analytics into product mgmt",
         "(role_moves=data-analyst_to_product-manager)"),
        ("anyone interned at a quant shop", "(intern_industry=quant)"),
        ("985 masters + currently at an autonomous driving co",
         "(master_tier=985) and (current_industry=autonomous_driving)"),
    ],
)  # fmt: skip
def test_a_filter_said_loosely_reads_into_the_filter_language(
    question: str, expression: str | None
) -> None:
    c = read(question)
    assert (c.record.expression or None, c.topic_terms) == (expression, []), question
    if "19年" in question:
        assert c.period == (2019, 2019) and c.employers == {"huawei"}


def test_an_accent_a_pdf_set_apart_goes_back_on_its_letter() -> None:
    from ingest.normalize import normalize_chars

    assert normalize_chars("Ume \u030aa University, Ume \u030aa.") == "Umeå University, Umeå."
    assert normalize_chars("Pe\u0301rez") == "Pérez"


def test_a_doctorate_left_after_the_qualifying_exams_is_unfinished() -> None:
    from ingest.language import NOT_COMPLETED

    line = "PhD program, 2015 – 2017 (left after the qualifying exams; no degree)"
    assert NOT_COMPLETED.search(line)
    assert not NOT_COMPLETED.search("PhD in Statistics, Columbia University, 2015 – 2020")


def test_a_name_after_the_word_resume_in_the_last_line_names_the_owner(tmp_path: Path) -> None:
    path = tmp_path / "cv_verification_2026.txt"
    path.write_text(
        "个人简历\n\n手机：135-0000-7788\n邮箱：haomc_dv@126.com\n\n工作经历\n\n"
        "2019.07 - 至今　紫光展锐　验证工程师\n- 负责 SoC 验证。\n\n"
        "--------------------------------\n简历更新于 2026 年 9 月 · 郝明川\n",
        encoding="utf-8",
    )
    cv = parse_file(path, 1_000_000)
    assert extract_profile(cv, split_sections(cv), None).names[0] == "郝明川"
