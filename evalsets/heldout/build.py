"""Rebuild the held-out CVs in ``cvs/`` from their sources in ``src/``.

All people, e-mail addresses and phone numbers here are invented. Markdown/text/JSON sources
are copied as they are; the DOCX (python-docx) and PDF (reportlab) files are rendered from a
small Markdown subset: ``#``/``##``/``###`` headings, ``-`` bullets (two-space nesting),
``1.`` numbered items, ``|`` tables and ``**bold**``. Chinese text in PDFs uses reportlab's
built-in CID font STSong-Light, so no font file is needed.

    .venv/bin/python evalsets/heldout/build.py
"""

from __future__ import annotations

import datetime
import io
import re
import shutil
import zipfile
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import docx
from docx.shared import Pt
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer

HERE = Path(__file__).resolve().parent
SRC = HERE / "src"
OUT = HERE / "cvs"

# source file -> output file (the output's extension decides how it is built)
MANIFEST = {
    "01.md": "cv_01.md",
    "02.md": "cv_02.pdf",
    "03.md": "cv_03.docx",
    "04.md": "cv_04.pdf",
    "05.txt": "cv_05.txt",
    "06.md": "cv_06.md",
    "07.md": "cv_07.pdf",
    "08.md": "cv_08.md",
    "09.md": "cv_09.docx",
    "10.json": "cv_10.json",
    "11.txt": "cv_11.txt",
    "12.md": "cv_12.docx",
    "13.md": "cv_13.docx",
    "14.md": "cv_14.md",
    "15.md": "cv_15.pdf",
    "16.md": "cv_16.pdf",
    "17.txt": "cv_17.txt",
    "18.md": "cv_18.md",
}

FIXED_TIME = datetime.datetime(2024, 1, 1, tzinfo=datetime.UTC)
CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")
BOLD = re.compile(r"\*\*(.+?)\*\*")


def blocks(text: str) -> list[tuple[str, object]]:
    """The Markdown subset as (kind, payload) blocks, in order."""
    out: list[tuple[str, object]] = []
    table: list[list[str]] = []
    for raw in text.splitlines():
        line = raw.rstrip()
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if not all(re.fullmatch(r":?-+:?", c) for c in cells):
                table.append(cells)
            continue
        if table:
            out.append(("table", table))
            table = []
        if not line.strip():
            continue
        if m := re.match(r"^(#{1,3})\s+(.*)$", line):
            out.append((f"h{len(m[1])}", m[2]))
        elif m := re.match(r"^(\s*)[-*]\s+(.*)$", line):
            out.append(("bullet2" if len(m[1]) >= 2 else "bullet", m[2]))
        elif m := re.match(r"^\d+\.\s+(.*)$", line):
            out.append(("number", m[1]))
        else:
            out.append(("para", line))
    if table:
        out.append(("table", table))
    return out


def add_runs(paragraph: Any, text: str) -> None:
    """Text with **bold** spans as runs of a python-docx paragraph."""
    pos = 0
    for m in BOLD.finditer(text):
        if m.start() > pos:
            paragraph.add_run(text[pos : m.start()])
        paragraph.add_run(m[1]).bold = True
        pos = m.end()
    if pos < len(text):
        paragraph.add_run(text[pos:])


def build_docx(src: Path, dst: Path) -> None:
    document = docx.Document()
    document.styles["Normal"].font.size = Pt(10.5)
    number = 0
    for kind, payload in blocks(src.read_text(encoding="utf-8")):
        if kind == "table":
            rows = payload
            assert isinstance(rows, list)
            table = document.add_table(rows=len(rows), cols=len(rows[0]))
            table.style = "Table Grid"
            for r, row in enumerate(rows):
                for c, cell in enumerate(row):
                    table.cell(r, c).text = BOLD.sub(r"\1", cell)
            continue
        text = str(payload)
        if kind in ("h1", "h2", "h3"):
            document.add_heading(BOLD.sub(r"\1", text), level=int(kind[1]))
        elif kind == "bullet":
            add_runs(document.add_paragraph(style="List Bullet"), text)
        elif kind == "bullet2":
            add_runs(document.add_paragraph(style="List Bullet 2"), text)
        elif kind == "number":
            number += 1
            add_runs(document.add_paragraph(), f"{number}. {text}")
        else:
            add_runs(document.add_paragraph(), text)
    props = document.core_properties
    props.author = props.last_modified_by = ""
    props.created = props.modified = FIXED_TIME
    props.revision = 1
    buffer = io.BytesIO()
    document.save(buffer)
    # python-docx stamps zip entries with the current time: rewrite them with a fixed one so a
    # rebuild gives the same bytes (same content hash, nothing to re-index).
    with (
        zipfile.ZipFile(io.BytesIO(buffer.getvalue())) as source,
        zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as target,
    ):
        for item in source.infolist():
            info = zipfile.ZipInfo(item.filename, date_time=(2024, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(info, source.read(item.filename))


def build_pdf(src: Path, dst: Path) -> None:
    pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
    sizes = {"h1": 17, "h2": 13, "h3": 11.5}

    def style(kind: str, cjk: bool) -> ParagraphStyle:
        latin = "Helvetica-Bold" if kind.startswith("h") else "Helvetica"
        size = sizes.get(kind, 10)
        indent = {"bullet": 10, "bullet2": 24, "number": 10}.get(kind, 0)
        return ParagraphStyle(
            kind,
            fontName="STSong-Light" if cjk else latin,
            fontSize=size,
            leading=size * 1.35,
            leftIndent=indent,
            spaceBefore=8 if kind in ("h1", "h2") else 1,
            spaceAfter=3,
        )

    story: list[object] = []
    number = 0
    for kind, payload in blocks(src.read_text(encoding="utf-8")):
        if kind == "table":
            assert isinstance(payload, list)
            lines = ["  |  ".join(row) for row in payload]
        else:
            lines = [str(payload)]
        for text in lines:
            cjk = bool(CJK.search(text))
            body = escape(text)
            body = BOLD.sub(r"\1" if cjk else r"<b>\1</b>", body)
            if kind in ("bullet", "bullet2"):
                body = "• " + body
            elif kind == "number":
                number += 1
                body = f"{number}. {body}"
            story.append(Paragraph(body, style(kind, cjk)))
        if kind == "h1":
            story.append(Spacer(1, 2 * mm))
    doc = SimpleDocTemplate(
        str(dst),
        pagesize=A4,
        leftMargin=18 * mm,
        rightMargin=18 * mm,
        topMargin=16 * mm,
        bottomMargin=16 * mm,
        title="",
        author="",
        invariant=1,
    )
    doc.build(story)


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for name, target in MANIFEST.items():
        src, dst = SRC / name, OUT / target
        if dst.suffix == ".docx":
            build_docx(src, dst)
        elif dst.suffix == ".pdf":
            build_pdf(src, dst)
        else:
            shutil.copyfile(src, dst)
        print(f"{name} -> {dst.relative_to(HERE)}")


if __name__ == "__main__":
    main()
