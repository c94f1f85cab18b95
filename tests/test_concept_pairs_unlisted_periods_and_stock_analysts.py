"""Answers a recruiter would expect: a topic made of two concepts ("electrical work on wind
turbines") is met where both are, in either language; a place the catalog does not know,
asked with a year ("who was at <Firm> in 2016"), is met by the record's dates there, not by
a date line near its name; "equity research 8+ yrs" counts a stock analyst's years (a rank
whose header names the function, "Vice President, Equity Research", included); a payments
company is a tech company; "2021年有正式工作的" is a period and "shipped work in X" asks for X
used at work. People and firms are fictional, except the catalog's."""

from __future__ import annotations

from datetime import date

from ingest.language import entry_families
from tests.conftest import answered_names, module_engine
from tests.test_question_reading import read

ASKED = date(2026, 11, 27)

CVS: dict[str, str | bytes] = {
    "zhao_lanxi.txt": """赵岚溪
风电机组电气系统工程师 | zhao.lanxi@example.com

工作经历
远景能源有限公司(风机产品线)  2022.04 – 至今
电气系统主任工程师
- 负责 6MW 风机变流器与主控电气系统设计, 带 5 人电气小组。
远航电网设备有限公司  2019.07 – 2022.03
电气工程师
- 变电站二次电气设计。

教育背景
华北电力大学 电气工程及其自动化 本科 2015.09 – 2019.06
""",
    "pim_achterberg.txt": """Pim Achterberg
pim.achterberg@example.com

Experience
Blade Structures Engineer, Noordzee Wind Power, Rotterdam      2018.03 – Present
- Fatigue analysis of composite wind turbine blades and tower loads.

Education
2012 – 2017 MSc Aerospace Engineering, TU Delft
""",
    "orla_fennick.txt": """Orla Fennick
Lead Counsel

Experience
In-house
Jun 2023 – Present
Lead Counsel, Commercial, EMEA, Quillfeather Payments, Dublin
Promoted from Senior Legal Counsel. Line-manage a team of three lawyers.
Private practice
Sep 2014 – Jan 2021
Associate, Corporate M&A, Harcourt Lyle, Dublin
Acted on the restructuring of holding entities; due diligence lead.
Sep 2012 – Aug 2014
Trainee Solicitor, Harcourt Lyle, Dublin
Seats in Corporate, Banking and Litigation.

Education
2008 – 2012 LLB (Law), Trinity College Dublin, Dublin
""",
    "rohan_iyer.txt": """Rohan Iyer
Equity Research | Technology Hardware

Experience
Eastgate Securities Asia Limited | Hong Kong
Vice President, Equity Research | Jan 2021 – Present
Lead analyst support for semiconductor coverage; manage two associates.
Harbourline Capital Markets Limited | Hong Kong
Research Analyst, Asia Technology Hardware | Aug 2017 – Dec 2020
Covered memory and display supply chain.
Northbay Instruments | Bengaluru
Design Engineer, Analog Power Products | Jul 2014 – Jun 2016
Designed LDO regulator blocks.

Education
2010 – 2014 BTech Electrical Engineering, Indian Institute of Technology Madras
""",
}

engine = module_engine(CVS, "concept-pairs", ASKED)
PEOPLE = {"赵岚溪", "Pim Achterberg", "Orla Fennick", "Rohan Iyer"}


def test_a_topic_of_two_concepts_needs_both(engine) -> None:
    assert answered_names(engine, "anyone done electrical work on wind turbines", PEOPLE) == {
        "赵岚溪"
    }


def test_an_unlisted_place_in_a_year_is_met_by_the_record_dates(engine) -> None:
    assert answered_names(engine, "who was at Harcourt Lyle in 2016", PEOPLE) == {"Orla Fennick"}
    assert answered_names(engine, "who was at Harcourt Lyle in 2022", PEOPLE) == set()


def test_a_payments_company_is_a_tech_company(engine) -> None:
    assert answered_names(engine, "who's in-house counsel at a tech co right now", PEOPLE) == {
        "Orla Fennick"
    }


def test_equity_research_years_count_a_stock_analysts_positions(engine) -> None:
    assert "years_as_equity-research>=8" in read("equity research 8+ yrs").record.expression
    assert answered_names(engine, "equity research 8+ yrs", PEOPLE) == {"Rohan Iyer"}
    assert answered_names(engine, "equity research 10+ yrs", PEOPLE) == set()


