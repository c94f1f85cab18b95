"""Rebuild the PDF and DOCX example CVs in examples/cvs from the Markdown in examples/src.

All people here are fictional. Run: python examples/build_examples.py
(needs the dev extra: reportlab; python-docx is a runtime dependency).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

import docx
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer

HERE = Path(__file__).parent
TARGETS = {
    "chen_wei_en.md": "pdf",
    "chen_wei_zh.md": "docx",
    "priya_raman.md": "docx",
    "lucas_martin.md": "pdf",
    "li_na.md": "pdf",
}
CJK = re.compile(r"[\u4e00-\u9fff]")


def _lines(path: Path) -> list[tuple[str, str]]:
    """(kind, text) with kind in h1, h2, bold, bullet, text."""
    out: list[tuple[str, str]] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("# "):
            out.append(("h1", line[2:]))
        elif line.startswith("## "):
            out.append(("h2", line[3:]))
        elif line.startswith("**") and line.endswith("**"):
            out.append(("bold", line.strip("*")))
        elif line.startswith("- "):
            out.append(("bullet", line[2:]))
        else:
            out.append(("text", line))
    return out


def build_pdf(src: Path, dest: Path) -> None:
    pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
    story = []
    for kind, text in _lines(src):
        font = "STSong-Light" if CJK.search(text) else "Helvetica"
        size = {"h1": 18, "h2": 13}.get(kind, 10)
        if kind in ("h1", "h2", "bold") and font == "Helvetica":
            font = "Helvetica-Bold"
        style = ParagraphStyle(kind, fontName=font, fontSize=size, leading=size * 1.35)
        body = f"• {text}" if kind == "bullet" else text
        story.append(Paragraph(body.replace("&", "&amp;"), style))
        if kind in ("h1", "h2"):
            story.append(Spacer(1, 4))
    SimpleDocTemplate(str(dest), pagesize=A4, invariant=1).build(story)


def build_docx(src: Path, dest: Path) -> None:
    document = docx.Document()
    for kind, text in _lines(src):
        if kind == "h1":
            document.add_heading(text, level=1)
        elif kind == "h2":
            document.add_heading(text, level=2)
        elif kind == "bold":
            document.add_paragraph().add_run(text).bold = True
        elif kind == "bullet":
            document.add_paragraph(text, style="List Bullet")
        else:
            document.add_paragraph(text)
    document.core_properties.created = datetime(2024, 1, 1, tzinfo=UTC)
    document.save(str(dest))


def main() -> None:
    for name, fmt in TARGETS.items():
        src = HERE / "src" / name
        dest = HERE / "cvs" / f"{src.stem}.{fmt}"
        (build_pdf if fmt == "pdf" else build_docx)(src, dest)
        print(f"wrote {dest.relative_to(HERE.parent)}")


if __name__ == "__main__":
    main()
