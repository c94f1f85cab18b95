"""The README's settings table is the one generated from `Settings`, and a stale one is caught."""

from __future__ import annotations

from pathlib import Path

from bench import settings_table
from bot.settings import Settings

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_table_matches_settings() -> None:
    readme = README.read_text(encoding="utf-8")
    assert settings_table.render(readme) == readme, "run `make settings-doc` and commit README.md"


def test_every_setting_has_a_row_with_a_meaning() -> None:
    table = settings_table.table()
    for env in (
        "CVBOT_DATA_DIR",
        "CVBOT_STORE__EF_SEARCH",
        "CVBOT_LLM__TIMEOUT_S",
        "SLACK_BOT_TOKEN",
    ):
        assert f"| `{env}` |" in table
    assert all(meaning for _, _, meaning in settings_table.rows())
    leaves = sum(
        len(info.annotation.model_fields) if hasattr(info.annotation, "model_fields") else 1
        for info in Settings.model_fields.values()
    )
    assert len(list(settings_table.rows())) == leaves


def test_check_fails_on_a_stale_table(tmp_path: Path, capsys) -> None:
    readme = tmp_path / "README.md"
    stale = README.read_text(encoding="utf-8").replace("| `CVBOT_STORE__EF_SEARCH` |", "| `X` |")
    readme.write_text(stale, encoding="utf-8")
    assert settings_table.main(["--check", "--readme", str(readme)]) == 1
    assert "make settings-doc" in capsys.readouterr().err
    assert settings_table.main(["--readme", str(readme)]) == 0
    assert settings_table.main(["--check", "--readme", str(readme)]) == 0
    assert readme.read_text(encoding="utf-8") == README.read_text(encoding="utf-8")
