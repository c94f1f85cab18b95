"""Render Block Kit messages to a small HTML page (roughly as Slack shows them), so a test
can write what a Slack user would see to an artefact and assert on its visible text."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

_LINK = re.compile(r"<(https?://[^|>]+)\|([^>]+)>")
_CHANNEL = re.compile(r"<#(C[A-Z0-9]+)>")


def mrkdwn(text: str) -> str:
    """Slack mrkdwn to HTML. Slack's own entities (&lt; &gt; &amp;) stay escaped."""
    text = _LINK.sub(lambda m: f"\x00a href='{m[1]}'\x01{m[2]}\x00/a\x01", text)
    text = _CHANNEL.sub(lambda m: f"#{m[1]}", text)
    text = text.replace("<", "&lt;").replace(">", "&gt;")  # anything left would be a ping
    text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
    text = re.sub(r"(?<![\w*])\*([^*\n]+)\*", r"<b>\1</b>", text)
    text = re.sub(r"(?<![\w_])_([^_\n]+)_", r"<i>\1</i>", text)
    lines = [
        f"<blockquote>{line[5:]}</blockquote>" if line.startswith("&gt; ") else line
        for line in text.split("\n")
    ]
    return "<br>".join(lines).replace("\x00", "<").replace("\x01", ">")


def _text(obj: dict[str, Any]) -> str:
    if obj["type"] == "plain_text":
        return html.escape(obj["text"])
    return mrkdwn(obj["text"])


def block_html(block: dict[str, Any]) -> str:
    kind = block["type"]
    if kind == "header":
        return f"<h2>{_text(block['text'])}</h2>"
    if kind == "section":
        out = f"<p>{_text(block['text'])}</p>" if "text" in block else ""
        if block.get("fields"):
            cells = "".join(f"<div class='field'>{_text(f)}</div>" for f in block["fields"])
            out += f"<div class='fields'>{cells}</div>"
        return out
    if kind == "context":
        return "<small>" + " &nbsp; ".join(_text(e) for e in block["elements"]) + "</small>"
    if kind == "actions":
        return "".join(f"<button>{_text(e['text'])}</button>" for e in block["elements"])
    if kind == "divider":
        return "<hr>"
    raise ValueError(f"unknown block type {kind}")


def page(messages: list[dict[str, Any]]) -> str:
    """messages: [{"text": fallback, "blocks": [...]}, ...] as posted."""
    body = "".join(
        "<article>" + "".join(block_html(b) for b in m.get("blocks") or []) + "</article>"
        for m in messages
    )
    style = (
        "body{font:15px sans-serif;max-width:640px}article{border:1px solid #ddd;padding:8px;"
        "margin:8px 0}.fields{display:grid;grid-template-columns:1fr 1fr;gap:6px}"
        "small{color:#555}blockquote{border-left:3px solid #ccc;margin:2px 0;padding-left:6px}"
    )
    return f"<!doctype html><meta charset=utf-8><style>{style}</style>{body}"


def visible_text(document: str) -> str:
    """What a reader sees: tags dropped, entities decoded."""
    document = re.sub(r"<style>.*?</style>", "", document, flags=re.S)
    document = re.sub(r"<(?:br|/p|/h2|/div|/article|/blockquote|/small|/button)>", "\n", document)
    return html.unescape(re.sub(r"<[^>]+>", "", document))


def save(directory: Path, name: str, messages: list[dict[str, Any]]) -> str:
    """Write the artefact `directory/name.html`; return its visible text."""
    directory.mkdir(parents=True, exist_ok=True)
    document = page(messages)
    (directory / f"{name}.html").write_text(document, encoding="utf-8")
    return visible_text(document)
