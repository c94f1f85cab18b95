"""`cvbot eval` says where answers fail (per question kind and language), refuses an index
that cannot answer the set, and the quality gate fails loudly on a breached threshold."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bench import eval_gate
from bot.answer.models import Answer, CandidateResult, Evidence
from bot.evaluation import (
    format_groups,
    index_coverage,
    load_eval_set,
    require_indexed,
    run_eval,
)
from tests.conftest import EXAMPLES, REPO, CountingEmbedder, write
from vectorstore.errors import UserFacingError

# A fictional dev set written the way the real-CV set is: a header table of files with their
# language, a bracketed tag comment after each gold, and evidence lines naming the file.
TAGGED_SET = """\
# Files:
#   cv_01.pdf   K1   Marta Quillfeather      en     -- plain layout
#   cv_02.docx  K2   欧阳 青岚                 zh     -- one-line entries
#   cv_03.pdf   K3   Tomasz Brightwater      en+zh  -- bilingual
people:
  K1: ["marta quillfeather"]
  K2: ["欧阳青岚", "qinglan ouyang"]
  K3: ["tomasz brightwater"]
questions:
  - q: "Who has worked at Vantorra Labs?"
    gold: [K1, K2]
    # [B employer; en; K2 evidence zh-only]
    # + K1 cv_01.pdf L4: "Engineer, Vantorra Labs"
    # + K2 cv_02.docx L7: "万托拉实验室 工程师"
  - q: "谁在青石大学读过博士？"
    gold: [K3]
    # [A conjunctive degree AND school; zh]
    # + K3 cv_03.pdf L9: "Ph.D., Qingshi University"
  - q: "Who has published at a made-up venue?"
    gold: []
    # [E empty]
  - q: "Who knows Zyxlang?"
    gold: [K1]
    tags: [Skills]
    # [F 6+; en]
    # + K1 cv_01.pdf L12: "Zyxlang"
"""


def _answer(q: str, names: list[str], source: Path | None = None, quote: str = "") -> Answer:
    evidence = (
        [Evidence(source=str(source), file_name=source.name, quote=quote, section="")]
        if source
        else []
    )
    return Answer(
        question=q,
        language="en",
        candidates=[CandidateResult(id=n, name=n, evidence=evidence) for n in names],
    )


def test_kinds_come_from_tags_comments_gold_and_evidence_languages(tmp_path: Path) -> None:
    eval_set = load_eval_set(write(tmp_path / "set.yaml", TAGGED_SET))
    kinds = [q.tags for q in eval_set.questions]
    # B employer + K2's only evidence is in a Chinese file -> cross-lingual
    assert kinds[0] == ["employer", "cross-lingual"]
    # A conjunctive degree AND school; the bilingual file holds Chinese too -> not cross-lingual
    assert kinds[1] == ["school", "degree", "conjunctive"]
    assert kinds[2] == ["empty-gold"]
    # `tags:` synonyms are normalised and merged with the comment's letter
    assert kinds[3] == ["skill", "6+ answers"]
    assert [q.language for q in eval_set.questions] == ["en", "zh", "en", "en"]


def test_a_persons_key_that_yaml_would_read_as_false_stays_a_key(tmp_path: Path) -> None:
    text = (
        'people:\n  NO: ["nia okafor"]\n  ON: ["oren nash"]\n'
        'questions:\n  - {q: "ex goldman?", gold: [NO]}\n'
    )
    eval_set = load_eval_set(write(tmp_path / "set.yaml", text))
    assert list(eval_set.people) == ["NO", "ON"]
    assert eval_set.questions[0].gold == ["NO"]


def test_report_groups_scores_by_kind_and_language(tmp_path: Path) -> None:
    cv = write(tmp_path / "cv_01.md", "Marta Quillfeather\nEngineer, Vantorra Labs\nZyxlang\n")
    eval_set = load_eval_set(write(tmp_path / "set.yaml", TAGGED_SET))
    replies = {
        "Who has worked at Vantorra Labs?": ["Marta Quillfeather"],  # misses K2
        "谁在青石大学读过博士？": ["Tomasz Brightwater"],
        "Who has published at a made-up venue?": ["Marta Quillfeather"],  # should be nobody
        "Who knows Zyxlang?": ["Marta Quillfeather"],
    }
    report = run_eval(eval_set, lambda q: _answer(q, replies[q], cv, "Engineer, Vantorra Labs"))
    kinds = {g.group: g for g in report.by_kind}
    assert kinds["employer"].count == 1
    assert kinds["employer"].recall == 0.5 and kinds["employer"].exact_set == 0.0
    assert kinds["school"].f1 == 1.0 and kinds["school"].exact_set == 1.0
    assert kinds["empty-gold"].empty_gold_accuracy == 0.0
    assert kinds["empty-gold"].f1 == 0.0
    languages = {g.group: g for g in report.by_language}
    assert languages["zh"].count == 1 and languages["zh"].f1 == 1.0
    assert languages["en"].count == 3
    assert report.exact_set == 0.5 and report.empty_gold_accuracy == 0.0
    assert report.verbatim_share == 1.0
    table = format_groups(report)
    assert "cross-lingual" in table and "0/1" in table  # the empty-gold miss is visible
    # --json carries the per-kind table
    dumped = json.loads(report.model_dump_json())
    assert {g["group"] for g in dumped["by_kind"]} >= {"employer", "cross-lingual", "empty-gold"}


def test_an_index_that_cannot_answer_the_set_is_refused(tmp_path: Path) -> None:
    eval_set = load_eval_set(write(tmp_path / "set.yaml", TAGGED_SET))
    with pytest.raises(UserFacingError, match="index is empty"):
        require_indexed(index_coverage(eval_set, []), tmp_path / "set.yaml")
    strangers = index_coverage(eval_set, [["Ines Harrowgate"], ["Unknown (cv_09.pdf)"]])
    with pytest.raises(UserFacingError, match="None of the 3 people"):
        require_indexed(strangers, tmp_path / "set.yaml")
    partial = index_coverage(eval_set, [["Marta Quillfeather"], ["欧阳青岚", "Qinglan Ouyang"]])
    require_indexed(partial, tmp_path / "set.yaml")  # some people present: scored, warned
    assert partial.found == ["K1", "K2"] and partial.missing == ["K3"]


def test_eval_on_an_empty_index_exits_2_with_a_message(tmp_path: Path) -> None:
    env = {**os.environ, "CVBOT_DATA_DIR": str(tmp_path / "data")}
    env.pop("CVBOT_STORE__CHROMA_URL", None)
    run = subprocess.run(
        [sys.executable, "-m", "bot.cli", "eval", str(REPO / "evalsets" / "examples.yaml")],
        env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert run.returncode == 2
    assert "index is empty" in run.stderr


def test_gate_fails_naming_each_breached_metric(tmp_path: Path, embedder: CountingEmbedder) -> None:
    thresholds = write(
        tmp_path / "thresholds.yaml",
        f"""
