"""Offline OCR of page images: RapidOCR (Apache-2.0) running the PP-OCRv6 text detection
and recognition models (Chinese and English) that ship inside the `rapidocr` wheel, on
onnxruntime. Nothing is downloaded: the engine is given the model files of the installed
package by path, so a missing file is an error here, never a download. Lines then go in
reading order (`ocr_layout.py`) and contact lines are mended (`mend`).

The OCR stack is the `ocr` extra (`pip install -e '.[ocr]'`, which `make install` does).
Without it, a file that needs OCR gets a one-line error saying what to install. The engine
is loaded once per process, on the first page that needs it, and used by one caller at a
time (its calls are not thread-safe).
"""

from __future__ import annotations

import functools
import hashlib
import multiprocessing
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from ingest.errors import CVFileError
from ingest.models import TextLine
from ingest.normalize import normalize_text
from ingest.parsers.ocr_layout import Box, confidence, reading_order
from ingest.parsers.side_headings import headings_apart
from ingest.parsers.wrapping import unwrap

if TYPE_CHECKING:
    from PIL.Image import Image

INSTALL_HINT = "install cvbot's OCR extra: pip install -e '.[ocr]' (make install does)"
# the model files inside the rapidocr wheel (rapidocr 3.10: PP-OCRv6 small det/rec)
_MODELS = {
    "Det.model_path": "PP-OCRv6_det_small.onnx",
    "Cls.model_path": "ch_ppocr_mobile_v2.0_cls_mobile.onnx",
    "Rec.model_path": "PP-OCRv6_rec_small.onnx",
}
_LOCK = threading.Lock()
_RECENT: OrderedDict[str, list[Box]] = OrderedDict()
_RECENT_PAGES = 64
_ON_PAGE: ContextVar[Callable[[int], None] | None] = ContextVar("ocr_on_page", default=None)


class OcrPage(BaseModel):
    """One page as OCR read it: lines in reading order, and the mean confidence."""

    lines: list[TextLine]
    confidence: float


def available() -> bool:
    """Whether the OCR extra is installed (without loading it)."""
    import importlib.util

    modules = ("rapidocr", "onnxruntime", "pypdfium2")
    return all(importlib.util.find_spec(m) is not None for m in modules)


@functools.cache
def _engine() -> Any:
    try:
        import rapidocr
    except ImportError as exc:
        raise CVFileError(f"this file needs OCR; {INSTALL_HINT}") from exc
    models = Path(rapidocr.__file__).parent / "models"
    # no per-line orientation classifier: on JPEG scans it turned upright lines upside down
    # (CER 0.13 -> 0.006 without it, bench/ocr.py); CV lines are upright
    # detection on at most 1280 px a side (a 150 dpi A4 page is 1754): the same error rate
    # as full size on the example CVs, and faster
    params: dict[str, Any] = {
        "Global.log_level": "error",
        "Global.use_cls": False,
        "Det.limit_type": "max",
        "Det.limit_side_len": 1280,
        # an ingest's worker processes run one per core, each on one thread (as their BLAS)
        "EngineConfig.onnxruntime.intra_op_num_threads": (
            1 if multiprocessing.parent_process() is not None else -1
        ),
    }
    for key, name in _MODELS.items():
        path = models / name
        if not path.is_file():
            raise CVFileError(f"OCR model {name} is missing from rapidocr; {INSTALL_HINT}")
        params[key] = str(path)
    return rapidocr.RapidOCR(params=params)


def _recognise(image: Image, page: int) -> list[Box]:
    """The engine's text boxes of an RGB image; the last pages read are remembered, so a
    file read again (the eval's verbatim check, a re-index) is not recognised again."""
    key = hashlib.sha256(image.tobytes()).hexdigest() + repr(image.size)
    with _LOCK:
        if key in _RECENT:
            _RECENT.move_to_end(key)
            return _RECENT[key]
        try:
            result = _engine()(image)
        except CVFileError:
            raise
        except Exception as exc:  # the engine's own errors on a degenerate image
            reason = type(exc).__name__
            raise CVFileError(f"page {page} could not be read by OCR ({reason})") from exc
        boxes = []
        if result.boxes is not None and result.txts:
            boxes = [
                Box.of(points.tolist(), text, score)
                for points, text, score in zip(
                    result.boxes, result.txts, result.scores, strict=True
                )
            ]
        _RECENT[key] = boxes
        while len(_RECENT) > _RECENT_PAGES:
            _RECENT.popitem(last=False)
        return boxes


