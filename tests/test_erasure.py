"""Erasure is provable: after `forget`, no file under the data directory holds anything of
the person (raw bytes, so Chroma's write log, HNSW files, full-text index and SQLite free
pages count), the caches are gone, the next question does not see them, and everyone else
is still answered."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
import sqlalchemy as sa

from bot.answer.engine import AnswerEngine
from bot.audit import Actor, AuditLog, person_hash
from bot.erasure import erase
from bot.settings import Settings
from bot.state.settings import StateSettings
from bot.state.store import open_state
from ingest.job import Indexer
from ingest.registry import find_candidate
from tests.conftest import CountingEmbedder, write
from tests.fixtures.cvs import EN_CV, ZH_CV
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore

NAME = "Zephyrine Okonkwo-Lindqvist"
EMAIL = "zephyrine.ol@example.org"
PHRASE = "tidal turbine origami scheduler"
ADMIN = Actor.slack("U0ADMIN", "C1")
GONE_CV = f"""# {NAME}

{EMAIL} · +46 70 555 0199

## Experience

**Vattenfall**
Staff Software Engineer
Stockholm · 2017 – Present
- Designed the {PHRASE} that plans maintenance windows for offshore farms.
- Wrote the fleet telemetry pipeline in Rust and Kafka.

## Education

