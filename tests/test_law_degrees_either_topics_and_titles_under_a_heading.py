"""A law master's ("LL.M.", "LLM in International Taxation") is a master's and an LLB a
bachelor's, while "LLM agents" stays a skill; "做过无人机的" finds an English CV's drones and
"直接管过下属的" a line manager; a step told inside a sentence under a label
("工作内容") is no position of its own, and a second title under a company's heading ("Intern,
Quillstone") is at that company; "产品经理,2022.01 起任高级产品经理" is two titles, each with its
dates. People are fictional."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from bot.answer.engine import AnswerEngine
from ingest.language.degrees import degree_level, named_degree
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections
from tests.conftest import answered_names, module_engine

ASKED = date(2026, 11, 26)

CVS: dict[str, str | bytes] = {
    "maartje_dekker.txt": """Maartje Dekker
Amsterdam · maartje.dekker@example.nl

Experience
Tax Associate, Loyens & Loeff, Amsterdam                         2021.09 – Present

Education
2025 – present  LLM in International Taxation, Leiden University (part-time)
2017 – 2021     LLB, Erasmus University Rotterdam
""",
    "tobias_renner.txt": """Tobias Renner
Berlin · tobias.renner@example.de

Experience
ML Engineer, Zalando, Berlin                                     2022.01 – Present
- Built LLM agents for customer-service routing.

Education
2016 – 2021  B.Sc. Computer Science, TU Berlin
""",
    "matteo_ferrandi.txt": """Matteo Ferrandi
Turin · matteo.ferrandi@example.it

Experience
Embedded Linux Engineer, Aeroluce Robotics, Turin               2020.03 – Present
- Flight-controller drivers for our inspection drones (PX4, NuttX).

Education
2014 – 2019 B.Sc. Mechatronics, Politecnico di Torino
""",
    "harriet_coyle.txt": """Harriet Coyle
Leeds · harriet.coyle@example.co.uk

Experience
Senior Clinical Research Associate, Larchfield CRO, Leeds        2019.05 – Present
- Line manager for two CRA I hires: onboarding, co-monitoring visits and reviews.

Education
2010 – 2014 BSc Biomedical Sciences, University of Leeds
""",
    "wenjie_haller.json": json.dumps(
        {
            "basics": {"name": "Wenjie Haller", "email": "w.haller@example.de"},
            "work": [
                {
                    "name": "Mediscan Analytics",
                    "position": "Research Scientist",
                    "startDate": "2019-03",
                    "summary": "Runs the imaging triage product.",
                }
            ],
            "education": [
                {
                    "institution": "Technische Universität München",
                    "area": "Informatics",
                    "studyType": "Dr. rer. nat.",
                    "startDate": "2012-10",
                    "endDate": "2016-02",
                }
            ],
            "volunteer": [
                {
                    "organization": "Clinical Imaging Letters",
                    "position": "Peer reviewer",
                    "startDate": "2020",
                }
            ],
        }
    ),
    "邝书禾_简历.txt": """邝书禾
