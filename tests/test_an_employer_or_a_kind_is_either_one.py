"""An employer named or a kind of employer, joined by "or" ("有在大厂或者芯片公司实习过的吗",
"worked at Google or a chip company"), asks either one, not both of one person; "and" still
asks both. The kind of position asked (an internship, a job held now) holds for the named
employers too, and each person is quoted from the position that meets it. People are
fictional; the employers are in the catalog."""

from __future__ import annotations

from datetime import date

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine, read_question

CVS = {
    "lin_xiaoqi.txt": """林晓琪
计算机科学 硕士在读    linxiaoqi@example.com

实习经历

腾讯      后台开发实习生                              2025 年 6 月 - 2025 年 9 月
• 参与广告投放系统的接口开发

教育背景

南京大学    计算机科学与技术   硕士                    2024 年 9 月 - 2027 年 6 月
""",
    "marco_bellini.txt": """Marco Bellini
marco.bellini@example.com

EXPERIENCE
Qualcomm, San Diego — Hardware Verification Intern                    Jun 2025 – Sep 2025
- Wrote UVM tests for a DSP block

EDUCATION
University of Padua — MSc Electronic Engineering                      2024 – 2026
""",
    "grace_oduya.txt": """Grace Oduya
grace.oduya@example.com

EXPERIENCE
ICBC (London) — Credit Analyst                                        Jul 2021 – Present
- Reviews corporate credit applications

Deloitte — Summer Analyst Intern                                      Jun 2020 – Aug 2020

EDUCATION
University of Leeds — BSc Economics                                   2017 – 2021
""",
    "tomas_herrera.txt": """Tomas Herrera
tomas.herrera@example.com

EXPERIENCE
Google — Software Engineer                                            Aug 2019 – Present
- Builds storage services for Google Cloud

EDUCATION
University of Toronto — BASc Computer Engineering                     2015 – 2019
""",
}
PEOPLE = {"林晓琪", "Marco Bellini", "Grace Oduya", "Tomas Herrera"}

engine = module_engine(CVS, "employer-or-kind", date(2026, 11, 30))


def test_an_internship_at_a_big_tech_company_or_a_chip_company(engine: AnswerEngine) -> None:
    asked = "有在大厂或者芯片公司实习过的吗"
    assert answered_names(engine, asked, PEOPLE) == {"林晓琪", "Marco Bellini"}
    assert read_question(asked).employers == set()  # the big-tech group joined the kind's clause


def test_worked_at_a_named_employer_or_at_a_kind(engine: AnswerEngine) -> None:
    asked = "anyone who worked at Google or a chip company?"
    assert answered_names(engine, asked, PEOPLE) == {"Marco Bellini", "Tomas Herrera"}
    assert answered_names(engine, "芯片公司或者谷歌待过的", PEOPLE) == {
        "Marco Bellini",
        "Tomas Herrera",
    }


def test_a_named_employer_and_a_kind_are_both_asked(engine: AnswerEngine) -> None:
    assert answered_names(engine, "who worked at Google and at a chip company?", PEOPLE) == set()


def test_held_now_at_a_named_employer_or_a_kind(engine: AnswerEngine) -> None:
    asked = "who is currently at Google or a bank?"
    assert answered_names(engine, asked, PEOPLE) == {"Grace Oduya", "Tomas Herrera"}
    answer = engine.ask(asked)
    quotes = {c.name: " ".join(e.quote for e in c.evidence) for c in answer.candidates}
    assert "Google" in quotes["Tomas Herrera"] and "ICBC" in quotes["Grace Oduya"]