**KTH Royal Institute of Technology**
M.Sc. in Energy Systems · 2011 – 2016
"""


def files_containing(root: Path, needles: list[bytes]) -> dict[str, list[bytes]]:
    """Files under `root` whose raw bytes contain a needle (case-insensitively)."""
    found: dict[str, list[bytes]] = {}
    for path in root.rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            lowered = data.lower()
            hits = [n for n in needles if n.lower() in lowered or n in data]
            if hits:
                found[str(path.relative_to(root))] = hits
    return found


def _live_segments(data: Path) -> set[str]:
    """The segment directories Chroma still uses (to tell a live index from a stale one)."""
    import sqlite3

    db = sqlite3.connect(str(data / "chroma" / "chroma.sqlite3"))
    try:
        return {row[0] for row in db.execute("SELECT id FROM segments")}
    finally:
        db.close()


def needles_of(*texts: str) -> list[bytes]:
    return [t.encode(enc) for t in texts for enc in ("utf-8", "utf-16-le")]


@pytest.fixture()
def bot(tmp_path: Path, embedder: CountingEmbedder) -> Iterator[tuple[Indexer, AnswerEngine]]:
    cvs = tmp_path / "cvs"
    write(cvs / "zephyrine.md", GONE_CV)
    write(cvs / "marta.md", EN_CV)
    write(cvs / "zhao.md", ZH_CV)
    settings = Settings(data_dir=tmp_path / "data")
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    try:
        indexer = Indexer(store, embedder, settings.ingest)
        assert not indexer.ingest([cvs]).failed
        yield indexer, AnswerEngine(store, embedder)
    finally:
        store.close()


def test_forget_leaves_no_byte_of_the_person_under_the_data_dir(
    bot: tuple[Indexer, AnswerEngine],
) -> None:
    indexer, engine = bot
    data = indexer.store.data_dir
    answer = engine.ask("Who designed a tidal turbine origami scheduler?")
    assert [c.name for c in answer.candidates] == [NAME]
    state = open_state(StateSettings(), data)  # what the Slack bot keeps of that answer
    state.add_turn("C1", "1.0", answer.question, answer)
    state.put_share("s1", {"answer": answer.model_dump(mode="json")})
    state.add_feedback("U1", "C1", "up", answer.question, [[NAME]])
    audit = AuditLog(state.engine)
    audit.record(Actor.slack("U1", "C1"), "ask", answer.question, [c.id for c in answer.candidates])
    audit.record(Actor.local(), "summary", f"summary {NAME} <{EMAIL}>", [answer.candidates[0].id])
    other = engine.ask("Who has worked at Allegro?")
    state.add_turn("C1", "2.0", other.question, other)
    engine.retriever.flush()
    person = find_candidate(indexer.candidates(), NAME)
    vectors = indexer.store.chunk_embeddings(
        [r.id for r in indexer.store.get_chunks({"candidate_id": person.id})]
    )
    unit = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    vector_bytes = [v[:8].astype(np.float32).tobytes() for v in (*vectors, *unit)]
    needles = needles_of(NAME, EMAIL, PHRASE)
    before = files_containing(data, needles)
    assert "chroma/chroma.sqlite3" in before and any(p.startswith("bot.") for p in before)
    assert any(p.startswith("cache/") for p in before)  # the test can see what it checks
    assert files_containing(data, vector_bytes)

    (erased,) = erase(indexer, [person], engine=engine, state=state, audit=audit, actor=ADMIN)

    assert erased.person == person_hash(person.id) and erased.documents == 1
    assert files_containing(data, needles) == {}
    left = files_containing(data, vector_bytes)  # no deleted vector in HNSW or log
    assert left == {}, (left, _live_segments(data))
    assert not (data / "cache").exists()
    nobody = engine.ask("Who designed a tidal turbine origami scheduler?")
    assert nobody.candidates == []
    again = engine.ask("Who has worked at Allegro?")
    assert [c.name for c in again.candidates] == ["Marta Kowalski"]
    assert [n for n in engine.candidates() if n.display_name == NAME] == []
    assert state.history("C1", "1.0") == [] and state.get_share("s1") is None
    assert state.feedback() == [] and len(state.history("C1", "2.0")) == 1
    trail = audit.entries(person=erased.person)  # who saw her is still known, by pseudonym
    assert [(e.user, e.action) for e in trail] == [
        ("U1", "ask"), (Actor.local().user, "summary"), ("U0ADMIN", "forget"),
    ]  # fmt: skip
    assert trail[1].query == f"[withheld: {erased.person} erased]"


def test_a_forgotten_cv_is_not_re_added_even_by_a_rebuild(
    bot: tuple[Indexer, AnswerEngine], tmp_path: Path
) -> None:
    indexer, _ = bot
    person = find_candidate(indexer.candidates(), NAME)
    erase(indexer, [person])
    report = indexer.ingest([tmp_path / "cvs"])
    assert [o.status for o in report.outcomes if "zephyrine" in o.path] == ["skipped"]
    store = indexer.store
    store.close()
    store.open()  # a purged index opens as itself
    names = sorted(c.display_name for c in indexer.candidates())
    assert names == ["Marta Kowalski", "赵磊"]
    store.close()
    store.open(rebuild=True)  # `ingest --rebuild` keeps the tombstone
    report = indexer.ingest([tmp_path / "cvs"])
    assert [o.status for o in report.outcomes if "zephyrine" in o.path] == ["skipped"]
    assert json.dumps(names, ensure_ascii=False).count(NAME) == 0


def test_a_purge_cut_short_after_the_copy_is_finished_when_the_index_opens(
    tmp_path: Path,
) -> None:
    settings = Settings(data_dir=tmp_path / "data")
    store = CVStore(settings.store, settings.data_dir, "test-embedder").open()
    store.add_chunks(["a:0", "b:0"], np.eye(2, 4), ["kept", "also kept"], [{"n": 0}] * 2)
    client = store._require_client()  # a crash between the copy's delete and its rename
    chunks = f"{settings.store.collection_prefix}_chunks"
    copy = client.create_collection(chunks + "__purge", embedding_function=None)
    copy.add(ids=["a:0"], embeddings=np.eye(1, 4), documents=["kept"], metadatas=[{"n": 0}])
    client.delete_collection(chunks)
    store.close()
    store.open()
    try:
        assert [r.document for r in store.get_chunks()] == ["kept"]
        assert chunks + "__purge" not in {c.name for c in client.list_collections()}
    finally:
        store.close()


def test_the_purge_rebuilds_the_collections_of_a_chroma_server(tmp_path: Path) -> None:
    """Server mode: the collections are rebuilt over HTTP with what they hold (the server's
    own files and their VACUUM are its operator's, as the README says)."""
    from tests.chroma_server import ChromaServer
    from vectorstore.config import StoreSettings

    server = ChromaServer(tmp_path / "server").start()
    try:
        store = CVStore(StoreSettings(chroma_url=server.url), tmp_path / "data", "e").open()
        try:
            store.add_chunks(["a:0", "b:0"], np.eye(2, 4), [PHRASE, "kept"],
                             [{"candidate_id": "a"}, {"candidate_id": "b"}])  # fmt: skip
            store.upsert_identity(["a", "b"], ["{}", "{}"])
            store.delete_chunks_where({"candidate_id": "a"})
            store.delete_identity(["a"])
            store.purge()
            assert [(r.id, r.document) for r in store.get_chunks()] == [("b:0", "kept")]
            assert [r.id for r in store.get_identity()] == ["b"]
            assert store.query_chunks([0.0, 1.0, 0.0, 0.0], 5)[0][0].id == "b:0"
        finally:
            store.close()
    finally:
        server.stop()


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_the_bot_state_and_audit_forget_a_person_on_sqlite_and_postgresql(
    backend: str, tmp_path: Path
) -> None:
    """The state database the replicas share: threads, shares, feedback, upload links,
    undelivered Slack calls and unfinished event bodies that mention the person go;
    the audit keeps who looked, by pseudonym; other people's rows stay."""
    from bot.answer.models import Answer, CandidateResult
    from bot.state.erasure import erase_mentions
    from bot.state.outbox import Outbox
    from tests.postgres_server import PostgresMissing, PostgresServer

    server = None
    settings = StateSettings()
    if backend == "postgresql":
        try:
            server = PostgresServer().start()
        except PostgresMissing as exc:
            pytest.skip(str(exc))
        settings = StateSettings(url=server.new_database())
    state = open_state(settings, tmp_path)
    try:
        hers = Answer(question=f"Who wrote the {PHRASE}?", language="en",
                      candidates=[CandidateResult(id="cand-z", name=NAME)])  # fmt: skip
        marta = CandidateResult(id="cand-m", name="Marta Kowalski")
        other = Answer(question="Who knows Kotlin?", language="en", candidates=[marta])
        state.add_turn("C1", "1.0", hers.question, hers)
        state.add_turn("C1", "2.0", other.question, other)
        state.put_share("s1", {"answer": hers.model_dump(mode="json")})
        state.put_file(f"slack:F1/{NAME}.pdf", "https://example.slack.com/files/F1")
        state.add_feedback("U1", "C1", "up", hers.question, [[NAME]])
        state.claim_event("Ev1", body=json.dumps({"text": f"tell me about {NAME}"}))
        outbox = Outbox(state)  # a Slack call waiting for Slack to come back
        outbox.keep("chat.postMessage", {"channel": "C1", "text": f"{NAME}: {PHRASE}"})
        audit = AuditLog(state.engine)
        audit.record(ADMIN, "ask", hers.question, ["cand-z"])
        audit.record(ADMIN, "ask", f"is {NAME} free?", [])

        assert erase_mentions(state, ["cand-z", NAME, EMAIL]) == 6
        audit.redact([NAME, EMAIL], person_hash("cand-z"))

        assert state.history("C1", "1.0") == [] and len(state.history("C1", "2.0")) == 1
        assert state.get_share("s1") is None and state.feedback() == []
        assert state.file_links([f"slack:F1/{NAME}.pdf"]) == {}
        with state.engine.connect() as conn:
            bodies = conn.execute(sa.text("SELECT body FROM events")).scalars().all()
        assert bodies == [None] and outbox.pending() == 0
        queries = [e.query for e in audit.entries()]
        assert queries == [f"[withheld: {person_hash('cand-z')} erased]",
                           f"is [{person_hash('cand-z')}] free?"]  # fmt: skip
    finally:
        state.close()
        if server is not None:
            server.stop()


def test_the_unused_capacity_of_an_hnsw_segment_is_zeroed(tmp_path: Path) -> None:
    """Chroma writes an index's whole capacity from memory it never initialised: the slots
    past its elements are zeroed; a header that does not match its files is left alone."""
    import struct

    from vectorstore.purge import zero_unused_capacity

    segment = tmp_path / "seg"
    segment.mkdir()
    (segment / "header.bin").write_bytes(struct.pack("<iQQQQ", 1, 0, 4, 1, 8) + bytes(64))
    (segment / "data_level0.bin").write_bytes(b"\xaa" * 32)  # 4 slots of 8 bytes, 1 used
    (segment / "length.bin").write_bytes(b"\xbb" * 16)
    assert zero_unused_capacity(segment)
    assert (segment / "data_level0.bin").read_bytes() == b"\xaa" * 8 + bytes(24)
    assert (segment / "length.bin").read_bytes() == b"\xbb" * 4 + bytes(12)
    (segment / "data_level0.bin").write_bytes(b"\xaa" * 30)  # not capacity x slot size
    assert not zero_unused_capacity(segment)
    assert (segment / "data_level0.bin").read_bytes() == b"\xaa" * 30
