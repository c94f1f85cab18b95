"""Decoding text files: UTF-8 (with or without BOM), UTF-16, GB18030/GBK and others."""

from __future__ import annotations

import codecs

from charset_normalizer import from_bytes

from ingest.errors import CVFileError


def _looks_binary(text: str) -> bool:
    if not text:
        return True
    bad = sum(1 for ch in text if ch == "\ufffd" or (ord(ch) < 32 and ch not in "\n\r\t\f"))
    return bad / len(text) > 0.02


def decode_text(data: bytes) -> str:
    if data.startswith(codecs.BOM_UTF8):
        return data[len(codecs.BOM_UTF8) :].decode("utf-8", errors="replace")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = ""
    if not text:
        for encoding in ("gb18030",):
            try:
                candidate = data.decode(encoding)
            except UnicodeDecodeError:
                continue
            if not _looks_binary(candidate):
                text = candidate
                break
    if not text:
        best = from_bytes(data).best()
        text = str(best) if best is not None else ""
    if _looks_binary(text):
        raise CVFileError("not readable text (binary content or an unknown encoding)")
    return text
