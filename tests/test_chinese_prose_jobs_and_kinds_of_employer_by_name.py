"""Classes of stop 52's heldout188, each pinned on fictional people: a CV whose jobs are told in
Chinese sentences ("2021年7月，我加入…，最初担任…。2023年4月我晋升为…"; "我于2018年4月至
2021年6月在…任主治兽医"; "2012年7月入职时为助理兽医，…，一直工作到2018年3月"; a short sentence of a
summer internship); pet hospitals a kind of employer; an unknown employer asked now in lower case
("anyone currently at stratasys"); HR asked at an employer ("美团出来的HR"); "no line
management"; a master's asked as held, with one in progress and one left said not to count."""

from __future__ import annotations

from datetime import date

from tests.conftest import answered_names, lines_profile, module_engine, read_question

ASKED = date(2026, 11, 28)

_VET = (
    "邬子衡 个人简历\n"
    "男，1990年出生，现居杭州。电话：186-0000-1234；邮箱：wu.ziheng@example.cn\n"
    "工作经历\n"
    "2021年7月，我加入澄明保险股份有限公司健康险事业部，最初担任宠物险核保专员，负责犬猫医疗险的投保审核。"
    "2023年4月我晋升为宠物险核保主管，目前带领4名核保专员，负责核保手册的维护。\n"
    "在转行之前，我于2018年4月至2021年6月在禾木宠物医疗集团旗下的杭州某中心医院任主治兽医，主要负责内科诊断。\n"
    "我的第一份工作是在宁波的青榕宠物医院，2013年7月入职时为助理兽医，一直工作到2018年3月，主要做犬猫内科。\n"
    "此外，2012年暑假我在宁波动物园兽医院做过两个月的实习。\n"
    "教育经历\n"
    "2008年9月至2013年7月，我在浙江农林大学动物医学院学习动物医学专业（五年制），获得农学学士学位。\n"
)

_PRINTING = """Ottilie Brandvold
ottilie.brandvold@example.org

Experience
Kestrel Additive GmbH, Munich — Senior Applications Engineer — 04/2024 – present
Technical lead for a team of three engineers (no line management).
Stratasys GmbH, Rheinmünster — Applications Engineer — 09/2019 – 03/2024
Customer benchmarks on polymer printers.

Education
MSc Mechanical Engineering, Politecnico di Torino, 2016 – 2018 (completed)
MBA, Bayern Business School, 2024 – present (in progress)
"""

_RECRUITER = """穆心遥
邮箱：mu.xinyao@example.cn

工作经历
2020.03 - 至今  北京字节跳动科技有限公司  HRBP
2016.07 - 2020.02  北京三快在线科技有限公司（美团点评）  招聘专员

教育背景
2012.09 - 2016.06  中国人民大学  人力资源管理  本科
"""

CVS = {
    "邬子衡-个人简历.txt": _VET,
    "ottilie_brandvold.txt": _PRINTING,
    "穆心遥_简历.txt": _RECRUITER,
}
PEOPLE = {"邬子衡", "Ottilie Brandvold", "穆心遥"}

engine = module_engine(CVS, "chinese-prose-jobs", ASKED)


def test_jobs_told_in_chinese_sentences_are_positions(engine: object) -> None:
    assert answered_names(engine, "现在在保险公司上班的有谁", PEOPLE) == {"邬子衡"}
    assert "邬子衡" in answered_names(engine, "who has direct reports at the moment", PEOPLE)
    # 2013.07 – now, the internship apart: more than 10 years of work
    assert "邬子衡" in answered_names(engine, "工作10年以上的有哪些 实习不算", PEOPLE)
    assert "邬子衡" in answered_names(engine, "有实习经历的有谁", PEOPLE)


def test_pet_hospitals_are_a_kind_of_employer(engine: object) -> None:
    read = read_question("在宠物医院连锁干过的 比如瑞派 新瑞鹏")
    assert "industry=veterinary" in read.record.clauses and read.topic == ""
    assert answered_names(engine, "在宠物医院干过的有谁", PEOPLE) == {"邬子衡"}


def test_an_unknown_employer_asked_now_is_met_by_the_job_now(engine: object) -> None:
    read = read_question("anyone currently at stratasys")
    assert read.unknown_work == ["stratasys"] and read.current
    assert answered_names(engine, "anyone currently at stratasys", PEOPLE) == set()
    assert answered_names(engine, "anyone who worked at stratasys", PEOPLE) == {"Ottilie Brandvold"}


