"""CV lines read as their owner means them: an employer's former name in brackets with the year
it changed ("Kestrel Energy Plc (Kestrel Oil until 2021)") dates no line, so the job stays;
a tester is a title ("Penetration Tester, …" over its dates), and a title line over its
dates names its own employer, so a later line with its dates inline ("IT Support Analyst,
Brightwave Telecom, Leeds. Sep 2014 – Aug 2016") keeps its own; a maker's product in a line
("主导 Microsoft Dynamics 365 门店 POS 系统上线") is no job at the maker; a professional first
degree (B.Pharm) is a bachelor's and a professional doctorate (DPT) no PhD; a team told as
counted kinds of people adds up; a vet who left clinical work moved into industry; a
promotion at the company one is at now; "园长" is a title; "论文与学术活动" heads papers; a
file name that spells the handle's short given name in full names the owner. People and
companies are fictional, except the catalog's."""

from __future__ import annotations

from tests.conftest import answered_names, module_engine

FILES = {
    "kelan_odum_cv.md": "\n".join(
        [
            "# Kelan Odum",
            "kelan.odum@example.com",
            "## Experience",
            "07/2018 – today",
            "Kestrel Energy Plc (Kestrel Oil until 2021), Aberdeen",
            "Senior Reservoir Engineer",
            "- Built dynamic models for infill wells; manage 3 reservoir engineers and 2 analysts.",
            "01/2013 – 06/2018",
            "Vantage Drilling Ltd, Lagos",
            "Reservoir Engineer",
            "- Ran well tests.",
            "## Education",
            "University of Lagos — BSc Petroleum Engineering, 2008 – 2012",
        ]
    ),
    "rhiannon_castell_cv.txt": "\n".join(
        [
            "Rhiannon Castell",
            "rhiannon.castell@example.com",
            "Experience",
            "Senior Security Consultant, Ironvale Security, Manchester.",
            "Jan 2020 – Present",
            "• Lead consultant on roughly 30 engagements a year.",
            "Penetration Tester, Ironvale Security, Manchester.",
            "Sep 2016 – Dec 2019",
            "• Delivered web application and infrastructure penetration tests.",
            "IT Support Analyst, Brightwave Telecom, Leeds. Sep 2014 – Aug 2016",
            "• Second-line support for contact-centre desktops.",
            "Education",
            "BSc (Hons) Ethical Hacking, Abertay University, 2010 – 2014",
        ]
    ),
    "庞蔓汀_门店运营.md": "\n".join(
        [
            "# 庞蔓汀",
            "## 工作经历",
            "### 晨露咖啡（上海）有限公司 ｜ 区域经理 ｜ 2016.03–2021.06",
            "- 负责 20 家门店的营运；主导 Microsoft Dynamics 365 门店 POS 系统的上线",
            "### 晨露咖啡（上海）有限公司 ｜ 门店运营总监 ｜ 2021.07–至今",
            "- 由区域经理晋升为门店运营总监，管理 9 名区域经理。",
            "## 教育背景",
            "上海财经大学 工商管理 本科 2008-2012",
        ]
    ),
    "marit_solheim.resume.json": """{
  "basics": {"name": "Marit Solheim", "email": "marit.solheim@example.com"},
  "work": [
    {"name": "Fjordvet Animal Clinic", "position": "Veterinary Surgeon",
     "startDate": "2012-08", "endDate": "2017-05"},
    {"name": "Nordkost Pet Nutrition AS", "position": "Research Scientist, Canine Nutrition",
     "startDate": "2017-06"}
  ],
  "education": [
    {"institution": "Norwegian University of Life Sciences", "studyType": "B.Pharm",
     "area": "Pharmacy", "startDate": "2004-08", "endDate": "2007-06"}
  ]
}""",
    "蓝溪禾_简历.md": "\n".join(
        [
            "蓝溪禾",
            "✉️ lanxihe_edu@126.com | 北京",
            "工作经历",
            "晨曦教育科技 | 运营经理",
            "2020年8月 - 至今",
            "- 负责家长运营。",
            "星光幼教集团北京望京园",
            "- 园长 | 2015.03 - 2020.07：全面负责 14 个班、教职工 46 人的园所管理。",
            "- 教学主任 | 2012.09 - 2015.02：负责课程教研、教师培训与日常教学检查。",
            "论文与学术活动",
            "• 蓝溪禾, 周立新. 幼小衔接课程的家长参与研究. 学前教育研究, 2019.（第一作者）",
            "教育背景",
            "首都师范大学 学前教育 学士 2004.09 - 2008.06",
        ]
    ),
    "rowena-castellan.md": "\n".join(
        [
            "# Curriculum Vitae",
            "Leeds · row.castellan.pt@example.com",
            "## Experience",
            "**Fieldway Sports Clinic** — Senior Physical Therapist · 03/2016 – today",
            "## Education",
            "Doctor of Physical Therapy (DPT) | Northbridge University, 2012 - 2015",
        ]
    ),
}
engine = module_engine(FILES, "renamed_employers_and_products")
PEOPLE = {
    "Kelan Odum", "Rhiannon Castell", "庞蔓汀", "Marit Solheim", "蓝溪禾", "Rowena Castellan",
}  # fmt: skip