_MID_DOT = re.compile(r"(?<=\S) ?· ?(?=\S)")
_AT = re.compile(r"([\w.+-]+) ?@ ?([\w.-]+(?: [\w.-]+){0,3})")
_DOMAIN = re.compile(r"[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}")


def _mend_address(match: re.Match[str]) -> str:
    """An e-mail address whose domain the recogniser broke with spaces, joined again
    ("lina@exam ple.cn"); text after the domain is left as it is."""
    parts = match.group(2).split(" ")
    for n in range(1, len(parts) + 1):
        if _DOMAIN.fullmatch("".join(parts[:n])):
            return " ".join([f"{match.group(1)}@{''.join(parts[:n])}", *parts[n:]])
    return match.group(0)


# "SwiftUl", "Ul design": a capital I read as a lower-case l after a capital U (no English
# word ends in "Ul")
_UI = re.compile(r"(?:(?<=[a-z])|(?<![A-Za-z]))Ul(?![A-Za-z])")


# two capitalised words run together in one token ("HélèneMarchetti", "UniversitéSorbonne")
_TWO_WORDS = re.compile(r"(?<![\w@./])([A-ZÀ-Þ][a-zß-ÿ]{2,})([A-ZÀ-Þ][a-zß-ÿ]{3,})(?![\w@./])")


# ... a degree's letters run into "in" / "of": "MAin Specialised Translation"
_DEGREE_IN = re.compile(r"\b(BA|BSc|BS|MA|MSc|MS|MBA|MPhil|PhD|BEng|MEng|LLB|LLM|MPH)(in|of)(?=\s)")


@functools.cache
def _camel_names() -> frozenset[str]:
    """Names the catalogs write as one token of two capitalised words ("JavaScript",
    "TensorFlow", "DoorDash"): kept as they are."""
    from ingest.orgs import OrgCatalog  # (the catalogs read their files once, as everywhere)
    from ingest.skills import SkillCatalog

    names = [
        n for c in (OrgCatalog.load(), SkillCatalog.load()) for i in c.ids() for n in c.aliases(i)
    ]
    return frozenset(m.group().lower() for n in names for m in _TWO_WORDS.finditer(n))


def _two_words(match: re.Match[str]) -> str:
    whole = match.group()
    return whole if whole.lower() in _camel_names() else f"{match[1]} {match[2]}"


# "University" with its "ni" read as "m" ("Cranfeld Umversity"), or its "i" as "l" or "1"
_UNIVERSITY = re.compile(r"\bU(?:m|rn|nl|n1|n)(?:i|l|1)?vers(?:i|l|1)t[yv]\b")


def mend(line: str) -> str:
    """What the recogniser gets wrong: in contact lines, the spaces around a "·" separator
    dropped ("example.com·GitHub") and spaces inside an e-mail address; "UI" read as "Ul";
    a range's dash read as "一" ("2023年3月一至今"); the space between two capitalised words
    (not a catalog's name written so: "JavaScript")."""
    line = _DEGREE_IN.sub(r"\1 \2", _TWO_WORDS.sub(_two_words, _RANGE_ONE.sub("–", line)))
    line = _UNIVERSITY.sub("University", line)
    return _UI.sub("UI", _AT.sub(_mend_address, _MID_DOT.sub(" · ", line)))


# "一" between a date and the next date or 至今: the dash of a range
_RANGE_ONE = re.compile(r"(?<=[0-9]月)\s*一\s*(?=(?:19|20)\d{2}|至今|今)|(?<=\d)\s*一\s*(?=至今)")


@contextmanager
def on_page(listener: Callable[[int], None]) -> Iterator[None]:
    """Within the block, `listener(page)` is called as OCR starts on a page of a file parsed
    in this thread (progress for someone waiting: OCR takes seconds a page)."""
    token = _ON_PAGE.set(listener)
    try:
        yield
    finally:
        _ON_PAGE.reset(token)


def read_image(image: Image, page: int) -> OcrPage:
    """The text of one page image (any size: the engine scales it), as lines of `page`."""
    listener = _ON_PAGE.get()
    if listener is not None:
        listener(page)
    boxes = _recognise(image.convert("RGB"), page)
    # (a heading read onto the end of the line beside it: "…@example.cn创业经历")
    texts = headings_apart([mend(normalize_text(t)) for t in reading_order(boxes)])
    lines = unwrap([TextLine(text=t, page=page) for t in texts if t])
    return OcrPage(lines=lines, confidence=round(confidence(boxes), 3) if lines else 0.0)
