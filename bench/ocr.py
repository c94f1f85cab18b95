"""OCR of scanned CVs: speed, character error rate and answer quality on the example CVs
rendered to images.

    python -m bench.ocr [--out DIR] [--no-eval]

Each CV in examples/cvs is rendered to A4 page images at 150 dpi: a PDF by pdfium (its real
layout), any other CV (DOCX, Markdown, JSON Resume) by drawing the lines cvbot reads from it
with Noto Sans CJK (fonts-noto-cjk). Every page is read by OCR twice, as a lossless PNG and as
a JPEG (quality 75, a phone's or an agency scanner's), and compared with the text cvbot reads
from the original file (its source text): the character error rate is the edit distance over
the source's length, whitespace removed (Chinese has none, and line breaks are layout).
Each CV is also drawn on one page in two columns (its first half on the left, the rest on
the right, with different line spacing), read as a PNG: a column read into the other would
show as a high error rate (the source text is in order). Pages per second time the OCR
alone, the engine loaded; onnxruntime uses every core. On a
shared machine the wall time depends on the other load (printed); the CPU seconds a page
(this process, all its threads) depend on it much less.

Then the pages are saved as image-only PDFs (one per CV) under DIR, indexed, and
`cvbot eval evalsets/examples.yaml` is run against that index and against an index of the
original files; the figures go to docs/BENCHMARKS.md, "OCR".
"""

from __future__ import annotations

import argparse
import io
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from ingest.models import ParsedCV
from ingest.parsers import ocr, parse_file

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "examples" / "cvs"
EVALSET = REPO / "evalsets" / "examples.yaml"
FONT = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
DPI = 150
A4 = (round(8.27 * DPI), round(11.69 * DPI))
MARGIN = 110


def cer(hypothesis: str, reference: str) -> tuple[int, int]:
    """(edit distance, reference length) over the characters, whitespace removed."""
    hyp = np.array([ord(c) for c in "".join(hypothesis.split())], dtype=np.int64)
    ref = np.array([ord(c) for c in "".join(reference.split())], dtype=np.int64)
    if not len(ref):
        return len(hyp), 0
    steps = np.arange(len(hyp) + 1)
    row = steps.copy()
    for n, char in enumerate(ref, start=1):
        diagonal = row[:-1] + (hyp != char)
        above = row[1:] + 1
        best = np.minimum(diagonal, above)
        new = np.empty_like(row)
        new[0] = n
        new[1:] = best
        row = np.minimum.accumulate(new - steps) + steps  # insertions along the row
    return int(row[-1]), len(ref)


def _wrapped(text: str, font: ImageFont.FreeTypeFont, width: float) -> list[str]:
    pieces: list[str] = []
    current = ""
    for ch in text:
        if font.getlength(current + ch) > width and current:
            cut = current.rfind(" ")
            if cut > 0 and ch != " ":
                pieces.append(current[:cut])
                current = current[cut + 1 :]
            else:
                pieces.append(current)
                current = ""
        current += ch
    return [*pieces, current]


def _drawn_pages(cv: ParsedCV) -> list[Image.Image]:
    """The CV's lines drawn on A4 pages (headings larger), wrapped to the text width."""
    body = ImageFont.truetype(str(FONT), 22)
    heading = ImageFont.truetype(str(FONT), 30)
    pages: list[Image.Image] = []
    page: Image.Image | None = None
    y = 0
    for line in cv.lines:
        font = heading if line.heading else body
        for piece in _wrapped(line.text, font, A4[0] - 2 * MARGIN):
            step = int(font.size * 1.5)
            if page is None or y + step > A4[1] - MARGIN:
                page = Image.new("RGB", A4, "white")
                pages.append(page)
                y = MARGIN
            ImageDraw.Draw(page).text((MARGIN, y), piece.strip(), font=font, fill="black")
            y += step
    return pages


def two_column_page(cv: ParsedCV) -> Image.Image:
    """The CV on one A4 page in two columns: its first lines on the left, the rest on the
    right, with different line spacing (so the columns' lines do not share rows)."""
    font = ImageFont.truetype(str(FONT), 17)
    gap = 60
    width = (A4[0] - 2 * MARGIN - gap) / 2
    page = Image.new("RGB", A4, "white")
    draw = ImageDraw.Draw(page)
    half = (len(cv.lines) + 1) // 2
    for n, (lines, step) in enumerate(((cv.lines[:half], 29), (cv.lines[half:], 33))):
        x, y = MARGIN + n * (width + gap), MARGIN + 6 * n
        for line in lines:
            for piece in _wrapped(line.text, font, width):
                draw.text((x, y), piece.strip(), font=font, fill="black")
                y += step
        if y > A4[1] - MARGIN // 2:
            raise ValueError("a column runs off the page")
    return page


