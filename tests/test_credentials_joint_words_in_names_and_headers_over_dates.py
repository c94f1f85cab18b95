"""Actuaries' credentials asked by name or in words ("any FSAs?", "北美精算师") met only by a
line that states that one (an FIA is no FSA); a company whose name holds a word of
partnership ("联合利华", "美国联合航空") is still an employer; a header of fields right above
dates that have no header below ("Engagement Manager, McKinsey & Company, Munich." / "Jul 2018
– Mar 2021"); "本人" in an author list and "（本人为第一作者）"; and question words: "econ phds",
"ex-goldman bankers", "slb", "中交系", "宁王", a biotech internship, A/B tests run at work."""

from ingest.author_lists import author_position
from tests.conftest import answered_names, lines_profile, module_engine, read_question

_ACTUARY = """Rhodri Penhallow
r.penhallow@example.com
Experience
Senior Pricing Actuary, Northgate Mutual, London | Sep 2018 – Present
Designed and analysed A/B tests of renewal discounts on the direct channel.
Qualifications
2016 Fellow of the Institute and Faculty of Actuaries (FIA)
"""
_MARKETER = """卫小棠
工作经历
联合利华(中国)有限公司 上海 2019.07 – 2019.09
市场部实习生(暑期实习)
• 协助品牌经理整理周报
"""
_PHARMACIST = """个人简历
联系方式：139-0000-1111    zhanxiaoyu.rx@example.com
工作经历
2015年7月 - 至今    华西协和医院  药剂科  临床药师
论文
1. 本人, 刘芸, 何建. 华法林给药的效果[J]. 中国医院药学杂志, 2021, 41(8): 812-816.（本人为第一作者）
"""

engine = module_engine(
    {
        "rhodri_penhallow.txt": _ACTUARY,
        "卫小棠_简历.txt": _MARKETER,
        "zhan_xiaoyu.txt": _PHARMACIST,
    },
    "credentials_joint_words",
)
PEOPLE = {"Rhodri Penhallow", "卫小棠", "Zhan Xiaoyu"}


def test_an_actuarys_credential_is_met_only_by_that_credential(engine) -> None:
    assert read_question("any FSAs? the north american fellowship I mean").certification_names == [
        "FSA"
    ]
    assert read_question("有北美精算师吗").certification_names == ["FSA"]
    for q in ("Which candidates are Fellows of the Society of Actuaries (FSA)?", "有北美精算师吗"):
        assert answered_names(engine, q, PEOPLE) == set(), q
    assert answered_names(engine, "any FIAs?", PEOPLE) == {"Rhodri Penhallow"}


def test_a_company_named_with_a_word_of_partnership_is_an_employer(engine) -> None:
    assert answered_names(engine, "who worked at Unilever", PEOPLE) == {"卫小棠"}
    assert answered_names(engine, "联合利华实习过的", PEOPLE) == {"卫小棠"}


def test_a_header_of_fields_right_above_its_dates_heads_the_entry() -> None:
    profile = lines_profile([
        "Ilse Dorrington",
        "Experience",
        "Chief Operating Officer, Sunhaven GmbH, Berlin. Jan 2023 – Present",
        "Member of the executive team of a residential solar start-up; responsible for "
        "installation, logistics, procurement and customer service with 9 direct reports.",
        "Engagement Manager, McKinsey & Company, Munich.",
        "Jul 2018 – Mar 2021",
        "Led teams of 3–6 consultants in the Operations Practice. Clients included two carmakers "
        "and typical topics were procurement cost reduction and lean manufacturing.",
        "Business Analyst, McKinsey & Company, Düsseldorf.",
        "Sep 2012 – Jul 2015",
        "Generalist analyst; nine engagements across retail, chemicals and the public sector, from "
        "market sizing to post-merger integration plans.",
    ])  # fmt: skip
    jobs = [(p.employer, p.role, p.start, p.end) for p in profile.employment]
    assert ("McKinsey & Company", "Engagement Manager", "2018-07", "2021-03") in jobs
    assert ("McKinsey & Company", "Business Analyst", "2012-09", "2015-07") in jobs


def test_oneself_in_an_author_list(engine) -> None:
    assert author_position("1. 本人, 刘芸, 何建. 华法林[J]. 中国药学杂志, 2021.", []) == 1
    assert author_position("2. 陈思, 本人, 王敏. 肾功能不全[J]. 中国药房, 2019.", []) == 2
    assert author_position("某论文[J]. 中国药房, 2019.（本人为第一作者）", []) == 1
    assert answered_names(engine, "有一作论文的吗", PEOPLE) == {"Zhan Xiaoyu"}


def test_question_words_for_fields_staff_nicknames_and_work() -> None:
    econ = read_question("any econ phds?")
    assert econ.degree == "PhD" and econ.record.clauses == ["degree_field=field-econ"]
    assert read_question("ex-goldman bankers?").topic == ""
    assert read_question("anyone interned at slb").employers == {"slb"}
    assert read_question("有没有中交系出来的 子公司实习也算").employers == {"cccc"}
    catl = read_question("20年那会儿在宁王干过的有谁")
    assert catl.employers == {"catl"} and catl.period == (2020, 2020)
    biotech = read_question("哪些候选人有医药或生物技术企业的实习经历？")
    assert biotech.record.clauses == ["intern_industry=healthcare or intern_industry=pharma"]
    ab = read_question("Which candidates have designed or run A/B tests as part of their job?")
    assert ab.skill_at_work and ab.concepts == ["ab-testing"] and "designed" not in ab.topic


def test_years_in_procurement() -> None:
    from ingest.language import role_families

    assert role_families("高级采购经理（电子件品类）") == ["procurement"]
    asked = read_question("need someone with 10+ yrs in procurement / purchasing")
    assert asked.record.clauses == ["years_with_procurement>=10"] and asked.topic == ""
    assert read_question("5 years in china").record.clauses == []
