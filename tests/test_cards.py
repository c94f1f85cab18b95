"""Candidate cards (`cvbot summary`) and job matching (`cvbot match`) on fictional CVs."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from bot.answer.cards import Requirement, match, summarize
from bot.answer.engine import AnswerEngine
from bot.answer.render import render_summary
from ingest.job import Indexer
from ingest.models import Candidate, DocumentRecord, Profile
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections
from tests.conftest import write

_EN = """# Ada Quill

Email: ada.quill@example.org

## Industrial Experience

Research Intern @ Pellucid Labs
Summer 2024
- Prototyped a vector search index in Rust.

Software Engineer, Hanxin Technology, Inc, 2019.07 - 2023.06
- Built the billing service in Go.

## Education

Doctor of Philosophy in Physics, Eastvale University, 2021 - present
M.S. in Physics, Eastvale University, 2019 - 2021

## Skills

- Programming Languages: Rust, Go, \\text{\\LaTeX}
- Languages: English, Mandarin
"""

_ZH = """# 林小满

邮箱: ada.quill@example.org

## 工作经历

瀚信科技 软件工程师 2019.07-2023.06
- 负责计费服务。

## 教育背景

Eastvale University 博士 2021 - 至今
Eastvale University 硕士 2019 - 2021
"""


def _profile(path: Path) -> Profile:
    cv = parse_file(path, 20_000_000)
    return extract_profile(cv, split_sections(cv))


def _person(tmp_path: Path) -> Candidate:
    docs = [
        DocumentRecord(
            doc_id=name, status="committed", sources=[str(tmp_path / name)], file_name=name,
            profile=_profile(write(tmp_path / name, text)),
        )
        for name, text in (("ada_en.md", _EN), ("ada_zh.md", _ZH))
    ]  # fmt: skip
    return Candidate(id="cand-ada", names=["Ada Quill", "林小满"], documents=docs)


def test_card_holds_the_facts_a_recruiter_reads_first(tmp_path: Path) -> None:
    card = summarize(_person(tmp_path))
    # the latest dated position, an internship when nothing is later
    assert card.latest_role == "Research Intern at Pellucid Labs"
    # highest degree first, an ongoing degree open-ended
    assert card.education[0] == "PhD · Physics · Eastvale University · 2021–present"
    assert card.skills[:3] == ["Rust", "Go", "LaTeX"]
    assert not any("Languages" in s or "\\" in s or s == "English" for s in card.skills)


def test_one_entry_per_real_entry_across_a_persons_cvs(tmp_path: Path) -> None:
    card = summarize(_person(tmp_path))
    assert card.timeline == [
        "2024 Pellucid Labs, Research Intern",
        # the title too in both CVs' scripts, as the organisation
        "2019–2023 Hanxin Technology (瀚信科技), Software Engineer (软件工程师)",
    ]
    assert len(card.education) == 2  # two degrees, each named by both CVs


def test_one_display_name_with_the_other_script_beside_it(tmp_path: Path) -> None:
    person = _person(tmp_path)
    assert person.display_name == "Ada Quill"
    assert person.label("en") == "Ada Quill (林小满)"
    assert person.label("zh") == "林小满 (Ada Quill)"
    text = render_summary(summarize(person))
    assert text.splitlines()[0] == "Ada Quill (林小满)  (cand-ada)"
    assert "also:" not in text


_KUBE = """# Bruno Tasker

## Experience

Platform Engineer, Quarry Cloud Inc., 2020 - present
- Ran 40 Kubernetes clusters and wrote operators in Golang.
- Designed distributed job scheduling for batch workloads.
"""

_P4 = """# Carla Menez

## Experience

