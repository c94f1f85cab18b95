"""A government body ("某市发展和改革委员会", "某市财政局") is an employer and "科员" a title; a
promotion told in brackets after the title ("FPGA 开发工程师（2023 年晋升为高级 FPGA 工程师）") is
a second title there; a hospital's name and its head nurse's title apart by a wide gap are two
fields; "管理项目部 45 人" and "带领 4–6 人…团队" lead people; "客户端研发部" is no customer; a
tool a line break hyphenated ("Light-" / "GBM"), joined by "+" ("SQL+Tableau") or a suite's
module ("SAP GTS") is read; a date column too narrow for its dates ("Jun" / "2016–Feb" /
"2020") is one date. Questions: carmakers, their Tier 1 suppliers and self-driving companies
are three kinds of employer; online grocers and animal-health companies are kinds too; a sales
role (from a vet into pharma sales, "动保公司销售经验"); "做品牌的" is marketing; "graduated from
a European university" asks a degree completed there; "a full-time job in mainland China during
2019"; "senior in their current job title" and "以前当过的不算" ask the title now; a QE is a
quality engineer; makers named by products or nicknames (地宝, chipzilla, "the sonicare
people"); years "in games" count a game company's years; an EMBA is an MBA. People and
employers are fictional unless the catalogs know them."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from ingest.language import LEADS_TEAM, role_families
from ingest.models import TextLine
from ingest.parsers.wrapping import unwrap
from ingest.skills import SkillCatalog
from tests.conftest import answered_names, lines_profile, module_engine, read_question

CVS = {
    "han_ruoxi.txt": """韩若溪
政策研究员    电话：135-0000-0000    北京

工作经历

青川区域发展研究院      研究员，区域经济研究组                            2021 年 3 月 - 至今
• 牵头撰写年度评估报告
宁波市发展和改革委员会      副主任科员（2017 年起）、科员        2012 年 7 月 - 2021 年 2 月
• 负责改革评估与专项政策起草
嘉兴市财政局      科员                   2010 年 7 月 - 2012 年 6 月
• 负责预算编制

教育背景

中国人民大学    行政管理   本科                                  2006 年 9 月 - 2010 年 6 月
""",
    "ling_yizhou.txt": """凌一舟
FPGA 工程师  lingyizhou@example.com

工作经历

澄海通讯股份有限公司                            2021 年 7 月 – 至今
无线产品部     FPGA 开发工程师（2023 年晋升为高级 FPGA 工程师）
• 负责 5G 基站数字中频模块的 FPGA 设计
微博    客户端研发部（实习）                            2020 年 6 月 – 2020 年 9 月
Android 开发实习生
• 参与私信模块开发

教育背景

电子科技大学                                      2018.09 – 2021.06
电子科学与技术     工学硕士
""",
    "shen_qiaoyun.txt": """沈巧云
护理管理  shenqiaoyun@example.com

工作经历
申江国际医院（Shenjiang International Hospital，私立医院）　外科病房护士长　2020/9-至今
• 全面负责外科病房护理管理，管理 28 名护士。
华亭区中心医院 主管护师 2012/7-2020/8

教育背景
复旦大学 护理学 本科 2008/9-2012/6
""",
    "ottilie_marsh.txt": """Ottilie Marsh
Territory Sales Representative | ottilie.marsh@example.com

Experience
Territory Sales Representative, Zoetis UK, Leeds                       04/2022 - present
Veterinary Surgeon, Brookside Veterinary Practice, York                  09/2015 - 03/2022
- Small-animal surgery; classified imports of medicines in SAP GTS.

Education
2010 - 2015 BVSc, University of Bristol

Skills
SQL+Tableau dashboards for territory planning
""",
    "yara_okafor.txt": """Yara Okafor
Procurement Specialist | yara.okafor@example.com

Experience
05/2020 - present  Procurement Specialist, ZF Group, Friedrichshafen
06/2019 - 09/2019  Purchasing Intern, SAIC Motor, Shanghai