def test_hr_asked_at_an_employer_is_met_by_its_recruiting_titles(engine: object) -> None:
    assert answered_names(engine, "美团出来的HR", PEOPLE) == {"穆心遥"}


def test_no_line_management_is_no_team_led(engine: object) -> None:
    assert "Ottilie Brandvold" not in answered_names(
        engine, "who has direct reports at the moment", PEOPLE
    )


def test_a_masters_held_excludes_one_under_way_when_it_says_so() -> None:
    read = read_question("已经拿到硕士学位的有哪些 在读和没读完的不算")
    assert read.degree == "Master" and read.degree_status == "completed"


def test_a_labelled_title_then_its_dates_and_a_dash_between_company_and_unit() -> None:
    from ingest.entry_fields import split_fields
    from ingest.position_parts import entry_title
    from ingest.profile import org_finder

    assert split_fields("星槎互娱—互动娱乐事业群(IEG)天美工作室群")[0] == "星槎互娱"
    assert entry_title("高级制作人 时间:", ["高级制作人 时间:"], "", org_finder()) == "高级制作人"


def test_this_rounds_levels_schools_kinds_and_moves_are_read() -> None:
    vp = read_question("anyone at VP or associate director level right now")
    assert vp.record.clauses == ["seniority=executive or seniority=director"] and vp.topic == ""
    assert read_question("anyone from imperial or ucl").schools == {"imperial", "ucl"}
    assert read_question("any ex management consultants in the pool").record.clauses == [
        "industry=consulting"
    ]
    assert read_question("anyone from cmcc / china mobile").employers == {"china-mobile"}
    moved = read_question("anyone who went from hospital pharmacist to pharma industry")
    assert moved.record.clauses == ["industry=hospitals and industry=pharma"]
    in_house = read_question("lawyer who left private practice to go in-house at a fintech?")
    assert in_house.record.clauses[0] == "industry=law_firms and industry=fintech"
    assert in_house.topic == ""


def test_a_name_signed_at_the_end_over_the_owners_own_domain_is_the_owner() -> None:
    from ingest.name_handles import names_site

    assert names_site("Ffion Rhydderch", "ffionr")
    assert not names_site("Ffion Rhydderch", "acmestudio")


def test_spelled_out_vision_venues_and_a_sites_name() -> None:
    from ingest.record import org_catalog

    read = read_question("any paper at the international conference on computer vision?")
    assert read.venues == ["ICCV"]
    assert org_catalog().resolve("Qunar.com") == {"qunar"}


def test_a_cv_signed_only_at_its_end_takes_that_name() -> None:
    profile = lines_profile(
        [
            "MOTION DESIGNER — FREELANCE",
            "London, UK · hello@ffionr.studio · +44 7700 900 000",
            "Experience",
            "Freelance motion designer, 2019 – present",
            "Brand films and explainers.",
            "Tools",
            "After Effects, Cinema 4D, Blender",
            "Ffion Rhydderch · Motion Design · ffionr.studio",
        ]
    )
    assert profile.names[0] == "Ffion Rhydderch"


def test_a_note_of_leaving_for_an_employer_names_no_school() -> None:
    education = lines_profile(
        [
            "Brenna Kildare",
            "brenna.kildare@example.org",
            "EDUCATION",
            "University of Dundee 2020-2022",
            "PhD in Computing – not completed (left in 2022 to join Microsoft Research)",
            "University College London (UCL) 2017-2019",
            "MSc Human-Computer Interaction (part-time), Distinction",
        ]
    ).education
    assert [(e.school, e.degree, e.unfinished) for e in education][:1] == [
        ("University of Dundee", "PhD", True)
    ]


def test_a_degree_of_a_level_studied_in_a_year_is_asked_of_that_level() -> None:
    from ingest.active_years import studying_in
    from ingest.record import CandidateRecord
    from ingest.record_models import Degree

    for question in ("2020年那会儿谁在读博", "who was doing a PhD in 2020"):
        assert read_question(question).record.clauses == ["phd_studying_in=2020"], question
    record = CandidateRecord(
        id="c1",
        name="Brenna Kildare",
        education=[
            Degree(school="University of Dundee", level="PhD", status="unfinished",
                   start="2020", end="2022"),
            Degree(school="UCL", level="Master", start="2017", end="2019"),
        ],
    )  # fmt: skip
    assert 2020.0 in studying_in(record, ASKED, level="PhD")
    assert 2018.0 not in studying_in(record, ASKED, level="PhD")
    assert 2018.0 in studying_in(record, ASKED)
