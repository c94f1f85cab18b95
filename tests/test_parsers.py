"""Parsing every supported format, and a clear error for every kind of bad file."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import docx
import pytest
from pypdf import PdfReader, PdfWriter

from ingest.errors import CVFileError
from ingest.models import TextLine
from ingest.parsers import parse_bytes, parse_file
from ingest.parsers.wrapping import unwrap
from tests.conftest import EXAMPLES, write
from tests.fixtures.cvs import EN_CV, ZH_CV

LIMIT = 20_000_000


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "gb18030"])
def test_text_encodings(tmp_path: Path, encoding: str) -> None:
    path = write(tmp_path / "zhao.txt", ZH_CV, encoding)
    cv = parse_file(path, LIMIT)
    assert "腾讯科技" in cv.text
    assert "微信支付对账系统" in cv.text


def test_markdown_decorations_are_removed_but_headings_kept(tmp_path: Path) -> None:
    cv = parse_file(write(tmp_path / "m.md", EN_CV), LIMIT)
    assert cv.lines[0].text == "Marta Kowalski" and cv.lines[0].heading
    assert "**" not in cv.text and "Allegro Group" in cv.text


def test_pdf_keeps_page_numbers_and_fixes_radicals(samples: Path) -> None:
    cv = parse_file(samples / "pdf" / "000_227b703a430543ab.pdf", LIMIT)
    assert cv.pages and cv.pages > 1
    assert {line.page for line in cv.lines} == set(range(1, cv.pages + 1))
    assert not [ch for ch in cv.text if 0x2E80 <= ord(ch) <= 0x2FDF]
    assert "阿里巴巴集团" in cv.text


def test_docx_and_json_resume_examples_parse() -> None:
    zh = parse_file(EXAMPLES / "chen_wei_zh.docx", LIMIT)
    assert zh.format == "docx" and "阿里巴巴集团" in zh.text
    js = parse_file(EXAMPLES / "sofia_rossi.json", LIMIT)
    assert js.format == "jsonresume" and "JetBrains" in js.text


def _pdf_bytes(text: str = "Jane Roe\nSenior Engineer at Example Corp since 2019") -> bytes:
    from reportlab.pdfgen import canvas

    buf = io.BytesIO()
    c = canvas.Canvas(buf)
    for i, line in enumerate(text.splitlines()):
        c.drawString(50, 800 - 14 * i, line)
    c.save()
    return buf.getvalue()


def _error(data: bytes, name: str, limit: int = LIMIT) -> str:
    with pytest.raises(CVFileError) as info:
        parse_bytes(data, name, name, limit)
    return info.value.user_message


def test_bad_files_get_a_clear_reason() -> None:
    good_pdf = _pdf_bytes()
    assert "Jane Roe" in parse_bytes(good_pdf, "a.pdf", "a.pdf", LIMIT).text
    assert "corrupt" in _error(good_pdf[: len(good_pdf) // 3], "cut.pdf")
    assert "empty" in _error(b"", "empty.txt")
    assert "unsupported" in _error(b"hello", "cv.xlsx")
    assert "binary" in _error(bytes(range(256)) * 40, "junk.txt")
    assert "invalid JSON" in _error(b"{not json", "cv.json")
    assert "not a JSON Resume" in _error(json.dumps({"a": 1}).encode(), "cv.json")
    assert "not a PDF" in _error(b"hello world, not a pdf" * 5, "cv.pdf")


def test_encrypted_pdf_is_refused() -> None:
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(_pdf_bytes())))
    writer.encrypt("s3cret")
    buf = io.BytesIO()
    writer.write(buf)
    assert "encrypted" in _error(buf.getvalue(), "locked.pdf")


def test_scanned_pdf_without_text_layer() -> None:
    from reportlab.pdfgen import canvas

    buf = io.BytesIO()
    c = canvas.Canvas(buf)
    c.rect(10, 10, 100, 100, fill=1)
    c.save()
    assert "no text" in _error(buf.getvalue(), "scan.pdf")


def test_pdf_renamed_docx_is_read_as_pdf() -> None:
    cv = parse_bytes(_pdf_bytes(), "cv.docx", "cv.docx", LIMIT)
    assert cv.format == "pdf" and "Jane Roe" in cv.text


def test_docx_zip_bomb_is_refused() -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("word/document.xml", "<w:document>" + " " * 300_000_000 + "</w>")
    assert "zip bomb" in _error(buf.getvalue(), "bomb.docx")


def test_oversized_file_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "huge.pdf"
    path.write_bytes(b"%PDF-1.4\n" + b"0" * 2_000_000)
    with pytest.raises(CVFileError) as info:
        parse_file(path, 1_000_000)
    assert "over the 1 MB limit" in info.value.user_message


def test_docx_lists_and_headings(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_heading("Jane Roe", level=1)
    document.add_heading("Experience", level=2)
    document.add_paragraph("Example Corp, Engineer 2019 – 2021")
    document.add_paragraph("Built a billing system.", style="List Bullet")
    path = tmp_path / "jane.docx"
    document.save(str(path))
    cv = parse_file(path, LIMIT)
    texts = [line.text for line in cv.lines]
    assert texts[0] == "Jane Roe" and cv.lines[0].heading
    assert "• Built a billing system." in texts


def test_a_docx_tables_header_row_is_one_line_not_an_employer(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Career")
    table = document.add_table(rows=2, cols=3)
    head = ["Dates", "Company / Role", "Highlights"]
    for cell, text in zip(table.rows[0].cells, head, strict=True):
        cell.text = text
    row = ["Mar 2020 – Present", "Nordwind — Director of Product", "Lead 9 product managers."]
    for cell, text in zip(table.rows[1].cells, row, strict=True):
        cell.text = text
    path = tmp_path / "table.docx"
    document.save(str(path))
    lines = [line.text for line in parse_file(path, LIMIT).lines]
    assert "Dates | Company / Role | Highlights" in lines
    assert "Highlights" not in lines and "Mar 2020 – Present" in lines


def test_a_date_column_cut_after_its_dash_or_after_since_is_one_range() -> None:
    lines = [TextLine(text=t) for t in ("since", "10/2023", "Staff Engineer, Adyen")]
    lines += [TextLine(text=t) for t in ("04/2020 –", "09/2023", "Engineer, Booking.com")]
    joined = [x.text for x in unwrap(lines)]
    assert joined[0] == "since 10/2023" and "04/2020 – 09/2023" in joined