Education
2015 - 2019 BSc Industrial Engineering, Eindhoven University of Technology
2023 - 2024 Executive MBA (part-time), Rotterdam School of Management, discontinued 2024
""",
    "rafael_quimson.json": """{
  "basics": {"name": "Rafael Quimson", "email": "rafael.quimson@example.com",
    "label": "User Acquisition Manager, Mobile Games"},
  "work": [
    {"name": "Level Infinite (Tencent Games)", "position": "Senior User Acquisition Specialist",
     "startDate": "2022-09", "highlights": ["Mobile games marketing across Southeast Asia"]},
    {"name": "Moonton", "position": "Growth Marketing Specialist",
     "startDate": "2019-08", "endDate": "2022-08",
     "highlights": ["Marketing campaigns for a MOBA title"]}
  ],
  "education": [{"institution": "University of the Philippines", "studyType": "BS",
    "area": "Business Administration", "startDate": "2014-06", "endDate": "2018-05"}]
}
""",
    "ines_aldama.md": """# Ines Aldama

ines.aldama@example.com

## Experience

### Heineken N.V. — Global Brand Manager
*03/2022 – today*

### PepsiCo Iberia — Assistant Brand Manager
*09/2018 – 02/2022*

## Education

2012 – 2016 | MBA | Halden Business School
""",
    "zhong_qingyu.txt": """钟晴雨
qingyu.zhong@example.com

工作经历
2021.06 – 至今 叮咚买菜 品类运营经理
- 负责前置仓水果品类的选品与定价
2017.07 – 2021.05 易采超市股份有限公司 采购主管
- 带领 4–6 人采购团队，负责华东区生鲜采购

