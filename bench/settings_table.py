"""The README's settings table, generated from `bot.settings.Settings`.

`python -m bench.settings_table` rewrites the table between the markers in README.md
(`make settings-doc`); `--check` exits 1 when the README's table is stale (`make lint`).
Each row comes from one field: its environment variable (``CVBOT_`` + the path joined with
``__``, or the field's own alias, as the Slack section uses), its default and its
``description=``. Importing `bot.settings` loads no Chroma, so this runs in a second.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path

from pydantic import BaseModel, SecretStr
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

from bot.settings import Settings

START = "<!-- settings-table:start -->"
END = "<!-- settings-table:end -->"
README = Path(__file__).resolve().parent.parent / "README.md"
PREFIX = "CVBOT_"
DELIMITER = "__"

# Defaults computed at run time (and so different on every machine), said in words.
_COMPUTED_DEFAULTS = {"CVBOT_DATA_DIR": "per-user data dir"}


def _nested_model(info: FieldInfo) -> type[BaseModel] | None:
    kind = info.annotation
    if isinstance(kind, type) and issubclass(kind, BaseModel):
        return kind
    return None


def _env_name(path: tuple[str, ...], info: FieldInfo) -> str:
    alias = info.validation_alias
    if isinstance(alias, str):
        return alias
    return PREFIX + DELIMITER.join(path).upper()


def _default(env: str, info: FieldInfo) -> str:
    if env in _COMPUTED_DEFAULTS:
        return _COMPUTED_DEFAULTS[env]
    if info.default_factory is not None:
        value = info.default_factory()  # type: ignore[call-arg]
    elif info.default is PydanticUndefined:
        return "required"
    else:
        value = info.default
    if value is None:
        return "unset"
    if isinstance(value, SecretStr):
        return "(secret)"
    if isinstance(value, bool):
        return "`true`" if value else "`false`"
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if value in ("", [], {}):
        return "empty"
    return f"`{value}`"


def rows(
    model: type[BaseModel] = Settings, path: tuple[str, ...] = ()
) -> Iterator[tuple[str, str, str]]:
    """(variable, default, meaning) for every leaf field, in declaration order."""
    for name, info in model.model_fields.items():
        here = (*path, name)
        nested = _nested_model(info)
        if nested is not None:
            yield from rows(nested, here)
            continue
        env = _env_name(here, info)
        meaning = " ".join((info.description or "").split()).replace("|", "\\|")
        yield env, _default(env, info), meaning


def table() -> str:
    lines = ["| variable | default | meaning |", "| --- | --- | --- |"]
    lines += [f"| `{env}` | {default} | {meaning} |" for env, default, meaning in rows()]
    return "\n".join(lines)


def render(readme: str) -> str:
    """`readme` with the text between the markers replaced by the generated table."""
    start, end = readme.find(START), readme.find(END)
    if start < 0 or end < start:
        raise SystemExit(f"README.md has no {START} ... {END} block")
    return readme[: start + len(START)] + "\n" + table() + "\n" + readme[end:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if README.md is stale")
    parser.add_argument("--readme", type=Path, default=README)
    args = parser.parse_args(argv)
    current = args.readme.read_text(encoding="utf-8")
    wanted = render(current)
    if args.check:
        if current != wanted:
            print(
                f"{args.readme.name}: the settings table is stale (a field of Settings changed); "
                "run `make settings-doc` and commit README.md",
                file=sys.stderr,
            )
            return 1
        return 0
    if current != wanted:
        args.readme.write_text(wanted, encoding="utf-8")
        print(f"{args.readme.name}: settings table rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())
