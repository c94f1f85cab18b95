"""The `cvbot` command as a user runs it (real subprocesses, embedded Chroma)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import EXAMPLES, write
from tests.fixtures.cvs import EN_CV, NO_NAME_CV


def cvbot(data: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    full_env = {**os.environ, "CVBOT_DATA_DIR": str(data), "COLUMNS": "200", **env}
    full_env.pop("CVBOT_STORE__CHROMA_URL", None)
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *args],
        env=full_env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip


def test_ingest_list_show_forget(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = cvbot(data, "ingest", str(EXAMPLES))
    assert first.returncode == 0, first.stderr
    assert "added 8 · updated 0 · unchanged 0 · removed 0 · failed 0" in first.stdout
    bad = write(tmp_path / "more" / "empty.md", "")
    again = json.loads(cvbot(data, "ingest", str(EXAMPLES), str(bad), "--json").stdout)
    assert {k: again[k] for k in ("added", "updated", "unchanged", "removed")} == {
        "added": 0, "updated": 0, "unchanged": 8, "removed": 0,
    }  # fmt: skip
    assert again["failed"] == [{"source": str(bad), "error": again["files"][-1]["message"]}]
    assert "empty" in again["failed"][0]["error"]

    listed = json.loads(cvbot(data, "candidates", "--json").stdout)
    assert len(listed) == 7
    chen = next(c for c in listed if c["name"] == "Chen Wei")
    assert "陈伟" in chen["aliases"] and len(chen["documents"]) == 2
    assert sorted(Path(s).name for s in chen["sources"]) == ["chen_wei_en.pdf", "chen_wei_zh.docx"]
    assert "emails" not in chen  # contact details only with --show-contact

    shown = cvbot(data, "show", "陈伟")
    assert shown.returncode == 0
    assert "merged because:" in shown.stdout and "across scripts" in shown.stdout
    assert "chen_wei_en.pdf" in shown.stdout and "chen_wei_zh.docx" in shown.stdout
    # work and education as the record (and the card) hold them: the kind of each position
    assert "Research Intern" in shown.stdout and "(internship)" in shown.stdout
    assert "work: Alibaba Group" in shown.stdout and "2019-07–now" in shown.stdout
    assert "chen.wei.dev@example.com" not in shown.stdout
    assert "chen.wei.dev@example.com" in cvbot(data, "show", "Chen Wei", "--show-contact").stdout

    # the record: every pointer of `show --json` is the verbatim line of a fresh parse
    shown_json = json.loads(cvbot(data, "show", "Chen Wei", "--json").stdout)
    record = shown_json["record"]
    # the top-level facts are the record's (one truth), without the pointers
    assert shown_json["employment"][0]["organisation"] == record["positions"][0]["organisation"]
    assert [e["school"] for e in shown_json["education"]] == [
        e["school"] for e in record["education"]
    ]
    assert "sources" not in shown_json["employment"][0]
    from ingest.parsers import parse_file

    files = {cv.doc_id: cv for cv in (parse_file(EXAMPLES / n, 10**7) for n in (
        "chen_wei_en.pdf", "chen_wei_zh.docx"))}  # fmt: skip
    pointers = [s for p in record["positions"] + record["education"] for s in p["sources"]]
    assert pointers and record["contacts"] == []
    for s in pointers:
        assert files[s["doc_id"]].lines[s["line"] - 1].text == s["text"]
    assert record["positions"][0]["org_id"] == "alibaba" and record["positions"][0]["ongoing"]

    where = ["candidates", "--json", "--where", "tier=985 and degree>=master and not name~Chen"]
    kept = {c["name"] for c in json.loads(cvbot(data, *where).stdout)}
    assert kept == {"李娜", "王芳"}
    bad = cvbot(data, "candidates", "--where", "degree>=master and")
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1
    assert "bad --where expression" in bad.stderr and "ends too early" in bad.stderr

    gone = cvbot(data, "forget", "Priya Raman", "--yes")
    assert gone.returncode == 0 and "forgot Priya Raman" in gone.stdout
    names = [c["name"] for c in json.loads(cvbot(data, "candidates", "--json").stdout)]
    assert "Priya Raman" not in names and len(names) == 6
    missing = cvbot(data, "show", "Nobody Here")
    assert missing.returncode == 2 and "No candidate matches" in missing.stderr


def test_failed_files_are_named_with_reason_and_exit_code(tmp_path: Path) -> None:
    cvs = tmp_path / "cvs"
    write(cvs / "good.md", EN_CV)
    (cvs / "empty.pdf").write_bytes(b"")
    (cvs / "junk.txt").write_bytes(bytes(range(256)) * 20)
    result = cvbot(tmp_path / "data", "ingest", str(cvs))
    assert result.returncode == 1
    assert "added 1" in result.stdout and "failed 2" in result.stdout
    errors = [line for line in result.stderr.splitlines() if line.startswith("✗")]
    assert len(errors) == 2
    assert any("empty.pdf" in e and "empty file" in e for e in errors)
    assert any("junk.txt" in e and "binary" in e for e in errors)


def test_name_override_by_option_and_sidecar(tmp_path: Path) -> None:
    cvs = tmp_path / "cvs"
    write(cvs / "x.md", NO_NAME_CV)
    write(cvs / "x.md.meta.yaml", "name: Ewa Lis\n")
    assert cvbot(tmp_path / "d1", "ingest", str(cvs)).returncode == 0
    listed = json.loads(cvbot(tmp_path / "d1", "candidates", "--json").stdout)
    assert [c["name"] for c in listed] == ["Ewa Lis"]  # one person, named by the sidecar
    (cvs / "x.md.meta.yaml").unlink()
    result = cvbot(tmp_path / "d2", "ingest", str(cvs / "x.md"), "--name", "Adam Maj")
    assert result.returncode == 0 and "Adam Maj" in result.stdout


def test_embedder_change_is_refused_until_rebuild(tmp_path: Path) -> None:
    data = tmp_path / "data"
    cvs = tmp_path / "cvs"
    write(cvs / "a.md", EN_CV)
    assert cvbot(data, "ingest", str(cvs)).returncode == 0
    fake = {
        "CVBOT_EMBEDDING__PROVIDER": "class",
        "CVBOT_EMBEDDING__MODEL": "langchain_core.embeddings:DeterministicFakeEmbedding",
        "CVBOT_EMBEDDING__OPTIONS": '{"size": 16}',
    }
    refused = cvbot(data, "ingest", str(cvs), **fake)
    assert refused.returncode == 2
    assert "cannot be mixed" in refused.stderr and "--rebuild" in refused.stderr
    rebuilt = cvbot(data, "ingest", str(cvs), "--rebuild", **fake)
    assert rebuilt.returncode == 0 and "added 1" in rebuilt.stdout


def test_terminal_chat_runs_the_bot_commands(tmp_path: Path) -> None:
    data = tmp_path / "data"
    assert cvbot(data, "ingest", str(EXAMPLES)).returncode == 0
    full_env = {**os.environ, "CVBOT_DATA_DIR": str(data)}
    full_env.pop("CVBOT_STORE__CHROMA_URL", None)
    result = subprocess.run(
        [sys.executable, "-m", "bot.cli", "chat"],
        input="who has worked at Alibaba?\nand which of them knows RDMA?\nlist\nhelp\n"
        "summary Chen Wei\ncompare Chen Wei and Lucas Martin on GPU scheduling\n"
        "match Kubernetes GPU scheduling. Go and CUDA.\nsummary Nobody Such\n",
        env=full_env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    out = result.stdout
    first, _, rest = out.partition("Found 1 candidate")
    assert "Found 2 candidates" in first and "Chen Wei" in first
    assert "Na Li" in rest.split("candidates:")[0]  # the follow-up kept only Li Na
    assert "7 candidates" in out and "/cv summary" in out
    # typed results, rendered as text by the terminal: a card, a comparison, a ranking
    card = out.split("cv> ")[5]
    assert card.startswith("Chen Wei (陈伟)  (") and "\nlatest: " in card
    assert "\neducation:\n" in card and "chen_wei_en.pdf" in card
    compared = out.split("cv> ")[6]
    assert compared.startswith("*Chen Wei* — ") and "\n*Lucas Martin* — " in compared
    assert "  > " in compared  # the quotes on the topic
    ranked = out.split("cv> ")[7]
    assert ranked.startswith("Best matches:\n1. ") and "score" in ranked
    assert "No candidate matches" in out.split("cv> ")[8]


def test_candidates_shows_the_most_recent_job_not_the_first_listed(tmp_path: Path) -> None:
    cv = write(
        tmp_path / "cvs" / "ada.md",
        "# Ada Quint\n\n## Experience\n\n"
        "**Research Intern**, Initech, Jun 2019 – Sep 2019\n- Built a crawler.\n\n"
        "**Staff Engineer**, Globex, 2021 – present\n- Runs the billing platform.\n",
    )
    data = tmp_path / "data"
    assert cvbot(data, "ingest", str(cv)).returncode == 0
    listed = cvbot(data, "candidates")
    row = next(line for line in listed.stdout.splitlines() if "Ada Quint" in line)
    assert "Globex" in row and "Initech" not in row