def test_a_rank_takes_the_function_its_header_names() -> None:
    assert entry_families("Vice President", ["Vice President, Equity Research | 2021"], []) == [
        "equity-research"
    ]
    assert entry_families("Associate", ["Associate, Corporate M&A, Harcourt Lyle"], []) == []


def test_a_year_with_a_formal_job_is_a_period() -> None:
    c = read("2021年有正式工作的 实习不算")
    assert "worked_in=2021" in c.record.expression and not c.topic_terms


def test_shipped_work_in_a_tool_asks_for_it_at_work() -> None:
    c = read("anyone actually shipped work in unreal engine")
    assert c.skills == {"unreal"} and c.skill_at_work and not c.topic_terms
    assert read("anyone shipped rust in production").skill_at_work


def test_renewables_and_consumer_lenders_by_name() -> None:
    assert read("goldwind alumni?").employers == {"goldwind"}
    assert read("有人在捷信干过吗").employers == {"home-credit"}
    assert "industry=renewable_energy" in read("在风电企业干过的").record.expression


def test_a_group_by_its_short_name_and_a_nickname() -> None:
    assert read("有没有平安系出来的 子公司也算").employers == {"ping-an"}
    assert read("有没有迪子出来的").employers == {"byd"}


def test_kinds_of_employer_in_recruiters_words() -> None:
    assert "intern_industry=consulting" in read("谁在管咨公司实过习").record.expression
    saas = read("who's working rn at a company that sells cloud software on subscription")
    assert "current_industry=saas" in saas.record.expression and not saas.topic_terms
    brands = read("who was working for the company behind lancome and maybelline back in 2021")
    assert brands.employers == {"loreal"} and brands.period == (2021, 2021)
    assert read("Which candidates have used Kotlin in a professional role?").skill_at_work


def test_a_tool_used_on_the_job_not_only_listed() -> None:
    c = read("谁上班会自己写sql取数的 光写在技能栏里的不算")
    assert c.skills == {"sql"} and c.skill_at_work


def test_a_list_after_a_place_is_places() -> None:
    c = read("anyone at Sephora, Le Bon Marché or Moët Hennessy?")
    assert c.employers == {"sephora", "le-bon-marche", "moet-hennessy"} and not c.topic_terms


def test_nicknames_and_a_two_digit_year_said_as_a_time() -> None:
    c = read("12年那会儿在小摩的有谁")
    assert c.employers == {"jpmorgan"} and c.period == (2012, 2012) and not c.topic_terms
    assert read("苏黎世理工毕业的有吗").schools == {"eth"}


def test_a_closing_parenthetical_of_what_is_not_counted_asks_no_degree() -> None:
    c = read("工作满5年的有哪些（实习和读博不计）")
    assert c.degree is None and "years>=5" in c.record.expression


def test_server_makers_seed_companies_and_pen_testing() -> None:
    assert "industry=servers" in read("need someone who worked at a server maker").record.expression
    assert "industry=agriculture" in read("anyone from a seed company").record.expression
    assert "security" in read("pen testing experience at a payments co?").concepts


def test_a_person_who_has_run_a_team_led_people() -> None:
    c = read("live commerce ops person who's run a team")
    assert "max_seniority>=lead" in c.record.expression and "live-commerce" in c.concepts


def test_nicknames_of_venues_and_production_at_work() -> None:
    assert read("anyone with a paper at the chip olympics").venues == ["ISSCC"]
    assert read("谁中过芯片奥林匹克").venues == ["ISSCC"]
    c = read("有没有 k8s 真刀真枪上过生产的")
    assert c.skills == {"kubernetes"} and c.skill_at_work


def test_which_degree_is_meant_is_no_topic() -> None:
    c = read("本科是985的有谁 第一学历就看本科")
    assert "bachelor_tier=985" in c.record.expression and not c.topic_terms


def test_an_industry_as_the_place_of_a_job_and_a_domains_years() -> None:
    assert (
        "current_industry=insurance"
        in read("anyone in insurance right now, reinsurers count").record.expression
    )
    assert (
        "industry=telecom"
        in read("anyone with telco operator experience, like at a mobile carrier").record.expression
    )
    assert "years_with_level-design>=5" in read("关卡设计做了5年以上的").record.expression
    assert (
        "industry_years_bike_sharing=2019" in read("2019年在共享单车公司待过的").record.expression
    )
