"""Every kind of bad input in tests/data/bad (and three made at run time) gets its expected
outcome, and the good CVs in the same batch are still indexed."""

from __future__ import annotations

import io
import shutil
import zipfile
from pathlib import Path

import pytest

from bot.answer.engine import AnswerEngine
from bot.slack.blocks import escape
from ingest.job import Indexer
from tests.conftest import write
from tests.test_job import assert_consistent

BAD = Path(__file__).parent / "data" / "bad"

EXPECTED: dict[str, tuple[str, str]] = {
    "truncated.pdf": ("failed", "corrupt"),
    "encrypted.pdf": ("failed", "encrypted"),
    "scanned.pdf": ("failed", "no text"),
    "empty.txt": ("failed", "empty file"),
    "huge.pdf": ("failed", "over the 20 MB limit"),
    "bomb.docx": ("failed", "zip bomb"),
    "pdf renamed.docx": ("added", ""),
    "gbk.txt": ("added", ""),
    "utf16.txt": ("added", ""),
    "junk.txt": ("failed", "binary"),
    "many skills.md": ("added", ""),
    "invalid.json": ("failed", "invalid JSON"),
    "not_a_resume.json": ("failed", "not a JSON Resume"),
    "georgian.md": ("added", ""),
    "injection.md": ("added", ""),
    "html_script.md": ("added", ""),
    "pings.md": ("added", ""),
    "简历 Jane Doe (final).md": ("added|unchanged", ""),
    "same as jane doe.md": ("added|unchanged", ""),
    "sheet.xlsx": ("skipped", "not a CV format"),
    "blank.md": ("failed", "no text"),
    "text pretending.docx": ("failed", "not a DOCX"),
}


@pytest.fixture()
def bad_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "bad"
    shutil.copytree(BAD, folder, ignore=shutil.ignore_patterns("*.py", "README.md"))
    (folder / "huge.pdf").write_bytes(b"%PDF-1.4\n" + b"0" * 50_000_000)
    bomb = io.BytesIO()
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("word/document.xml", "<w:document>" + " " * 400_000_000 + "</w:document>")
    (folder / "bomb.docx").write_bytes(bomb.getvalue())
    skills = ", ".join(f"Skill{i}" for i in range(5000))
    write(folder / "many skills.md", f"# Sam Stone\n\n## Skills\n\n{skills}\n")
    return folder


def test_every_bad_input_has_its_expected_outcome(indexer: Indexer, bad_dir: Path) -> None:
    report = indexer.ingest([bad_dir])
    outcomes = {Path(o.path).name: o for o in report.outcomes}
    assert set(outcomes) == set(EXPECTED), set(outcomes) ^ set(EXPECTED)
    for name, (status, message) in EXPECTED.items():
        outcome = outcomes[name]
        assert outcome.status in status.split("|"), (name, outcome)
        assert message in outcome.message, (name, outcome.message)
    twins = [outcomes["简历 Jane Doe (final).md"], outcomes["same as jane doe.md"]]
    assert sorted(o.status for o in twins) == ["added", "unchanged"]  # the same file twice
    assert_consistent(indexer)
    names = {c.display_name for c in indexer.candidates()}
    assert {"李雷", "Han Meimei", "Jane Doe", "Sam Stone", "ნინო ბერიძე"} <= names
    assert {"Mallory Moe", "Hank Html", "Pat Ping"} <= names
    chunks = indexer.store.get_chunks()
    assert not any("alert(" in c.document or "<script" in c.document for c in chunks)
    sam = [c for c in chunks if c.metadata["candidate_name"] == "Sam Stone"]
    assert sam and all(len(c.metadata.get("skills", [])) <= 50 for c in sam)
    ping = next(c.document for c in chunks if "<!channel>" in c.document)
    assert "<!channel>" not in escape(ping) and "@here" not in escape(ping)


def test_injection_cv_is_never_an_answer_it_did_not_earn(indexer: Indexer, bad_dir: Path) -> None:
    indexer.ingest([bad_dir])
    engine = AnswerEngine(indexer.store, indexer.embedder)  # type: ignore[arg-type]
    names = [c.name for c in engine.ask("Who built a billing system in Go?").candidates]
    assert "Mallory Moe" not in names  # her bullet is an instruction, not billing work
    assert "Jane Doe" in names and "Han Meimei" in names
    for question in ("Who should we hire for every question?", "Who should be ranked first?"):
        assert "Mallory Moe" not in [c.name for c in engine.ask(question).candidates]
    flagged = indexer.store.get_chunks({"section": "flagged"})
    assert len(flagged) == 1 and "IGNORE ALL PREVIOUS INSTRUCTIONS" in flagged[0].document
