"""Questions with constraints (employer, school, degree, skill, venue, time and role) over
fictional CVs written in the layouts real CVs use: structure helps, but a line's own cues
qualify a person where the layout parser finds no entry."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.answer.engine import AnswerEngine
from bot.answer.render import render_answer
from bot.evaluation import quote_is_verbatim
from bot.settings import Settings
from tests.conftest import CountingEmbedder, engine_over, write
from tests.fixtures.layouts import ALL
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(ALL, tmp_path_factory.mktemp("layouts"), embedder) as built:
        yield built


def names(engine: AnswerEngine, question: str) -> set[str]:
    """The people an answer names (each by the name the fixture gives them, whatever
    script the answer shows), after checking every quote is verbatim."""
    answer = engine.ask(question)
    found = set()
    for c in answer.candidates:
        assert c.evidence, c.name
        for e in c.evidence:
            assert quote_is_verbatim(e.source, e.quote), e.quote
        known = [SAME.get(n, n) for n in (c.name, *c.aliases) if SAME.get(n, n) in FIXTURE_NAMES]
        found.add(known[0] if known else c.name)
    return found


FIXTURE_NAMES = {
    "Tomasz Wrona", "Ines Carvalho", "孟凡宇", "Rosa Lindqvist", "Mallory Quist", "Wen Hollis",
    "Keiko Brandt", "Omar Lindgren", "Dara Okonkwo",
}  # fmt: skip
SAME = {"Meng Fanyu": "孟凡宇", "Fanyu Meng": "孟凡宇"}  # the same person, either script


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # one-line entry lists and prose; a programme (GSoC) is not employment
        ("Who has worked at ByteDance?", {"Tomasz Wrona", "Keiko Brandt"}),
        ("Who has worked at Google?", {"Ines Carvalho"}),
        ("谁在字节跳动工作或实习过？", {"Tomasz Wrona", "Keiko Brandt"}),
        # "Role @ Team, Company" and "Role, Company, Inc"; a contest is not employment
        ("Who has worked at Tencent?", {"Ines Carvalho"}),
        ("Who has worked at Alibaba?", {"Wen Hollis", "Dara Okonkwo"}),
        # Chinese one-line entries, asked across languages
        ("Who has worked at NVIDIA?", {"孟凡宇"}),
        ("谁在英伟达工作过？", {"孟凡宇"}),
        ("Who has a master's degree from Beihang University?", {"孟凡宇"}),
        ("Who studied at Zhejiang University?", {"Tomasz Wrona"}),
    ],
)
def test_places_in_any_layout(engine: AnswerEngine, question: str, expected: set[str]) -> None:
    assert names(engine, question) == expected


def test_topic_at_employer_needs_both_in_one_entry(engine: AnswerEngine) -> None:
    assert names(engine, "Who has worked on advertising models at Google?") == {"Ines Carvalho"}
    assert names(engine, "Who built a key-value store at Tencent?") == {"Ines Carvalho"}
    assert names(engine, "Who has worked on advertising models at Tencent?") == set()
    assert names(engine, "谁在华为做过形式化验证相关的工作？") == {"孟凡宇"}


def test_intern_full_time_and_current(engine: AnswerEngine) -> None:
    assert names(engine, "Who has interned at NVIDIA?") == set()
    assert names(engine, "Who has interned at Huawei?") == {"孟凡宇"}
    assert names(engine, "Who has worked at Huawei as a full-time employee?") == {"Omar Lindgren"}
    assert names(engine, "Who has worked at PingCAP as a full-time employee?") == set()
    assert names(engine, "Whose current position is at ByteDance?") == {"Tomasz Wrona"}


def test_degrees_and_their_status(engine: AnswerEngine) -> None:
    assert names(engine, "Who is currently pursuing a PhD?") == {"Ines Carvalho"}
    assert names(engine, "Who has a completed PhD?") == {"Rosa Lindqvist"}
    assert names(engine, "谁的最高学历是专科？") == set()
    assert names(engine, "Who has a bachelor's degree in information security?") == {
        "Ines Carvalho"
    }


def test_skills_match_as_tokens(engine: AnswerEngine) -> None:
    go = engine.ask("Who has experience with Go (Golang)?")
    assert {c.name for c in go.candidates} == {"Tomasz Wrona"}
    assert all("Go" in e.quote for c in go.candidates for e in c.evidence)
    assert names(engine, "Who lists C as a programming language?") == {"Ines Carvalho"}


def test_publications_are_not_service(engine: AnswerEngine) -> None:
    assert names(engine, "Who has published at OSDI?") == set()
    assert names(engine, "Who has published a paper at VLDB (PVLDB)?") == {"Rosa Lindqvist"}
    assert names(engine, "Who is the first author of a paper at USENIX ATC?") == {"Rosa Lindqvist"}
    assert names(engine, "Who has a first-author paper at PVLDB?") == set()
    assert names(
        engine, "Who has served on a program committee or artifact evaluation committee?"
    ) == {"Rosa Lindqvist", "Ines Carvalho"}


def test_text_addressed_to_the_assistant_never_names_its_owner(engine: AnswerEngine) -> None:
    answer = engine.ask("Who has worked on GPU sharing at Alibaba?")
    assert [c.name for c in answer.candidates] == ["Wen Hollis"]
    assert "Mallory Quist" not in render_answer(answer)
    assert names(engine, "Who has worked at Alibaba?") == {"Wen Hollis", "Dara Okonkwo"}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a parenthetical that only says what counts is not a topic
        ("谁在谷歌工作过？（Google DeepMind 也算）", {"Ines Carvalho"}),
        ("Who has worked full-time (not as an intern) at Huawei?", {"Omar Lindgren"}),
        # an exclusion, in brackets or in its own sentence, excludes only what it names
        ("Who has worked at Alibaba? Ant Group does not count.", {"Wen Hollis", "Dara Okonkwo"}),
        # one bracket that includes one name and excludes another
        (
            "Who has worked at Alibaba Group (Alibaba Cloud counts, Ant Group does not)?",
            {"Wen Hollis", "Dara Okonkwo"},
        ),
        ("Who has worked at Ant Group?", {"Tomasz Wrona"}),
        # both places, each required; a skill joined by "and has worked at" is separate
        ("谁既在百度工作过，又在字节跳动工作过？", {"Keiko Brandt"}),
        ("Who has worked at both Baidu and ByteDance?", {"Keiko Brandt"}),
        (
            "Who has worked at Baidu or ByteDance?",
            {"Keiko Brandt", "Omar Lindgren", "Tomasz Wrona"},
        ),
        ("Who knows Rust and has worked at Baidu?", {"Keiko Brandt"}),
        ("Who programs in C (not C++)?", {"Ines Carvalho"}),
        # an invited talk at a company is not employment there
        ("谁在腾讯工作过？", {"Ines Carvalho"}),
    ],
)
def test_qualifiers_and_combinations(
    engine: AnswerEngine, question: str, expected: set[str]
) -> None:
    assert names(engine, question) == expected


def test_committees_and_citation_styles(engine: AnswerEngine) -> None:
    assert names(engine, "Who has served on an artifact evaluation committee?") == {
        "Rosa Lindqvist",
        "Ines Carvalho",
    }
    assert names(engine, "Who has served on a program committee (PC member or area chair)?") == {
        "Rosa Lindqvist"
    }
    # APA style ("Lindqvist, R., Mehta, A., & Okada, J. (2021)") puts her first
    assert names(engine, "Who has a first-author paper at ICML?") == {"Rosa Lindqvist"}


def test_users_add_their_own_organisations(embedder: CountingEmbedder, tmp_path: Path) -> None:
    """An alias the built-in catalog cannot know (a local company's two names) comes from
    <data dir>/orgs.yaml."""
    from bot.services import engine_session
    from ingest.job import Indexer as _Indexer

    write(
        tmp_path / "cvs" / "lin.md",
        "# Lin Qiao\n\n## 工作经历\n\n和风机器人 算法工程师 2019.07-2022.06\n",
    )
    settings = Settings(data_dir=tmp_path / "data")
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    try:
        assert not _Indexer(store, embedder, settings.ingest).ingest([tmp_path / "cvs"]).failed
    finally:
        store.close()
    write(
        settings.data_dir / "orgs.yaml",
        "orgs:\n- {id: zephyr, en: Zephyr Robotics, zh: 和风机器人, kind: employer}\n",
    )
    with engine_session(settings, embedder) as engine:
        answer = engine.ask("Who has worked at Zephyr Robotics?")
    assert [c.name for c in answer.candidates] in (["Lin Qiao"], ["Qiao Lin"])
    assert "和风机器人" in answer.candidates[0].evidence[0].quote


def test_admissions_prose_and_selected_papers(engine: AnswerEngine) -> None:
    # admitted, not enrolled: neither study there nor a PhD in progress
    assert names(engine, "Who has studied at Stanford University?") == set()
    assert "Dara Okonkwo" not in names(engine, "Who is currently pursuing a PhD?")
    # a paper said in prose, and a "Selected Papers" list with equal-contribution stars
    assert names(engine, "Who has published at NeurIPS?") == {"Dara Okonkwo"}
    assert names(engine, "Who is the first author of a SIGMOD paper?") == {"Dara Okonkwo"}


@pytest.mark.parametrize(
    ("line", "kind"),
    [("【工作经历】", "experience"), ("【教育背景】", "education"), ("[Experience]", "experience"),
     ("Selected Papers", "publications"), ("实习/项目经历", "experience"), ("Jobs", "experience")],
)  # fmt: skip
def test_bracketed_and_other_section_headings(line: str, kind: str) -> None:
    from ingest.models import TextLine
    from ingest.sections import section_heading

    found = section_heading(TextLine(text=line))
    assert found is not None and found[0] == kind
