"""Identity corrections by hand: a merge and a split that survive re-indexing the same
files, indexing them into a rebuilt index, and a new version of a file; `/cv merge` and
`/cv split` are for admins; `cvbot show` lists the decisions beside the automatic merge
reasons. People here are fictional."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.answer.engine import AnswerEngine
from bot.commands import BotServices, Notice, run_command
from bot.settings import Settings
from ingest.job import Indexer
from ingest.registry import find_candidate
from tests.conftest import CountingEmbedder, write
from tests.test_cli import cvbot
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore

ANNEKE_OLD = """# Anneke de Vries

anneke.devries@example.nl

## Experience

**Philips**
Embedded Engineer
Eindhoven · 2015 – 2020
- Wrote firmware for MRI coil controllers.
"""
ANNEKE_NEW = """# Anneke Vries-Bakker

a.bakker@example.com

## Experience

**ASML**
Senior Software Engineer
Veldhoven · 2020 – Present
- Leads the wafer stage calibration service in C++.
"""
WEI_BAIDU = """# Wei Zhang

+86 138 0000 1111

## Experience

**Baidu**
Search Engineer
Beijing · 2016 – Present
- Ranked web results with gradient boosted trees.
"""
WEI_JD = """# Wei Zhang

+86 138 0000 1111

## Experience

**JD.com**
Logistics Planner
Shanghai · 2018 – Present
- Planned warehouse routes for same-day delivery.
"""


def _people(indexer: Indexer) -> dict[str, list[str]]:
    return {c.id: sorted(d.file_name for d in c.documents) for c in indexer.candidates()}


def _groups(indexer: Indexer) -> list[list[str]]:
    return sorted(_people(indexer).values())


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    cvs = tmp_path / "cvs"
    for name, text in (("anneke_2019.md", ANNEKE_OLD), ("anneke_2024.md", ANNEKE_NEW),
                       ("wei_baidu.md", WEI_BAIDU), ("wei_jd.md", WEI_JD)):  # fmt: skip
        write(cvs / name, text)
    return cvs


@pytest.fixture()
def store(tmp_path: Path) -> Iterator[CVStore]:
    settings = Settings(data_dir=tmp_path / "data")
    opened = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    try:
        yield opened
    finally:
        opened.close()


def test_merge_and_split_survive_reindexing_a_rebuild_and_new_versions(
    folder: Path, store: CVStore, embedder: CountingEmbedder
) -> None:
    indexer = Indexer(store, embedder, Settings().ingest)
    assert not indexer.ingest([folder]).failed
    auto = [["anneke_2019.md"], ["anneke_2024.md"], ["wei_baidu.md", "wei_jd.md"]]
    assert _groups(indexer) == auto  # one agency phone number merged the two Wei Zhangs

    people = indexer.candidates()
    keep = find_candidate(people, "Anneke de Vries")
    moved = indexer.merge(keep, find_candidate(people, "Anneke Vries-Bakker"), "local:hr")
    assert [r.file_name for r in moved] == ["anneke_2024.md"]
    wei = find_candidate(indexer.candidates(), "Wei Zhang")
    (split_off,) = indexer.split(wei, "wei_jd.md", "local:hr")
    fixed = [["anneke_2019.md", "anneke_2024.md"], ["wei_baidu.md"], ["wei_jd.md"]]
    assert _groups(indexer) == fixed
    engine = AnswerEngine(store, embedder)
    found = engine.ask("Who has worked at ASML?").candidates
    assert [(c.id, c.name) for c in found] == [(keep.id, "Anneke de Vries")]
    assert [c.id for c in engine.ask("Who has worked at JD.com?").candidates] == [
        split_off.candidate_id
    ]

    assert not indexer.ingest([folder]).failed  # the same files again
    assert _groups(indexer) == fixed
    before = _people(indexer)

    store.close()  # `cvbot ingest --rebuild`: the index is dropped, decisions are kept
    store.open(rebuild=True)
    rebuilt = Indexer(store, embedder, Settings().ingest)
    assert rebuilt.candidates() == []
    assert not rebuilt.ingest([folder]).failed
    assert _people(rebuilt) == before  # the same people, under the same ids

    write(folder / "wei_jd.md", WEI_JD.replace("same-day", "next-day"))  # a new version
    assert [o.status for o in rebuilt.ingest([folder]).outcomes if "wei_jd" in o.path] == [
        "updated"
    ]
    assert _people(rebuilt) == before
    merged = find_candidate(rebuilt.candidates(), keep.id)
    assert [d.describe().startswith("manual merge by local:hr on ") for d in
            rebuilt.decisions(merged)] == [True, True]  # fmt: skip


def test_only_admins_merge_and_split_and_show_lists_the_decisions(
    folder: Path, tmp_path: Path, embedder: CountingEmbedder
) -> None:
    settings = Settings(data_dir=tmp_path / "data")
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    try:
        indexer = Indexer(store, embedder, settings.ingest)
        indexer.ingest([folder])
        services = BotServices(settings, AnswerEngine(store, embedder), indexer)
        merge = "merge Anneke de Vries and Anneke Vries-Bakker"
        refused = run_command(services, merge, is_admin=False).reply
        assert isinstance(refused, Notice) and "only admins" in refused.text
        done = run_command(services, merge, is_admin=True).reply
        assert isinstance(done, Notice) and done.text.startswith("Merged Anneke Vries-Bakker")
        split = run_command(services, "split Wei Zhang wei_jd.md", is_admin=True).reply
        assert isinstance(split, Notice) and split.text.startswith("Split wei_jd.md off Wei")
        wrong = run_command(services, "split Anneke de Vries resume.pdf", is_admin=True).reply
        assert "has no CV 'resume.pdf'" in str(wrong)
        listed = run_command(services, "list", is_admin=False).reply
        assert len(getattr(listed, "people", [])) == 3
    finally:
        store.close()
    shown = cvbot(settings.data_dir, "show", "Anneke de Vries", "--json")
    data = json.loads(shown.stdout)
    assert [m.split(": ")[0] for m in data["manual_decisions"]] == [
        "anneke_2019.md", "anneke_2024.md",
    ]  # fmt: skip
    assert any("manual merge" in r for r in data["merge_reasons"])
    text = cvbot(settings.data_dir, "show", "Anneke de Vries").stdout
    assert "decided by hand:" in text and "manual merge by " in text
