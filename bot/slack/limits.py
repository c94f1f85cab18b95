"""Slack's Block Kit limits, checked on every message the renderer produces (a payload
over a limit is rejected by Slack with `invalid_blocks`, so the user would see nothing).

https://api.slack.com/reference/block-kit/blocks lists them; the ones cvbot can hit are
here. `check_message` raises `BlockKitError` naming the offending block and limit."""

from __future__ import annotations

from typing import Any

MAX_BLOCKS = 50
MAX_SECTION_TEXT = 3000
MAX_FIELDS = 10
MAX_FIELD_TEXT = 2000
MAX_HEADER_TEXT = 150
MAX_CONTEXT_ELEMENTS = 10
MAX_ACTION_ELEMENTS = 25
MAX_BUTTON_TEXT = 75
MAX_BUTTON_VALUE = 2000
MAX_ID = 255
MAX_FALLBACK_TEXT = 40_000

Block = dict[str, Any]


class BlockKitError(ValueError):
    """A message breaks a Block Kit limit (a bug in the renderer, never user input)."""


def _text(
    obj: Any, where: str, limit: int, kinds: tuple[str, ...] = ("mrkdwn", "plain_text")
) -> None:
    if not isinstance(obj, dict) or obj.get("type") not in kinds:
        raise BlockKitError(f"{where}: expected a text object of type {'/'.join(kinds)}")
    text = obj.get("text")
    if not isinstance(text, str) or not text:
        raise BlockKitError(f"{where}: empty text")
    if len(text) > limit:
        raise BlockKitError(f"{where}: {len(text)} characters, over the {limit} limit")


def _id(value: Any, where: str) -> None:
    if value is not None and (not isinstance(value, str) or not 0 < len(value) <= MAX_ID):
        raise BlockKitError(f"{where}: ids must be 1-{MAX_ID} characters")


def _button(element: Any, where: str) -> None:
    if not isinstance(element, dict) or element.get("type") != "button":
        raise BlockKitError(f"{where}: only buttons are used in actions blocks")
    _text(element.get("text"), f"{where}.text", MAX_BUTTON_TEXT, ("plain_text",))
    _id(element.get("action_id"), f"{where}.action_id")
    value = element.get("value", "")
    if len(value) > MAX_BUTTON_VALUE:
        raise BlockKitError(f"{where}.value: over {MAX_BUTTON_VALUE} characters")


def check_block(block: Block, where: str) -> None:
    kind = block.get("type")
    _id(block.get("block_id"), f"{where}.block_id")
    if kind == "section":
        if "text" not in block and "fields" not in block:
            raise BlockKitError(f"{where}: a section needs text or fields")
        if "text" in block:
            _text(block["text"], f"{where}.text", MAX_SECTION_TEXT)
        fields = block.get("fields", [])
        if len(fields) > MAX_FIELDS:
            raise BlockKitError(f"{where}: {len(fields)} fields, over the {MAX_FIELDS} limit")
        for n, field in enumerate(fields):
            _text(field, f"{where}.fields[{n}]", MAX_FIELD_TEXT)
    elif kind == "header":
        _text(block.get("text"), f"{where}.text", MAX_HEADER_TEXT, ("plain_text",))
    elif kind == "context":
        elements = block.get("elements", [])
        if not 0 < len(elements) <= MAX_CONTEXT_ELEMENTS:
            raise BlockKitError(f"{where}: 1-{MAX_CONTEXT_ELEMENTS} elements")
        for n, element in enumerate(elements):
            _text(element, f"{where}.elements[{n}]", MAX_SECTION_TEXT)
    elif kind == "actions":
        elements = block.get("elements", [])
        if not 0 < len(elements) <= MAX_ACTION_ELEMENTS:
            raise BlockKitError(f"{where}: 1-{MAX_ACTION_ELEMENTS} elements")
        action_ids = [e.get("action_id") for e in elements if isinstance(e, dict)]
        if len(set(action_ids)) != len(action_ids):
            raise BlockKitError(f"{where}: action_ids must be unique within a block")
        for n, element in enumerate(elements):
            _button(element, f"{where}.elements[{n}]")
    elif kind != "divider":
        raise BlockKitError(f"{where}: unexpected block type {kind!r}")


def check_message(text: str, blocks: list[Block]) -> None:
    """Raise BlockKitError unless `blocks` (with fallback `text`) is a valid message."""
    if not text:
        raise BlockKitError("a message needs a plain-text fallback")
    if len(text) > MAX_FALLBACK_TEXT:
        raise BlockKitError(f"fallback text over {MAX_FALLBACK_TEXT} characters")
    if len(blocks) > MAX_BLOCKS:
        raise BlockKitError(f"{len(blocks)} blocks, over the {MAX_BLOCKS} limit")
    block_ids = [b["block_id"] for b in blocks if "block_id" in b]
    if len(set(block_ids)) != len(block_ids):
        raise BlockKitError("block_ids must be unique within a message")
    for n, block in enumerate(blocks):
        check_block(block, f"blocks[{n}]")
