"""Re-deriving stored profiles when the extractor changes (ingest/record_refresh.py): from
the CV files, without re-embedding, automatically at ingest for older ones and for every
one with `cvbot reindex --records`."""

from __future__ import annotations

from pathlib import Path

import pytest

from ingest.job import Indexer
from ingest.profile import PROFILE_VERSION
from ingest.record import build_record
from ingest.registry import write_records
from tests.conftest import CountingEmbedder, write
from tests.fixtures.records import MARA_EN, ZHOU_ZH


def _age_profiles(indexer: Indexer) -> None:
    """Make the stored profiles look read by an older extractor (no pointers, version 0)."""
    old = []
    for record in indexer.committed():
        profile = record.profile.model_copy(update={"pointers": "", "version": 0})
        old.append(record.model_copy(update={"profile": profile}))
    write_records(indexer.store, old)


def test_an_ingest_rederives_older_profiles_without_embedding_again(
    tmp_path: Path, indexer: Indexer, embedder: CountingEmbedder
) -> None:
    folder = tmp_path / "cvs"
    write(folder / "mara.md", MARA_EN)
    write(folder / "zhou.md", ZHOU_ZH)
    assert not indexer.ingest([folder]).failed
    _age_profiles(indexer)
    aged = build_record(next(c for c in indexer.candidates() if c.display_name == "周明轩"))
    assert aged.extractor_version == 0 and not aged.positions[0].sources

    embedded = embedder.embedded
    report = indexer.ingest([folder])
    assert report.summary()["unchanged"] == 2
    assert embedder.embedded == embedded  # nothing embedded again
    record = build_record(next(c for c in indexer.candidates() if c.display_name == "周明轩"))
    assert record.extractor_version == PROFILE_VERSION
    assert record.positions[0].sources[0].text == "字节跳动 高级后端工程师 2020.07-至今"


def test_reindex_records_rereads_every_profile_and_keeps_those_whose_file_is_gone(
    tmp_path: Path, indexer: Indexer
) -> None:
    folder = tmp_path / "cvs"
    write(folder / "mara.md", MARA_EN)
    gone = write(folder / "zhou.md", ZHOU_ZH)
    indexer.ingest([folder])
    gone.unlink()
    report = indexer.refresh_records(stale_only=False)
    assert (report.updated, report.missing, report.failed) == (1, ["zhou.md"], [])
    assert {c.display_name for c in indexer.candidates()} == {"Mara Okonkwo-Lind", "周明轩"}
    assert indexer.refresh_records().current == 2  # both current: nothing to do


def test_a_refresh_larger_than_one_chroma_write_is_written_in_batches(
    tmp_path: Path, indexer: Indexer, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "cvs"
    write(folder / "mara.md", MARA_EN)
    write(folder / "zhou.md", ZHOU_ZH)
    indexer.ingest([folder])
    _age_profiles(indexer)
    calls: list[int] = []
    upsert = indexer.store.upsert_records
    monkeypatch.setattr(indexer.store.settings, "write_batch", 1)

    def counted(ids: list[str], *rest: object) -> None:
        calls.append(len(ids))
        upsert(ids, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(indexer.store, "upsert_records", counted)
    report = indexer.refresh_records()
    assert report.updated == 2 and calls == [1, 1]
    assert all(r.profile.version == PROFILE_VERSION for r in indexer.committed())