Network Engineer, Lumen Switch Ltd., 2019 - present
- Programmed P4 switches and CUDA kernels for packet processing.
- Tuned TCP congestion control on data-centre links.
"""


def test_match_scores_each_requirement_only_from_quotes_that_contain_it(
    indexer: Indexer, tmp_path: Path
) -> None:
    write(tmp_path / "cvs" / "bruno.md", _KUBE)
    write(tmp_path / "cvs" / "carla.md", _P4)
    assert not indexer.ingest([tmp_path / "cvs"]).failed
    engine = AnswerEngine(indexer.store, indexer.embedder)
    ranking = match(engine, "Platform engineer\n- Kubernetes\n- CUDA programming\n")
    by_name = {m.name: m for m in ranking}
    bruno, carla = by_name["Bruno Tasker"], by_name["Carla Menez"]
    kube = {m.name: m.requirements[0] for m in ranking}
    assert kube["Bruno Tasker"].score > 0 and kube["Carla Menez"].score == 0
    assert carla.requirements[1].score > 0 and bruno.requirements[1].score == 0
    for person in ranking:
        for req, term in zip(person.requirements, ("Kubernetes", "CUDA"), strict=True):
            assert all(term in e.quote for e in req.evidence), (person.name, req)
    assert [m.score for m in ranking] == sorted((m.score for m in ranking), reverse=True)


def test_a_requirement_is_met_by_any_of_its_alternatives() -> None:
    req = Requirement("3+ years with Kafka or Pulsar, and SQL")
    assert req.coverage("Ran Pulsar clusters; wrote SQL reports.") == 1.0
    assert req.coverage("Wrote SQL reports.") == 0.5
    assert req.coverage("Tuned P4 switches and CUDA kernels.") == 0.0


def test_a_parenthesis_is_another_wording_of_the_requirement() -> None:
    req = Requirement("distributed storage (分布式存储)")
    assert req.coverage("负责分布式存储系统的元数据服务。") == 1.0
    assert req.coverage("Built a distributed storage engine.") == 1.0
    assert 0 < req.coverage("Built a distributed scheduler.") < 1  # partly: not storage


def test_card_figures_come_from_the_record_and_say_what_they_rest_on(tmp_path: Path) -> None:
    card = summarize(_person(tmp_path), asked=date(2025, 1, 1))
    assert card.figures[0] == "4 years full-time: Hanxin Technology (瀚信科技) 2019.07–2023.06"
    assert "in progress: PhD Physics, Eastvale University" in card.figures
    assert "highest completed degree: Master Physics, Eastvale University 2021" in card.figures
    assert "figures:" in render_summary(card)


_SENIOR = """# Dana Whitlow

## Experience

Senior Engineer, Quarry Cloud Inc., 2018.01 - present
- Ran Kubernetes clusters.

## Education

MSc in Computer Science, Eastvale University, 2015 - 2017
"""

_JUNIOR = """# Eli Brandt

## Experience

Engineer, Lumen Switch Ltd., 2022.01 - present
- Wrote Kubernetes operators.

## Education

BSc in Physics, Eastvale University, 2018 - 2021
"""


def test_match_scores_years_and_degree_from_the_record_with_its_lines(
    indexer: Indexer, tmp_path: Path
) -> None:
    write(tmp_path / "cvs" / "dana.md", _SENIOR)
    write(tmp_path / "cvs" / "eli.md", _JUNIOR)
    assert not indexer.ingest([tmp_path / "cvs"]).failed
    engine = AnswerEngine(indexer.store, indexer.embedder)
    jd = "Platform engineer\n- 5+ years of experience\n- Master's degree or above\n- Kubernetes\n"
    ranking = match(engine, jd, asked=date(2024, 1, 1))
    assert [m.name for m in ranking] == ["Dana Whitlow", "Eli Brandt"]
    dana, eli = ({r.requirement.split(" (")[0]: r for r in m.requirements} for m in ranking)
    assert dana["5+ years of experience"].score == 1.0
    assert eli["5+ years of experience"].score == 0.4  # 2 of 5 years (2022.01–2023.12)
    assert dana["Master's degree or above"].score == 1.0
    assert eli["Master's degree or above"].score == 0.0
    years = dana["5+ years of experience"]
    assert "6 years full-time: Quarry Cloud Inc. 2018.01–present" in years.requirement
    assert [e.quote for e in years.evidence] == [
        "Senior Engineer, Quarry Cloud Inc., 2018.01 - present"
    ]
    assert [e.quote for e in dana["Master's degree or above"].evidence] == [
        "MSc in Computer Science, Eastvale University, 2015 - 2017"
    ]
