"""A later title an entry's header names without a date takes its start from the entry's own
lines; a Chinese prose header's employer and title are read without the words around them;
a list of achievements after the last job is said of the job each bullet names."""

from tests.conftest import lines_profile


def _jobs(lines: list[str]) -> list[tuple[str | None, str | None, str | None, str | None]]:
    profile = lines_profile(lines)
    return sorted((p.employer, p.role, p.start, p.end) for p in profile.employment)


def test_a_later_title_dated_in_a_bullet_splits_the_entry() -> None:
    jobs = _jobs([
        "Marisol Quenby",
        "Experience",
        "11/2022 – 10/2026",
        "Payroll Analyst, later Senior Payroll Analyst, Brackwell Foods plc, Leeds",
        "• Senior Payroll Analyst, UK payroll since 03/2024; line manager of two clerks.",
        "• Payroll Analyst 11/2022 – 02/2024: year-end returns.",
    ])  # fmt: skip
    assert [(r, a, b) for _, r, a, b in jobs] == [
        ("Payroll Analyst", "2022-11", "2024-02"),
        ("Senior Payroll Analyst", "2024-03", "2026-10"),
    ]


def test_two_titles_with_an_arrow_take_the_date_a_bullet_gives_the_second() -> None:
    jobs = _jobs([
        "闻晏清",
        "工作经历",
        "某某隧道工程有限公司 | 助理工程师 → 结构工程师 | 2014.07–2019.06",
        "• 参与地铁区间施工。",
        "• 2016 年起任结构工程师,负责车站基坑降水设计。",
    ])  # fmt: skip
    assert [(r, a, b) for _, r, a, b in jobs] == [
        ("助理工程师", "2014-07", "2015-12"),
        ("结构工程师", "2016", "2019-06"),
    ]


def test_a_chinese_prose_header_gives_the_place_and_title_without_its_verbs() -> None:
    jobs = _jobs([
        "闻晏清",
        "工作经历",
        "2022 年 4 月至今,我在某某汽车有限公司采购管理处工作,入职时任供应链分析师,",
        "2024 年 1 月晋升为高级供应链分析师。主要负责需求预测与安全库存测算。",
    ])  # fmt: skip
    assert jobs == [
        ("某某汽车有限公司采购管理处", "供应链分析师", "2022-04", "2023-12"),
        ("某某汽车有限公司采购管理处", "高级供应链分析师", "2024-01", None),
    ]


def test_an_achievement_that_names_its_employer_is_said_of_that_job() -> None:
    profile = lines_profile([
        "闻晏清",
        "工作经历",
        "2023年3月 - 至今",
        "宝洁(中国)有限公司",
        "品牌经理",
        "2015年6月 - 2015年9月",
        "欧莱雅(中国)有限公司",
        "暑期实习生",
        "主要业绩",
        "• 宝洁:负责两条核心产品线的品牌规划,带领 3 人品牌团队(2 名品牌专员、1 名管培生)。",
        "• 欧莱雅实习:协助完成竞品价格监测。",
    ])  # fmt: skip
    led = {p.role: p.leads_team for p in profile.employment}
    assert led == {"品牌经理": True, "暑期实习生": False}


def test_an_internship_during_study_is_a_job_and_no_degree() -> None:
    profile = lines_profile([
        "闻晏清",
        "工作经历",
        "研究生在读期间,于 2019 年 6 月至 2019 年 9 月在上海某某汽车有限公司物流规划部实习,"
        "协助完成入厂物流的仿真分析。",
        "教育背景",
        "2017 年 9 月 – 2020 年 6 月 同济大学 管理科学与工程 硕士",
    ])  # fmt: skip
    assert [(e.school, e.ongoing) for e in profile.education] == [("同济大学", False)]
    assert [(p.start, p.end, p.ongoing) for p in profile.employment] == [
        ("2019-06", "2019-09", False)
    ]


def test_a_group_managed_with_its_headcount_leads_a_team() -> None:
    from ingest.language.seniority import LEADS_TEAM, team_size_in

    line = "• 码头堆场软基处理项目技术负责人,管理岩土技术组 6 人,负责方案设计。"
    assert LEADS_TEAM.search(line) and team_size_in(line) == 6