def page_images(path: Path) -> list[Image.Image]:
    if path.suffix.lower() == ".pdf":
        import pypdfium2 as pdfium

        document = pdfium.PdfDocument(path.read_bytes())
        return [p.render(scale=DPI / 72).to_pil().convert("RGB") for p in document]
    return _drawn_pages(parse_file(path, 10**8))


def _jpeg(image: Image.Image) -> Image.Image:
    buf = io.BytesIO()
    image.save(buf, "JPEG", quality=75)
    return Image.open(io.BytesIO(buf.getvalue())).convert("RGB")


def _eval(folder: Path, data: Path) -> dict[str, Any]:
    env = {**os.environ, "CVBOT_DATA_DIR": str(data)}
    cvbot = str(Path(sys.executable).with_name("cvbot"))
    subprocess.run([cvbot, "ingest", str(folder)], env=env, check=True, capture_output=True)
    done = subprocess.run(
        [cvbot, "eval", str(EVALSET), "--json"], env=env, check=True, capture_output=True
    )
    return dict(json.loads(done.stdout))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, help="keep the image-only PDFs here")
    parser.add_argument("--no-eval", action="store_true", help="OCR figures only")
    args = parser.parse_args()
    if not ocr.available() or not FONT.is_file():
        sys.exit(f"needs the ocr extra and {FONT} (apt-get install fonts-noto-cjk)")
    out = args.out or Path(tempfile.mkdtemp(prefix="cvbot-ocr-"))
    scans = out / "scans"
    scans.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    ocr.read_image(Image.new("RGB", (64, 64), "white"), 1)  # load the engine
    print(f"engine load: {time.perf_counter() - started:.1f} s; load average {os.getloadavg()}")
    totals: dict[str, list[float]] = {"png": [0, 0, 0.0], "jpeg": [0, 0, 0.0]}  # edits, chars, s
    pages_read = 0
    cpu = 0.0  # CPU seconds of this process (onnxruntime's threads included)
    print("| CV | pages | source chars | CER (PNG) | CER (JPEG) | CER (two columns) | s/page |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    columns = [0, 0]
    for path in sorted(EXAMPLES.iterdir()):
        reference = parse_file(path, 10**8).text
        images = page_images(path)
        images[0].save(
            scans / f"{path.stem}.pdf", save_all=True, append_images=images[1:], resolution=DPI
        )
        row = []
        for kind, variant in (("png", images), ("jpeg", [_jpeg(i) for i in images])):
            t0, cpu0 = time.perf_counter(), time.process_time()
            text = "\n".join(
                line.text for n, i in enumerate(variant, 1) for line in ocr.read_image(i, n).lines
            )
            seconds = time.perf_counter() - t0
            cpu += time.process_time() - cpu0
            edits, chars = cer(text, reference)
            totals[kind][0] += edits
            totals[kind][1] += chars
            totals[kind][2] += seconds
            row.append((edits / max(chars, 1), seconds))
        pages_read += len(images)
        per_page = (row[0][1] + row[1][1]) / (2 * len(images))
        two = "\n".join(
            x.text for x in ocr.read_image(two_column_page(parse_file(path, 10**8)), 1).lines
        )
        edits, chars = cer(two, reference)
        columns[0] += edits
        columns[1] += chars
        print(
            f"| {path.name} | {len(images)} | {len(''.join(reference.split()))} "
            f"| {row[0][0]:.3f} | {row[1][0]:.3f} | {edits / max(chars, 1):.3f} | {per_page:.1f} |"
        )
    for kind, (wrong, total, spent) in totals.items():
        print(
            f"all ({kind}): CER {wrong / total:.4f} ({wrong:.0f} edits / {total:.0f} chars), "
            f"{pages_read / spent:.3f} pages/s ({spent:.1f} s for {pages_read} pages)"
        )
    print(f"all (two columns): CER {columns[0] / columns[1]:.4f}")
    print(f"CPU time: {cpu / (2 * pages_read):.1f} s a page (PNG and JPEG)")
    print(f"load average at the end {os.getloadavg()}")
    if args.no_eval:
        return
    for name, folder in (("text", EXAMPLES), ("ocr", scans)):
        report = _eval(folder, out / f"data-{name}")
        keys = ("precision", "recall", "f1", "verbatim_share", "empty_gold_accuracy")
        print(f"eval {name}: " + ", ".join(f"{k} {report[k]}" for k in keys))
        for q in report["questions"]:
            if q["f1"] < 1:
                print(f"  missed ({name}): {q['q']} F1 {q['f1']:.2f}")
    print(f"image-only PDFs in {scans}")


if __name__ == "__main__":
    main()
