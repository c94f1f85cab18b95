"""What the PDF layout pass costs: parsing the same PDFs with and without pypdf's layout
text, read for every page since stop 22 (table rows put back together on pages whose text
looks like a table's cells, and wide gaps inside a line kept as cell breaks).

    python -m bench.pdf_table_pass [PDF or folder ...]   # default: ../shared real and sample CVs
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import ingest.parsers.pdf as pdf
from ingest.parsers import parse_file

SHARED = Path(__file__).resolve().parents[2] / "shared"


def _files(args: list[str]) -> list[Path]:
    roots = [Path(a) for a in args] or [SHARED / "real-cvs" / "cvs", SHARED / "sample-cvs" / "pdf"]
    out: list[Path] = []
    for root in roots:
        out += sorted(root.glob("*.pdf")) if root.is_dir() else [root]
    return out


def _time(files: list[Path]) -> float:
    started = time.perf_counter()
    for path in files:
        parse_file(path, 10**8)
    return time.perf_counter() - started


def main() -> None:
    files = _files(sys.argv[1:])
    _time(files)  # warm the imports and caches
    with_pass = min(_time(files) for _ in range(3))
    layout_text = pdf.layout_text
    pdf.layout_text = lambda page: ""
    try:
        without = min(_time(files) for _ in range(3))
    finally:
        pdf.layout_text = layout_text
    print(
        f"{len(files)} PDFs: {without:.2f} s without the layout pass, {with_pass:.2f} s with it "
        f"({with_pass / without:.2f}x), best of 3"
    )


if __name__ == "__main__":
    main()
