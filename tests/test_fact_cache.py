"""The fact index is written next to the index and read by the next process: a restarted
bot or a CLI question does not re-read every chunk, and gets the same answers. A copy is
never used for other data, other catalogs or a damaged file."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.answer import fact_cache
from bot.answer.engine import AnswerEngine
from bot.answer.facts import FactIndex
from bot.settings import Settings
from ingest.job import Indexer
from ingest.orgs import OrgCatalog
from ingest.pinyin import could_be_pinyin
from ingest.skills import SkillCatalog
from tests.conftest import CountingEmbedder, write
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore

CV_A = """# Jana Novak
## Experience
Senior Engineer, Alibaba Cloud, 2019 – 2023
- Built GPU sharing for inference clusters.
"""
CV_B = """# Tomas Berg
## Experience
Engineer, Ericsson, 2018 – present
- Radio scheduling in Rust.
"""
QUESTION = "Who has worked at Alibaba?"


def _names(
    data: Path,
    embedder: CountingEmbedder,
    question: str = QUESTION,
    orgs: OrgCatalog | None = None,
) -> list[str]:
    """The names an answer gives, from a fresh engine over the index (as a new process)."""
    settings = Settings(data_dir=data)
    store = CVStore(settings.store, data, embedder_id(settings.embedding)).open()
    try:
        engine = AnswerEngine(
            store, embedder, orgs=orgs or OrgCatalog.load(), skills=SkillCatalog.load()
        )
        return [c.name for c in engine.ask(question).candidates]
    finally:
        store.close()


@pytest.fixture()
def data(tmp_path: Path, embedder: CountingEmbedder) -> Path:
    write(tmp_path / "cvs" / "jana.md", CV_A)
    write(tmp_path / "cvs" / "tomas.md", CV_B)
    settings = Settings(data_dir=tmp_path / "data")
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    try:
        assert not Indexer(store, embedder, settings.ingest).ingest([tmp_path / "cvs"]).failed
    finally:
        store.close()
    return settings.data_dir


def _copies(data: Path) -> list[Path]:
    return sorted((data / "cache" / "facts").glob("facts-*.pickle"))


def test_a_new_process_reads_the_facts_instead_of_rebuilding(
    data: Path, embedder: CountingEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _names(data, embedder) == ["Jana Novak"]
    assert len(_copies(data)) == 1

    def no_build(*args: object, **kwargs: object) -> FactIndex:
        raise AssertionError("the fact index was rebuilt")

    monkeypatch.setattr(FactIndex, "build", no_build)
    assert _names(data, embedder) == ["Jana Novak"]
    assert _names(data, embedder, "Who has worked at Ericsson?") == ["Tomas Berg"]


def test_other_catalogs_or_new_cvs_never_reuse_a_copy(
    data: Path, embedder: CountingEmbedder, tmp_path: Path
) -> None:
    assert _names(data, embedder) == ["Jana Novak"]
    user_orgs = tmp_path / "orgs.yaml"
    user_orgs.write_text("orgs:\n  - {id: jana-co, en: Novak Labs, kind: employer}\n", "utf-8")
    with_user = OrgCatalog.load([user_orgs])
    assert with_user.digest != OrgCatalog.load().digest
    assert _names(data, embedder, orgs=with_user) == ["Jana Novak"]
    assert len(_copies(data)) == 1  # the copy for the other catalogs replaced the first

    write(
        tmp_path / "more" / "li.md",
        "# Li Wei\n## Experience\nEngineer, Alibaba Group, 2020 – 2022\n",
    )
    settings = Settings(data_dir=data)
    store = CVStore(settings.store, data, embedder_id(settings.embedding)).open()
    try:
        Indexer(store, embedder, settings.ingest).ingest([tmp_path / "more"])
    finally:
        store.close()
    assert sorted(_names(data, embedder)) == ["Jana Novak", "Li Wei"]


def test_a_damaged_copy_is_rebuilt(
    data: Path, embedder: CountingEmbedder, caplog: pytest.LogCaptureFixture
) -> None:
    assert _names(data, embedder) == ["Jana Novak"]
    (copy,) = _copies(data)
    copy.write_bytes(b"not a pickle")
    assert _names(data, embedder) == ["Jana Novak"]
    assert "rebuilding the fact index cache" in caplog.text
    assert _copies(data) and _copies(data)[0].read_bytes() != b"not a pickle"


def test_catalogs_built_in_memory_are_not_cached(data: Path, embedder: CountingEmbedder) -> None:
    orgs = OrgCatalog.from_files([_builtin()])  # not through load(): no file digest
    assert orgs.digest == ""
    assert fact_cache.fact_key  # the cache exists, but has no key for such catalogs
    assert _names(data, embedder, orgs=orgs) == ["Jana Novak"]
    assert _copies(data) == []


def _builtin() -> Path:
    from ingest import orgs

    return orgs.BUILTIN_PATH


@pytest.mark.parametrize(
    ("word", "expected"),
    [("wang", True), ("lingyun", True), ("ouyang", True), ("zhang", True), ("xu", True),
     ("who", False), ("worked", False), ("alibaba", False), ("kubernetes", False),
     ("tencent", False), ("at", False)],
)  # fmt: skip
def test_words_that_could_be_a_romanised_chinese_name(word: str, expected: bool) -> None:
    assert could_be_pinyin(word) is expected


def test_a_chinese_name_asked_in_pinyin_is_still_found(
    tmp_path: Path, embedder: CountingEmbedder
) -> None:
    write(tmp_path / "cvs" / "yang.md", "# 杨凌云\n## 工作经历\n阿里巴巴 高级工程师 2019 – 2023\n")
    settings = Settings(data_dir=tmp_path / "data")
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    try:
        Indexer(store, embedder, settings.ingest).ingest([tmp_path / "cvs"])
        engine = AnswerEngine(store, embedder)
        answer = engine.ask("Where has Lingyun Yang worked?")
        assert [c.name for c in answer.candidates][:1] in (["杨凌云"], ["Lingyun Yang"])
    finally:
        store.close()


def test_chunk_vectors_are_read_from_the_cache_by_the_next_process(
    data: Path, embedder: CountingEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    question = "Who has worked on GPU sharing?"
    first = _names(data, embedder, question)
    assert first == ["Jana Novak"]
    assert list((data / "cache" / "facts").glob("vectors-*.npy"))

    def no_read(self: CVStore, ids: list[str]) -> object:
        raise AssertionError("chunk vectors were read from Chroma again")

    monkeypatch.setattr(CVStore, "chunk_embeddings", no_read)
    assert _names(data, embedder, question) == first
