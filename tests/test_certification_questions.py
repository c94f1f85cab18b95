"""A question about a certification is met by a line that states a credential and names
what is asked of it ("a cloud or Kubernetes certification", "a CKA", "PMP 证书"), never by a
skill listed in a skills section. People are fictional."""

from __future__ import annotations

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "ines_vidal.md": """# Ines Vidal

ines.vidal@example.es

## Experience

Site Reliability Engineer, Quillfeather Systems — Mar 2020 – Present
- Runs the Kubernetes platform for payments.

## Certifications

- CKA (Certified Kubernetes Administrator), 2022
""",
    "omar_haddad.md": """# Omar Haddad

omar.haddad@example.com

## Experience

Backend Engineer, Brackenridge Labs — Jan 2019 – Present
- Go services on Kubernetes.

## Skills

Go, Kubernetes, Docker, AWS, PostgreSQL
""",
    "chen_jia.md": """# 陈佳

chenjia@example.cn

## 工作经历

2018.07 - 至今　星河数据　高级项目经理
- 负责数据平台项目交付。

## 资格证书

- PMP 项目管理专业人士资格证书（2021）
""",
    "lea_fischer.md": """# Lea Fischer

lea.fischer@example.de

## Experience

Cloud Engineer, Nordlicht GmbH — Apr 2021 – Present
- Landing zones on AWS.
- AWS Certified Solutions Architect – Associate (2023)
""",
}

engine = module_engine(CVS, "certifications")
PEOPLE = {"Ines Vidal", "Omar Haddad", "陈佳", "Lea Fischer"}


@pytest.mark.parametrize(
    ("question", "people"),
    [
        (
            "Which candidates hold a cloud or Kubernetes certification?",
            {"Ines Vidal", "Lea Fischer"},
        ),
        ("anyone with a Kubernetes certification?", {"Ines Vidal"}),
        ("who has a CKA", {"Ines Vidal"}),
        ("有 PMP 证书的吗", {"陈佳"}),
        ("anyone PMP certified?", {"陈佳"}),
        ("谁有 AWS 认证？", {"Lea Fischer"}),
        ("who holds a CFA?", set()),
        # a skill question is not a certification question
        ("who knows Kubernetes?", {"Ines Vidal", "Omar Haddad"}),
    ],
)
def test_a_certification_is_met_by_a_line_that_states_it(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