北京 | kuangshuhe@example.com
工作经历
2021.07 - 至今 美团 到店事业群 后端开发工程师
• 负责团购订单系统的 Java 服务开发与 MySQL 分库分表。
教育背景
2017.09 - 2021.06 北京邮电大学 计算机科学与技术 本科
""",
}
PEOPLE = {
    "Maartje Dekker",
    "Tobias Renner",
    "Matteo Ferrandi",
    "Harriet Coyle",
    "Wenjie Haller",
    "邝书禾",
}
engine = module_engine(CVS, "law_and_either", ASKED)


def test_law_degrees_have_their_levels_and_llm_agents_none() -> None:
    assert degree_level("LLM in International Taxation, Leiden University") == "Master"
    assert named_degree("LL.M. (Tax), New York University") == "LLM"
    assert degree_level("LLB, Erasmus University Rotterdam") == "Bachelor"
    assert degree_level("Built LLM agents for customer-service routing.") is None
    assert named_degree("Built LLM agents for customer-service routing.") is None


def test_a_part_time_llm_is_a_degree_in_progress(engine: AnswerEngine) -> None:
    assert answered_names(engine, "现在还在读学位的有谁", PEOPLE) == {"Maartje Dekker"}
    assert answered_names(engine, "anyone with a master's, done or in progress?", PEOPLE) == {
        "Maartje Dekker"
    }


def test_drones_and_direct_reports_asked_in_chinese_find_english_cvs(
    engine: AnswerEngine,
) -> None:
    assert answered_names(engine, "做过无人机的有吗", PEOPLE) == {"Matteo Ferrandi"}
    assert answered_names(engine, "谁有带人经验 直接管过下属的", PEOPLE) == {"Harriet Coyle"}


def test_a_german_doctorate_and_a_peer_reviewer_of_a_json_resume(engine: AnswerEngine) -> None:
    assert answered_names(engine, "有读博的吗 在读的也算", PEOPLE) == {"Wenjie Haller"}
    assert answered_names(engine, "谁给期刊或者会议审过稿", PEOPLE) == {"Wenjie Haller"}


def test_a_step_told_inside_a_sentence_is_no_position_of_its_own(tmp_path: Path) -> None:
    """ "历任…工程部长,2014 年起任项目总工" under a "工作内容" label: the entry's own promotion,
    not a job at an employer called "工作内容" that is still going on."""
    path = tmp_path / "甘砚舟_简历.txt"
    path.write_text(
        "甘砚舟\n工作经历\n公司：中铁十一局集团有限公司\n时间：2009年7月 - 2018年2月\n"
        "职位：技术员 → 项目总工\n工作内容\n"
        "历任多个隧道项目技术员、工程部长,2014 年起任项目总工,分管技术与质量。\n"
        "教育背景\n2005.09 - 2009.06 西南交通大学 土木工程 本科\n",
        encoding="utf-8",
    )
    cv = parse_file(path, 10_000_000)
    profile = extract_profile(cv, split_sections(cv))
    jobs = [(p.employer, p.start, p.end) for p in profile.employment]
    assert jobs == [("中铁十一局集团有限公司", "2009-07", "2018-02")]


def test_a_second_title_under_a_company_heading_keeps_the_heading_employer(
    tmp_path: Path,
) -> None:
    """ "Intern, Quillstone" under the heading "Fernhollow Systems - Oslo": a project of the
    company above, not an employer called Quillstone."""
    path = tmp_path / "ragna_solberg.txt"
    path.write_text(
        "RAGNA SOLBERG\nEXPERIENCE\n\nBrightline Data - Bergen\n"
        "  Senior Engineer, Ingest team ............ since 03/2022\n"
        "  - Owns the streaming ingest.\n\n"
        "Fernhollow Systems - remote (Oslo)\n"
        "  Software Engineer, Rendering (Lumen) ........ 06/2018 - 02/2022\n"
        "  - GPU renderer work.\n"
        "  Software Engineering Intern, Quillstone ........ summer 2017\n\n"
        "EDUCATION\nUniversity of Oslo - MSc Informatics, 2016-2018\n",
        encoding="utf-8",
    )
    cv = parse_file(path, 10_000_000)
    jobs = [(p.employer, p.role) for p in extract_profile(cv, split_sections(cv)).employment]
    assert jobs == [
        ("Brightline Data", "Senior Engineer"),
        ("Fernhollow Systems", "Software Engineer"),
        ("Fernhollow Systems", "Software Engineering Intern"),
    ]


def test_a_promotion_told_after_the_first_title_splits_the_entry(tmp_path: Path) -> None:
    """ "产品经理,2022.01 起任高级产品经理(社区商业化)": product manager until the end of
    2021, senior product manager from January 2022 to the entry's end."""
    path = tmp_path / "闻溪_简历.txt"
    path.write_text(
        "闻溪\n工作经历\n得物 | 2020.07 – 2023.03\n"
        "产品经理,2022.01 起任高级产品经理(社区商业化)\n• 负责社区交易链路。\n"
        "教育背景\n2016.09 - 2020.06 华东师范大学 本科\n",
        encoding="utf-8",
    )
    cv = parse_file(path, 10_000_000)
    jobs = [(p.role, p.start, p.end) for p in extract_profile(cv, split_sections(cv)).employment]
    assert sorted(jobs) == [
        ("产品经理", "2020-07", "2021-12"),
        ("高级产品经理", "2022-01", "2023-03"),
    ]


def test_a_later_title_with_its_start_in_brackets_stays_in_its_entry(tmp_path: Path) -> None:
    """ "Site Reliability Engineer, later Senior SRE (from 03/2021)" under "Kestrel Hosting —
    remote 06/2019 – 01/2023": the entry keeps its bullets (a skill named there was used
    there) and holds two titles, each with its dates."""
    path = tmp_path / "ines_moura.txt"
    path.write_text(
        "Ines Moura\nExperience\nKestrel Hosting — remote 06/2019 – 01/2023\n"
        "Site Reliability Engineer, later Senior SRE (from 03/2021)\n"
        "• Early engineer on the managed Kubernetes service: etcd backups, autoscaling.\n"
        "Education\nMSc Computer Science, Universidade do Porto, 2019\n",
        encoding="utf-8",
    )
    cv = parse_file(path, 10_000_000)
    jobs = extract_profile(cv, split_sections(cv)).employment
    assert sorted((p.role, p.start, p.end) for p in jobs) == [
        ("Senior SRE", "2021-03", "2023-01"),
        ("Site Reliability Engineer", "2019-06", "2021-02"),
    ]
    bullet = next(x.n for x in cv.lines if "Kubernetes" in x.text)
    assert all(p.holds(bullet) for p in jobs)