教育背景
2013.09 – 2017.06 南京农业大学 食品科学 本科
""",
}
PEOPLE = {
    "韩若溪", "凌一舟", "沈巧云", "Ottilie Marsh", "Yara Okafor", "Rafael Quimson",
    "Ines Aldama", "钟晴雨",
}  # fmt: skip


engine = module_engine(CVS, "public-bodies-carmakers", date(2026, 11, 30))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # a government body's years are full-time work
        ("工作满15年的有谁", {"韩若溪"}),
        # a promotion in brackets after the title
        ("在现在公司内部升过职的", {"凌一舟"}),
        # a suite's module; tools joined by "+"
        ("anyone with SAP experience", {"Ottilie Marsh"}),
        ("who knows Tableau", {"Ottilie Marsh"}),
        # a client app's department is no customer
        ("anyone interned at weibo", {"凌一舟"}),
        # a head nurse's title apart from her hospital's name by a wide gap
        ("nurses w 10+ yrs experience", {"沈巧云"}),
        ("现在带团队的有哪几个", {"沈巧云", "钟晴雨"}),
        # from a vet into pharma sales; sales at an animal-health company
        ("有没有从临床兽医转去做医药销售的", {"Ottilie Marsh"}),
        ("有兽药/动保公司销售经验的吗", {"Ottilie Marsh"}),
        # carmakers, suppliers and self-driving companies are three kinds
        ("在主机厂实习过的有吗", {"Yara Okafor"}),
        ("Tier1 供应商出来的有吗", {"Yara Okafor"}),
        ("anyone from an autonomous driving company?", set()),
        # an EMBA given up is no MBA finished
        ("need someone with an MBA (finished, not dropped)", {"Ines Aldama"}),
        # a game company's years are years in games; a group's game studio is the group's
        ("5+ yrs in mobile games marketing", {"Rafael Quimson"}),
        ("有字节系背景的吗", {"Rafael Quimson"}),
        # brand work in a drinks company, asked in Chinese of an English CV
        ("饮料行业做过品牌的", {"Ines Aldama"}),
        # an online grocer, by its kind
        ("目前在生鲜电商或线上买菜平台工作的候选人有哪些？", {"钟晴雨"}),
    ],
)
def test_the_people_who_match(engine: AnswerEngine, question: str, people: set[str]) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_public_body_is_an_employer_and_its_grades_are_titles() -> None:
    profile = lines_profile(
        [
            "韩若溪",
            "工作经历",
            "宁波市发展和改革委员会 | 副主任科员 | 2012 年 7 月 - 2021 年 2 月",
            "嘉兴市财政局 | 科员 | 2010 年 7 月 - 2012 年 6 月",
        ]
    )
    held = [(e.employer, e.role) for e in profile.employment]
    assert ("宁波市发展和改革委员会", "副主任科员") in held
    assert ("嘉兴市财政局", "科员") in held


def test_a_narrow_date_column_is_one_date_again() -> None:
    lines = [TextLine(text=t, page=1) for t in ("Mar", "2020–2022", "Jun", "2016–Feb", "2020")]
    assert [x.text for x in unwrap(lines)] == ["Mar 2020–2022", "Jun 2016–Feb 2020"]


def test_tools_joined_broken_or_part_of_a_suite_are_read() -> None:
    skills = SkillCatalog.load()
    assert [m.id for m in skills.find("SQL+Tableau, C++ and C#")] == [
        "sql",
        "tableau",
        "cpp",
        "csharp",
    ]
    assert [m.id for m in skills.find("trained with Light-\n    GBM daily")] == ["xgboost"]
    assert [m.id for m in skills.find("trained with Light-GBM daily")] == ["xgboost"]
    assert skills.lineage("sap-gts") == ["sap-gts", "sap"]
    assert skills.lineage("sap-gts", "SAP GTS") == ["sap-gts", "sap"]
    assert skills.lineage("sap-gts", "GTS") == ["sap-gts"]  # "Midas GTS NX": no SAP


def test_people_led_and_trades_are_read_in_chinese_and_english() -> None:
    assert LEADS_TEAM.search("全面负责项目进度，管理项目部 45 人及 12 家分包单位")
    assert LEADS_TEAM.search("• 带领 4–6 人咨询顾问团队，负责增长战略项目")
    assert role_families("外科病房护士长") == ["nursing"]
    assert role_families("主管护师") == ["nursing"]
    assert "sales" in role_families("Territory Sales Representative")
    assert "sales" not in role_families("销售额增长 30%")
    assert "sales-engineer" in role_families("Head of Sales Engineering")


@pytest.mark.parametrize(
    ("question", "clauses"),
    [
        ("在主机厂实习过的有吗", ["intern_industry=carmaker"]),
        ("anyone from an autonomous driving company?", ["industry=autonomous_driving"]),
        ("汽车零部件行业的有谁", ["industry=auto_parts"]),
        ("汽车行业的有谁", ["industry=automotive"]),
        ("anyone finished a degree at a european uni", None),
        (
            "Which candidates held a full-time job in mainland China at any point during 2019?",
            ["fulltime_country_years_cn=2019"],
        ),
        ("19年在国内正式上班的有谁 实习不算", ["fulltime_country_years_cn=2019"]),
        ("2019年在中国工作的", ["country_years_cn=2019"]),
        ("who's at a 3PL or freight outfit right now", ["current_industry=logistics"]),
        ("anyone working as a QE right now", ["role=quality"]),
        (
            "who has senior in their current job title",
            ['title~"senior" or title~"高级" or title~"资深"'],
        ),
        (
            "现在title挂着manager的有谁 以前当过的不算",
            ['title~"manager" or title~"经理" or title~"店长" or title~"厂长"'],
        ),
        ("工作满十年的老将有谁 实习读博不算", ["years>=10"]),
        ("who is currently a sales engineer", ["role=sales-engineer"]),
    ],
)
def test_questions_are_read_into_these_clauses(question: str, clauses: list[str] | None) -> None:
    c = read_question(question, date(2026, 11, 30))
    if clauses is None:  # a degree completed in one of Europe's countries
        assert c.record.clauses[0].startswith("graduated_in=uk or graduated_in=ie")
    else:
        assert c.record.clauses == clauses
    assert not c.topic_terms


@pytest.mark.parametrize(
    ("question", "employer"),
    [
        ("anyone at chipzilla back in 2019", "intel"),
        ("19年那会儿在做地宝那家公司的有谁", "ecovacs"),
        ("anyone ever work for the dutch sonicare / shaver people?", "philips"),
    ],
)
def test_makers_named_by_nicknames_and_products(question: str, employer: str) -> None:
    assert read_question(question).employers == {employer}


def test_brand_work_asked_in_chinese_is_marketing_not_any_brand() -> None:
    assert read_question("做品牌的有谁").concepts == ["marketing"]
    assert "marketing" not in read_question("自主品牌车企待过的").concepts
    assert read_question("做过品牌设计的").concepts == ["brand-design"]


def test_a_year_before_who_was_there_is_that_year() -> None:
    assert read_question("19年有人在莉莉丝待过吗").period == (2019, 2019)
