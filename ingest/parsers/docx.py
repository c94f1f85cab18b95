"""DOCX extraction with python-docx: paragraphs and tables in document order."""

from __future__ import annotations

import io
import re
import zipfile

import docx
from docx.document import Document as DocxDocument
from docx.enum.style import WD_STYLE_TYPE
from docx.oxml.styles import CT_Style
from docx.styles.style import StyleFactory
from docx.table import Table
from docx.text.paragraph import Paragraph

from ingest.errors import CVFileError
from ingest.language import (
    column_fields,
    field_label,
    header_names_places,
    is_column_header,
    label_parts,
)
from ingest.models import TextLine
from ingest.normalize import normalize_text
from ingest.parsers.base import CVFormat, FormatParse
from ingest.parsers.column_gaps import mark_text_gaps
from ingest.parsers.wrapping import TABLE_ROW

_MAX_EXPANSION = 100  # uncompressed/compressed ratio beyond which a DOCX is refused


def _check_zip(data: bytes, max_bytes: int) -> None:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = archive.namelist()
            total = sum(info.file_size for info in archive.infolist())
    except zipfile.BadZipFile as exc:
        raise CVFileError("corrupt DOCX (not a valid zip archive)") from exc
    if "word/document.xml" not in names:
        raise CVFileError("not a Word document (zip archive without word/document.xml)")
    limit = max(max_bytes * 5, 50_000_000)
    if total > limit or (total > len(data) * _MAX_EXPANSION and total > 20_000_000):
        raise CVFileError(
            f"DOCX expands to {total / 1e6:.0f} MB when unpacked (a zip bomb?); refused"
        )


class _StyleNames:
    """Paragraph style names of one document, looked up once per style: python-docx's
    `paragraph.style` scans every style of the document on each call."""

    def __init__(self, document: DocxDocument) -> None:
        self._styles = document.styles.element
        default = self._styles.default_for(WD_STYLE_TYPE.PARAGRAPH)
        self._default = self._name(default)
        self._by_id: dict[str, str] = {}

    @staticmethod
    def _name(element: CT_Style | None) -> str:
        return (StyleFactory(element).name or "") if element is not None else ""

    def of(self, paragraph: Paragraph) -> str:
        style_id = paragraph._p.style
        if not style_id:
            return self._default
        if style_id not in self._by_id:
            element = self._styles.get_by_id(style_id)
            self._by_id[style_id] = self._name(element) if element is not None else self._default
        return self._by_id[style_id]


def _paragraph_lines(paragraph: Paragraph, styles: _StyleNames) -> list[TextLine]:
    """A paragraph's lines: one, or one per manual line break in it ("Acme, Singapore —
    Senior Engineer⏎Built the …" in a table cell is a header and its description)."""
    # columns set apart by a tab or ideographic spaces ("2022年3月 - 至今　　抖音电商　　运营经理")
    # stay cells, as a PDF's wide gaps do
    texts = [normalize_text(mark_text_gaps(t)) for t in paragraph.text.split("\n")]
    texts = [t for t in texts if t]
    if not texts:
        return []
    style = styles.of(paragraph)
    numbered = paragraph._p.pPr is not None and paragraph._p.pPr.numPr is not None
    heading = style.lower().startswith(("heading", "title"))
    runs = [r for r in paragraph.runs if r.text.strip()]
    if runs and all(r.bold for r in runs) and sum(map(len, texts)) < 120:
        heading = True
    if (numbered or "list" in style.lower()) and not heading:
        texts[0] = f"• {texts[0]}"
    return [TextLine(text=t, heading=heading) for t in texts]


def _iter_blocks(document: DocxDocument) -> list[TextLine]:
    """Paragraphs, and each table cell's paragraphs in reading order; a table's header row
    of field labels is one line, which the section readers know as a header, not an
    entry."""
    lines: list[TextLine] = []
    styles = _StyleNames(document)
    for block in document.iter_inner_content():
        if isinstance(block, Paragraph):
            lines += _paragraph_lines(block, styles)
        elif isinstance(block, Table):
            fields: list[set[str]] = []  # a table of titles and dates under its employer
            schools = 0  # the cells of a table of schools' header ("Degree | School | Years")
            for row in block.rows:
                seen: set[int] = set()
                cells: list[TextLine] = []
                firsts: list[int] = []  # where each table cell's lines begin
                for cell in row.cells:
                    if id(cell._tc) in seen:
                        continue
                    seen.add(id(cell._tc))
                    firsts.append(len(cells))
                    for paragraph in cell.paragraphs:
                        cells += _paragraph_lines(paragraph, styles)
                header = TABLE_ROW.join(x.text for x in cells)
                if _label_row(cells, firsts):  # "职位 | 高级数据工程师": "职位：高级数据工程师"
                    cells = [_labelled(cells[0], cells[1]), *cells[2:]]
                elif len(firsts) == 2 and firsts[0] == 0 and (parts := _label_pairs(cells)):
                    cells = parts  # "部门/职位 | 内容策略部 ｜ 内容策略经理": "部门：…", "职位：…"
                elif len(cells) > 1 and is_column_header(header):
                    named = column_fields([x.text for x in cells])
                    fields = [] if header_names_places(header) else named
                    schools = len(cells) if any("school" in f for f in named) else 0
                    cells = [TextLine(text=header)]  # "Dates | Company / Role | Highlights"
                elif fields and len(cells) == len(fields):
                    cells = _titles_row(cells, fields)
                elif schools and firsts == list(range(schools)) and len(cells) == schools:
                    # a school's row, one line a cell: one line ("MSc … | Lund University |
                    # 2018 – 2020"), so its dates stay with its degree whatever the columns' order
                    cells = [cells[0].model_copy(update={"text": header})]
                lines += cells
    return lines


