"""Classes found by stop 47's second blind round, each pinned on fictional lines: working for
oneself (a freelance title under another employer's, "自由职业 … （独立接单）", asked "right
now"), contract work as years of work, surnames read as names are ("曾", "覃"), an exchange
semester below a degree, a project's sub-heading inside a job ("▸ 项目：…"), a known company's
region, a clause of work done for a client in a table row, a heading OCR glued to an e-mail
address, legal titles, and a unit's research institute that is no study abroad."""

from __future__ import annotations

from datetime import date

from ingest.figures import experience_years
from ingest.names import romanize
from ingest.parsers.side_headings import headings_apart
from ingest.record import Position, org_catalog, position_of
from ingest.record_models import CandidateRecord
from tests.conftest import lines_profile, read_question


def test_a_freelance_title_is_its_owners_own_business() -> None:
    english = lines_profile(
        ["Jun Q", "Experience", "Harbourline Insurance Co., Shenzhen",
         "Senior Flutter Engineer, Jan 2023 – Present", "• Claims app.",
         "Freelance Flutter developer, Aug 2018 – Mar 2020", "• Apps for small clinics."]
    )  # fmt: skip
    assert [(e.employer, e.role) for e in english.employment] == [
        ("Harbourline Insurance Co.", "Senior Flutter Engineer"),
        ("Self-employed", "Freelance Flutter developer"),
    ]
    chinese = lines_profile(
        ["覃某", "工作经历", "2018.08 – 至今　自由职业 Flutter 开发者（独立接单）",
         "  - 交付 6 个 App。"]
    )  # fmt: skip
    positions = [position_of(e, org_catalog()) for e in chinese.employment]
    assert [(p.organisation, p.kind, p.ongoing) for p in positions] == [
        ("自由职业", "freelance", True)
    ]
    assert read_question("who's freelancing right now").record.clauses == ["current_kind=freelance"]
    assert read_question("现在谁是自己单干接活的").record.clauses == ["current_kind=freelance"]
    assert read_question("anyone ever done freelance work").record.clauses == ["kind=freelance"]


def test_contract_work_counts_as_years_of_work() -> None:
    record = CandidateRecord(
        id="c1", name="花某",
        positions=[
            Position(organisation="某平台", start="2022-06", ongoing=True, kind="full-time"),
            Position(organisation="某外包公司", start="2020-07", end="2022-05", kind="contract"),
        ],
    )  # fmt: skip
    assert experience_years(record, date(2026, 11, 27)).value == 6.3


def test_surnames_are_read_as_names_are() -> None:
    assert romanize("曾小川") == "Xiaochuan Zeng"
    assert romanize("覃嘉木") == "Jiamu Qin"
    assert romanize("单一帆") == "Yifan Shan"


def test_an_exchange_semester_below_a_degree_leaves_the_degree() -> None:
    profile = lines_profile(
        ["Sas V", "Education", "Harwell University | Shanghai", "B.A. in Economics | 2014 – 2018",
         "Exchange semester at Lumiere Institute, spring 2017.", "Skills", "Excel"]
    )  # fmt: skip
    assert [(e.school, e.degree) for e in profile.education] == [("Harwell University", "Bachelor")]


def test_a_project_sub_heading_and_a_companys_region_inside_jobs() -> None:
    profile = lines_profile(
        ["饶某", "工作经历", "某某移动通信有限公司・影像研发中心 2023.07 –至今",
         "高级 ISP 调校工程师",
         "▸ 项目:X100 系列主摄夜景调校", "• 负责主摄调校。",
         "某某移动通信有限公司・影像研发中心 2021.03 –2023.06", "ISP 调校工程师",
         "▸ 项目:S 系列人像模式调校", "• 完成调校。",
         "2015.07-2018.05 永辉超市北京大区 采购专员(生鲜部)", "·门店蔬果采购。"]
    )  # fmt: skip
    assert [(e.role, e.start) for e in profile.employment] == [
        ("高级 ISP 调校工程师", "2023-07"),
        ("ISP 调校工程师", "2021-03"),
        ("采购专员(生鲜部)", "2015-07"),
    ]
    assert profile.employment[-1].org_id == "yonghui"


def test_work_done_for_a_client_in_a_table_row_names_no_employer() -> None:
    profile = lines_profile(
        ["禄某", "工作经历", "时间 单位 职位 主要工作",
         "2020.06–2023.03 | 北京某某微电子有限公司 | 高级设计工程师",
         "TDDI 芯片数字前端设计,完成 2 颗芯片量产;为索尼(Sony)某型号面板客户提供 DDIC 技术支持"]
    )  # fmt: skip
    assert [e.employer for e in profile.employment] == ["北京某某微电子有限公司"]


def test_a_heading_glued_to_an_email_address_is_a_heading() -> None:
    assert headings_apart(["创始人 杭州 158 0000 0000 founder@example-ebike.cn创业经历"]) == [
        "创始人 杭州 158 0000 0000 founder@example-ebike.cn",
        "创业经历",
    ]


def test_legal_titles_and_a_research_institute_abroad_asked() -> None:
    assert read_question("律师助理做了5年以上的").record.clauses == ["years_as_legal>=5"]
    hua = read_question("2019 年期间在华为（含海思及华为海外研究所）工作或实习过的候选人有哪些？")
    assert hua.employers == {"huawei"} and not hua.record.clauses
    assert read_question("国内本科 然后出国读研的").record.clauses == [
        "bachelor_studied_in=cn", "master_studied_in=abroad"
    ]  # fmt: skip