def test_an_employer_renamed_in_brackets_keeps_its_job(engine: object) -> None:
    assert answered_names(engine, "who has 12+ years of work experience", PEOPLE) >= {"Kelan Odum"}
    assert answered_names(engine, "who manages 5 or more people now", PEOPLE) >= {"Kelan Odum"}


def test_a_title_line_over_its_dates_names_its_own_employer(engine: object) -> None:
    assert answered_names(engine, "pentesters with 8+ yrs", PEOPLE) == {"Rhiannon Castell"}
    assert answered_names(engine, "anyone ex-Brightwave Telecom?", PEOPLE) == {"Rhiannon Castell"}


def test_a_makers_product_is_no_job_there(engine: object) -> None:
    assert answered_names(engine, "any ex-MSFT people?", PEOPLE) == set()
    assert answered_names(engine, "有微软工作过的吗", PEOPLE) == set()


def test_moves_and_promotions_and_professional_degrees(engine: object) -> None:
    assert answered_names(engine, "any vets who moved into industry", PEOPLE) == {"Marit Solheim"}
    promoted = answered_names(engine, "who got promoted at the company theyre at now", PEOPLE)
    assert promoted == {"庞蔓汀", "Rhiannon Castell"}  # (tester, then senior consultant there)
    assert "Marit Solheim" in answered_names(engine, "who has a bachelor's degree", PEOPLE)


def test_kindergarten_heads_papers_and_names_spelt_in_full_by_the_file(engine: object) -> None:
    assert "蓝溪禾" in answered_names(engine, "当过园长的有谁", PEOPLE)
    assert "蓝溪禾" in answered_names(engine, "哪些候选人以第一作者身份发表过论文？", PEOPLE)
    # the file spells "Rowena" in full, the handle only "row": the name is the file's
    assert "Rowena Castellan" in answered_names(
        engine, "who works at Fieldway Sports Clinic", PEOPLE
    )
    # a professional doctorate is no PhD
    assert "Rowena Castellan" not in answered_names(engine, "any PhDs in this pile", PEOPLE)


def test_a_handle_spelling_the_whole_given_name_or_its_short_form() -> None:
    from ingest.name_handles import handle_spells

    assert handle_spells("Di Ruoxuan", ["diruoxuan.ecom@126.com"])  # a two-letter given name
    assert handle_spells("Teodoro Vilaca", ["teo.vilaca.design@example.com"])
    assert not handle_spells("Teodoro Vilaca", ["vilaca.t@example.com"])


def test_a_contest_placed_in_among_the_papers_is_no_paper() -> None:
    from ingest.language import PUBLICATION_NOISE

    assert PUBLICATION_NOISE.search("KDD Cup 2019 Regular ML Track 第三名（队长）")
    assert not PUBLICATION_NOISE.search(
        "Long-Tail Aware Multi-Task Ranking at Billion Scale. KDD 2022"
    )