def _label_row(cells: list[TextLine], firsts: list[int]) -> bool:
    """A row of two table cells, a field's label alone and its value ("公司 | 某某科技有限公司",
    "Title | Senior Engineer"): a form's row, read as "Label: value"."""
    return (
        firsts == [0, 1]
        and len(cells) >= 2
        and field_label(cells[0].text) is not None
        and field_label(cells[1].text) is None
    )


def _label_pairs(cells: list[TextLine]) -> list[TextLine]:
    """A row whose label cell names two fields and whose value names both, split by a bar
    ("部门/职位 | 内容策略部 ｜ 内容策略经理"): one labelled line per field."""
    labels = label_parts(cells[0].text)
    values = [v.strip() for v in re.split(r"[|｜]", cells[1].text)] if len(cells) == 2 else []
    if labels and len(values) == 1:  # "部门/职位 | 内容编辑实习生": the title alone
        labels = [next((x for x in labels if field_label(x) == "role"), labels[-1])]
    if not labels or len(values) != len(labels) or not all(values):
        return []
    return [
        _labelled(cells[0].model_copy(update={"text": a}), cells[1].model_copy(update={"text": v}))
        for a, v in zip(labels, values, strict=True)
    ]


def _labelled(label: TextLine, value: TextLine) -> TextLine:
    colon = "：" if re.search(r"[\u4e00-\u9fff]", label.text) else ": "
    text = f"{label.text.strip().rstrip(':：').strip()}{colon}{value.text.strip()}"
    return value.model_copy(update={"text": text})


def _titles_row(cells: list[TextLine], fields: list[set[str]]) -> list[TextLine]:
    """A row under "Title | Dates | Scope": its title and dates as one line ("Senior
    Engineer | 01/2018 - 06/2020"), as an entry's heading under the employer named above the
    table, and its notes as lines of their own below it."""
    named = [c for c, f in zip(cells, fields, strict=True) if "notes" not in f]
    notes = [c for c, f in zip(cells, fields, strict=True) if "notes" in f]
    head = named[0].model_copy(update={"text": TABLE_ROW.join(c.text for c in named)})
    return [head, *notes]


_PAGE_NUMBER = re.compile(r"(?i)^\s*(?:page\s*)?\d+\s*(?:(?:of|/)\s*\d+)?\s*$|^第\s*\d+\s*页")


def _margins(document: DocxDocument, footer: bool) -> list[TextLine]:
    """The text of the page headers (or footers) of every section, once each: some CVs
    put the owner's name and contacts only there. Page numbers are left out."""
    lines: list[TextLine] = []
    seen: set[str] = set()
    styles = _StyleNames(document)
    for section in document.sections:
        parts = (
            (section.first_page_header, section.header, section.even_page_header)
            if not footer
            else (section.first_page_footer, section.footer, section.even_page_footer)
        )
        for part in parts:
            if part.is_linked_to_previous:
                continue
            paragraphs = list(part.paragraphs)
            for table in part.tables:
                paragraphs += [p for row in table.rows for c in row.cells for p in c.paragraphs]
            for line in (x for p in paragraphs for x in _paragraph_lines(p, styles)):
                if line.text not in seen and not _PAGE_NUMBER.search(line.text):
                    seen.add(line.text)
                    lines.append(TextLine(text=line.text))
    return lines


def parse_docx(data: bytes, max_bytes: int) -> list[TextLine]:
    _check_zip(data, max_bytes)
    try:
        document = docx.Document(io.BytesIO(data))
    except Exception as exc:
        raise CVFileError(f"corrupt DOCX ({type(exc).__name__})") from exc
    try:
        header, footer = _margins(document, footer=False), _margins(document, footer=True)
    except Exception:  # a damaged header part costs only its own text
        header, footer = [], []
    body = _iter_blocks(document)
    known = {line.text for line in body}
    return (
        [x for x in header if x.text not in known]
        + body
        + [x for x in footer if x.text not in known]
    )


FORMAT = CVFormat(
    name="docx",
    suffixes=(".docx",),
    parse=lambda data, max_bytes: FormatParse(lines=parse_docx(data, max_bytes)),
    magic=lambda data: data.startswith(b"PK\x03\x04"),
    mislabelled="not a DOCX (not a zip archive): the file is corrupt or mislabelled",
)
