"""Image files (a scan or a phone photo of a CV: PNG, JPEG, WebP, TIFF), read by OCR
(`ocr.py`). Each frame of a multi-page TIFF is a page; a photo's EXIF orientation is applied
first."""

from __future__ import annotations

import io

from ingest.errors import CVFileError
from ingest.models import TextLine
from ingest.parsers import ocr
from ingest.parsers.base import CVFormat, FormatParse

_MAX_PAGES = 50


def _magic(data: bytes) -> bool:
    return data.startswith((b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff", b"II*\x00", b"MM\x00*")) or (
        data[:4] == b"RIFF" and data[8:12] == b"WEBP"
    )


def parse_image(data: bytes, max_bytes: int) -> FormatParse:
    if not ocr.available():
        raise CVFileError(f"image files are read by OCR; {ocr.INSTALL_HINT}")
    from PIL import Image, ImageOps, ImageSequence, UnidentifiedImageError

    try:
        picture = Image.open(io.BytesIO(data))
        frames = [ImageOps.exif_transpose(f.copy()) for f in ImageSequence.Iterator(picture)]
    except Image.DecompressionBombError as exc:
        raise CVFileError("image is too large to read (over 178 million pixels)") from exc
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError) as exc:
        raise CVFileError(f"corrupt or truncated image ({type(exc).__name__})") from exc
    lines: list[TextLine] = []
    confidences: dict[int, float] = {}
    for number, frame in enumerate(frames[:_MAX_PAGES], start=1):
        page = ocr.read_image(frame, number)
        lines += page.lines
        confidences[number] = page.confidence
    return FormatParse(lines=lines, pages=len(frames), ocr_pages=confidences)


FORMAT = CVFormat(
    name="image",
    suffixes=(".png", ".jpg", ".jpeg", ".webp", ".tif", ".tiff"),
    parse=parse_image,
    magic=_magic,
    mislabelled="not an image (no PNG, JPEG, WebP or TIFF header): corrupt or mislabelled",
)
