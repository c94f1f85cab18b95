"""The deployment files (deploy/, docs/DEPLOY.md) name only settings, commands and paths
that exist, so a renamed setting or command cannot leave them silently wrong."""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from typer.main import get_command

from bench.settings_table import rows
from bot.cli import app
from bot.slack.asgi import HEALTH_PATH, READY_PATH

ROOT = Path(__file__).resolve().parents[1]
DEPLOY = ROOT / "deploy"
FILES = [*sorted(p for p in DEPLOY.rglob("*") if p.is_file()), ROOT / "docs" / "DEPLOY.md"]
# variables the scripts and compose read that are not cvbot settings
_COMMAND = r"bin/cvbot (\w[\w-]*)|\"cvbot\", \"(\w[\w-]*)\"|`cvbot (\w[\w-]*)"
SCRIPT_VARIABLES = {"CVBOT_BACKUP_PAUSE", "CVBOT_BACKUP_RESUME", "CVBOT_CV_FOLDER"}


def test_every_cvbot_variable_named_is_a_setting() -> None:
    settings = {env for env, _, _ in rows()}
    for path in FILES:
        named = set(re.findall(r"\b(CVBOT_[A-Z_]+[A-Z])\b", path.read_text(encoding="utf-8")))
        unknown = named - settings - SCRIPT_VARIABLES
        assert not unknown, f"{path.relative_to(ROOT)} names {sorted(unknown)}"


def test_every_cvbot_command_used_exists() -> None:
    commands = set(get_command(app).commands)  # type: ignore[attr-defined]
    for path in FILES:
        text = path.read_text(encoding="utf-8")  # `cvbot X`, bin/cvbot X, ["cvbot", "X"]
        used = set(
            re.findall(r"bin/cvbot (\w[\w-]*)|\"cvbot\", \"(\w[\w-]*)\"|`cvbot (\w[\w-]*)", text)
        )
        for names in used:
            for name in filter(None, names):
                assert name in commands, f"{path.relative_to(ROOT)}: cvbot {name}"


def test_compose_runs_each_process_with_the_shared_index_and_state() -> None:
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text(encoding="utf-8"))
    services = compose["services"]
    assert {"chroma", "postgres", "bot", "ingest", "nginx"} <= set(services)
    for name in ("bot", "ingest"):
        env = services[name]["environment"]
        assert env["CVBOT_STORE__CHROMA_URL"] == "http://chroma:8000"
        assert env["CVBOT_STATE__URL"].startswith("postgresql://cvbot:")
    assert "/readyz" in " ".join(services["bot"]["healthcheck"]["test"])
    assert services["ingest"]["command"][-1] == "--watch"
    nginx = (DEPLOY / "nginx.conf").read_text(encoding="utf-8")
    assert f"location = {HEALTH_PATH}" in nginx and f"location = {READY_PATH}" in nginx
