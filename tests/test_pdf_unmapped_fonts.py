"""A PDF whose fonts carry no Unicode map — what xelatex/ctex résumés with the Fandol fonts
produce, common among Chinese CVs — reads as text, not as Armenian- and Syriac-looking
letters: pypdf's unreadable page text is replaced by PDFium's, and a question about the
owner is answered with a verbatim quote. The fixture is fictional
(tests/data/unmapped_fonts/lin_xiaoyu.tex, compiled with xelatex)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader

from bot.answer.engine import AnswerEngine
from bot.evaluation import quote_is_verbatim
from ingest.language.script import unreadable_share
from ingest.parsers import parse_file
from tests.conftest import CountingEmbedder, engine_over

PDF = Path(__file__).parent / "data" / "unmapped_fonts" / "lin_xiaoyu.pdf"


def test_the_fixture_is_unreadable_to_pypdf() -> None:
    text = PdfReader(PDF).pages[0].extract_text()
    assert unreadable_share(text) > 0.5  # what the fix is for


def test_a_pdf_without_unicode_maps_reads_as_chinese() -> None:
    cv = parse_file(PDF, 20_000_000)
    lines = [line.text for line in cv.lines]
    assert lines[0] == "林晓雨"
    assert any("星河数据科技有限公司" in t and "高级后端工程师" in t for t in lines)
    assert any(t.startswith("2017.07 – 2020.06") for t in lines)  # an entry, not a wrap
    assert unreadable_share(cv.text) < 0.05


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    files: dict[str, str | bytes] = {"lin_xiaoyu.pdf": PDF.read_bytes()}
    with engine_over(files, tmp_path_factory.mktemp("unmapped"), embedder) as built:
        yield built


def test_its_owner_is_found_by_employer_with_a_verbatim_quote(engine: AnswerEngine) -> None:
    answer = engine.ask("谁在星河数据科技工作过？")
    assert [c.name for c in answer.candidates] == ["林晓雨"]
    for e in answer.candidates[0].evidence:
        assert quote_is_verbatim(e.source, e.quote), e.quote