sets:
  examples:
    questions: {REPO / "evalsets" / "examples.yaml"}
    cvs: ["{EXAMPLES}"]
    min: {{f1: 1.01, verbatim_share: 0.0}}
    kinds: {{empty-gold: {{empty_gold_accuracy: 1.01}}}}
  absent:
    questions: "{{shared}}/nowhere/questions.yaml"
    cvs: ["{{shared}}/nowhere/cvs"]
""",
    )
    lines: list[str] = []
    code = eval_gate.run_gate(thresholds, shared=tmp_path, embedder=embedder, say=lines.append)
    out = "\n".join(lines)
    assert code == 1
    assert "EVAL GATE FAILED" in out
    assert "examples: F1" in out and "below the threshold 1.010" in out
    assert "examples [empty-gold questions]: empty-gold accuracy" in out
    assert "verbatim" not in out.split("EVAL GATE FAILED")[1]  # a met threshold is not named
    assert "skips set 'absent'" in out  # missing data: skipped with a warning


def test_gate_without_shared_data_warns_skips_shared_sets_and_gates_bundled_ones(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(eval_gate, "find_shared_dir", lambda: None)
    thresholds = tmp_path / "thresholds.yaml"
    thresholds.write_text(
        "sets:\n"
        "  real-cvs:\n"
        "    questions: '{shared}/real-cvs/questions.yaml'\n"
        "    cvs: ['{shared}/real-cvs']\n"
        "    min: {f1: 0.5}\n"
        "  examples:\n"
        "    questions: evalsets/examples.yaml\n"
        "    cvs: [examples/cvs]\n"
        "    min: {f1: 0.99}\n",
        encoding="utf-8",
    )
    lines: list[str] = []
    code = eval_gate.run_gate(thresholds, say=lines.append)
    out = "\n".join(lines)
    assert code == 0
    assert "SKIPPED" in lines[0] and "NOT checked" in lines[0]
    assert "skips set 'real-cvs'" in out  # the shared set: skipped, saying so
    assert "examples: all thresholds met" in out  # a bundled set is still gated


def test_shared_dir_comes_from_the_environment_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CVBOT_SHARED_DIR", str(tmp_path))
    assert eval_gate.find_shared_dir() == tmp_path


def test_gate_thresholds_file_is_valid() -> None:
    thresholds = eval_gate.load_thresholds(eval_gate.DEFAULT_THRESHOLDS)
    # every shared dev set, and our own fictional sets (examples, the blind held-out set)
    assert {"samples", "real-cvs", "real-cvs-2", "examples", "heldout"} <= set(thresholds.sets)
    for spec in thresholds.sets.values():
        assert {"f1", "empty_gold_accuracy", "verbatim_share"} <= set(spec.min)
