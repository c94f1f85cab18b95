"""Shared fixtures: the real offline embedder, real Chroma in a temp dir, sample CVs."""

from __future__ import annotations

import io
import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from bot.settings import Settings
from ingest.job import Indexer
from vectorstore.embeddings import USEM3Embeddings, embedder_id
from vectorstore.store import CVStore

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "examples" / "cvs"
FIXTURES = Path(__file__).parent / "fixtures"
SAMPLES = Path(os.environ.get("CVBOT_SAMPLE_CVS", REPO.parent / "shared" / "sample-cvs"))


@pytest.fixture(scope="session")
def samples() -> Path:
    if not SAMPLES.is_dir():
        pytest.skip(f"sample CVs not found at {SAMPLES} (set CVBOT_SAMPLE_CVS)")
    return SAMPLES


class CountingEmbedder(USEM3Embeddings):
    """The real embedder, counting how many texts it embedded."""

    def __init__(self) -> None:
        super().__init__()
        self.embedded = 0

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.embedded += len(texts)
        return super().embed_documents(texts)


@pytest.fixture(scope="session")
def embedder() -> CountingEmbedder:
    return CountingEmbedder()


@pytest.fixture()
def settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path / "data")


@pytest.fixture()
def indexer(settings: Settings, embedder: CountingEmbedder) -> Iterator[Indexer]:
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    try:
        yield Indexer(store, embedder, settings.ingest)
    finally:
        store.close()


def write(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode(encoding))
    return path


@contextmanager
def engine_over(
    files: dict[str, str] | dict[str, str | bytes], root: Path, embedder: CountingEmbedder
) -> Iterator[Any]:
    """An answer engine over a fresh index of `files` (name -> text, or the bytes of a PDF
    or DOCX) written under `root`; every file must index."""
    from bot.answer.engine import AnswerEngine

    folder = root / "cvs"
    for name, content in files.items():
        if isinstance(content, bytes):
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_bytes(content)
        else:
            write(folder / name, content)
    settings = Settings(data_dir=root / "data")
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    try:
        report = Indexer(store, embedder, settings.ingest).ingest([folder])
        assert not report.failed
        yield AnswerEngine(store, embedder)
    finally:
        store.close()


def answered_names(engine: Any, question: str, people: set[str]) -> set[str]:
    """The people an answer names (by the fixture's name for them, whatever script the
    answer shows), after checking that each has evidence and every quote is verbatim."""
    from bot.evaluation import quote_is_verbatim

    found = set()
    for c in engine.ask(question).candidates:
        assert c.evidence, c.name
        for e in c.evidence:
            assert quote_is_verbatim(e.source, e.quote), e.quote
        known = [n for n in (c.name, *c.aliases) if n in people]
        found.add(known[0] if known else c.name)
    return found


def module_engine(
    files: dict[str, str] | dict[str, str | bytes], label: str, asked: date | None = None
) -> Any:
    """A module-scoped `engine` fixture over a fresh index of `files` (see `engine_over`):
    `engine = module_engine(ALL, "blind4")` in a test module; with `asked`, "present" is
    read at that date."""

    @pytest.fixture(scope="module")
    def engine(
        embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
    ) -> Iterator[Any]:
        with engine_over(files, tmp_path_factory.mktemp(label), embedder) as built:
            if asked is not None:
                built.today = lambda: asked
            yield built

    return engine


@pytest.fixture(scope="module")
def postgres() -> Iterator[Any]:
    """A real PostgreSQL started from Debian's package in a temp dir (tests/postgres_server.py),
    for the module; the test skips, saying what to install, when it is not there."""
    from tests.postgres_server import PostgresMissing, PostgresServer

    try:
        server = PostgresServer().start()
    except PostgresMissing as exc:
        pytest.skip(str(exc))
    try:
        yield server
    finally:
        server.stop()


def docx_bytes(
    paragraphs: list[str],
    tables: Sequence[list[list[str]]] = (),
    after: Sequence[str] = (),
) -> bytes:
    """A DOCX: paragraphs, then tables (rows of cells; a "\n" in a cell is a manual line
    break), then more paragraphs."""
    import docx

    document = docx.Document()
    for text in paragraphs:
        document.add_paragraph(text)
    for rows in tables:
        table = document.add_table(rows=len(rows), cols=len(rows[0]))
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                table.cell(r, c).text = cell
    for text in after:
        document.add_paragraph(text)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def lines_profile(texts: list[str], file_name: str = "cv.txt") -> Any:
    """The profile of a CV made of these lines, one line each, as a text file gives them."""
    from ingest.models import ParsedCV, TextLine
    from ingest.profile import extract_profile
    from ingest.sections import split_sections

    lines = [TextLine(text=t, page=1, n=i + 1) for i, t in enumerate(texts)]
    cv = ParsedCV(source=file_name, file_name=file_name, doc_id="y" * 32, format="text",
                  lines=lines, pages=1)  # fmt: skip
    return extract_profile(cv, split_sections(cv), None)


def read_question(question: str, asked: date = date(2026, 11, 27)) -> Any:
    """The requirements a question is read into, with "present" at `asked`."""
    from bot.answer.question import analyze, constraints_of
    from ingest.record import org_catalog
    from ingest.skills import SkillCatalog

    return constraints_of(analyze(question), org_catalog(), SkillCatalog.load(), asked)
