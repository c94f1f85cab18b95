"""The optional LLM writer against scripted model output: good, invented, malformed, slow."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.language_models.fake_chat_models import FakeListChatModel

from bot.answer.engine import AnswerEngine
from bot.answer.llm import LLMWriter, evidence_keys, parse_reply
from tests.conftest import EXAMPLES, CountingEmbedder
from tests.test_answers import _engine

QUESTION = "Who has worked at Alibaba?"


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    yield from _engine(tmp_path_factory.mktemp("llm"), embedder, [EXAMPLES])


def _rewrite(engine: AnswerEngine, reply: str, timeout: float = 5.0):  # type: ignore[no-untyped-def]
    writer = LLMWriter(FakeListChatModel(responses=[reply]), timeout_s=timeout)
    return writer.rewrite(engine.ask(QUESTION))


def test_valid_reply_is_used(engine: AnswerEngine) -> None:
    answer = _rewrite(
        engine, '{"candidates": [{"name": "x", "why": "Works at Alibaba", "evidence": [1]}]}'
    )
    assert answer.mode == "llm"
    assert len(answer.candidates) == 1 and answer.candidates[0].why == "Works at Alibaba"


def test_invented_keys_and_people_are_dropped(engine: AnswerEngine) -> None:
    reply = (
        '```json\n{"candidates": [{"name": "Elon Musk", "why": "CEO", "evidence": [99]},'
        ' {"name": "Li Na", "why": "network", "evidence": ["【2】", "[77]"]}]}\n```'
    )
    answer = _rewrite(engine, reply)
    assert answer.mode == "llm"
    names = [c.name for c in answer.candidates]
    assert "Elon Musk" not in names and len(names) == 1
    # the candidate shown is the owner of the cited evidence, whatever name the model wrote
    assert all(e.quote for c in answer.candidates for e in c.evidence)


def test_malformed_output_falls_back(engine: AnswerEngine) -> None:
    extractive = engine.ask(QUESTION)
    for reply in ("I think Chen Wei.", '{"candidates": [{"evidence": "oops"', "{}"):
        answer = _rewrite(engine, reply)
        if answer.mode == "llm":  # "{}" parses: nobody qualified
            assert answer.candidates == []
        else:
            assert answer.candidates == extractive.candidates


class SlowModel(FakeListChatModel):
    def _call(self, *args: Any, **kwargs: Any) -> str:
        time.sleep(2)
        return super()._call(*args, **kwargs)


def test_timeout_falls_back(engine: AnswerEngine) -> None:
    writer = LLMWriter(SlowModel(responses=['{"candidates": []}']), timeout_s=0.3)
    started = time.perf_counter()
    answer = writer.rewrite(engine.ask(QUESTION))
    assert time.perf_counter() - started < 1.5
    assert answer.mode == "extractive" and answer.candidates


def test_parsing_helpers() -> None:
    assert evidence_keys([1, "2", "【3】", "[4]", "x"]) == [1, 2, 3, 4]
    assert parse_reply('noise {"candidates": []} noise').candidates == []
    with pytest.raises(ValueError):
        parse_reply("no json here")


def test_cli_json_shape(tmp_path: Path) -> None:
    import json
    import os
    import subprocess
    import sys

    env = {**os.environ, "CVBOT_DATA_DIR": str(tmp_path)}
    env.pop("CVBOT_STORE__CHROMA_URL", None)
    subprocess.run([sys.executable, "-m", "bot.cli", "ingest", str(EXAMPLES)], env=env, check=True,
                   capture_output=True, timeout=300)  # fmt: skip
    out = subprocess.run(
        [sys.executable, "-m", "bot.cli", "ask", "--json", "谁在华为工作过？"],
        env=env, capture_output=True, text=True, timeout=300, check=True,
    )  # fmt: skip
    data = json.loads(out.stdout)
    assert set(data) == {"question", "answer", "language", "total", "offset", "candidates"}
    assert data["language"] == "zh" and (data["total"], data["offset"]) == (1, 0)
    (person,) = data["candidates"]
    assert person["name"] == "李娜" and "Na Li" in person["aliases"]
    assert set(person["evidence"][0]) == {"source", "quote", "section", "page"}
