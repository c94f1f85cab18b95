"""The synthetic corpus generator is deterministic and its questions are answerable."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import yaml

from bot.answer.engine import AnswerEngine
from bot.evaluation import load_eval_set, run_eval
from ingest.job import Indexer

REPO = Path(__file__).resolve().parents[1]


def _generate(out: Path, seed: int) -> None:
    subprocess.run(
        [sys.executable, str(REPO / "bench" / "gen_corpus.py"), "--n", "12", "--out", str(out),
         "--seed", str(seed), "--questions", "12"],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip


def test_same_seed_same_corpus_and_questions_work(tmp_path: Path, indexer: Indexer) -> None:
    _generate(tmp_path / "a", 5)
    _generate(tmp_path / "b", 5)
    md_a = sorted(p.name for p in (tmp_path / "a").glob("*.md"))
    assert md_a == sorted(p.name for p in (tmp_path / "b").glob("*.md"))
    for name in md_a:
        assert (tmp_path / "a" / name).read_text() == (tmp_path / "b" / name).read_text()
    formats = {p.suffix for p in (tmp_path / "a").iterdir()}
    assert {".md", ".yaml"} <= formats
    data = yaml.safe_load((tmp_path / "a" / "questions.yaml").read_text(encoding="utf-8"))
    assert any(q["gold"] == [] for q in data["questions"])
    assert any(q["gold"] for q in data["questions"])
    report = indexer.ingest([tmp_path / "a"])
    assert not report.failed
    engine = AnswerEngine(indexer.store, indexer.embedder)  # type: ignore[arg-type]
    quality = run_eval(load_eval_set(tmp_path / "a" / "questions.yaml"), engine.ask)
    assert quality.verbatim_share == 1.0 and quality.empty_gold_accuracy == 1.0
    assert quality.f1 >= 0.6  # generated at random: a floor, the figures are in BENCHMARKS.md
