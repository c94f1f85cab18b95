"""Write a new, empty migration: ``python -m bot.state.revision "audit trail"`` creates
``migrations/versions/NNNN_audit_trail.py`` chained to the newest revision; fill in its
``upgrade()`` (see `bot/state/__init__.py`)."""

from __future__ import annotations

import sys

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory

from bot.state.db import MIGRATIONS


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not argv[0].strip():
        print('usage: python -m bot.state.revision "what the revision adds"', file=sys.stderr)
        return 2
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    heads = ScriptDirectory.from_config(config).get_heads()
    if len(heads) > 1:
        print(f"two newest revisions ({', '.join(heads)}): chain one after the other first",
              file=sys.stderr)  # fmt: skip
        return 2
    number = int(heads[0]) + 1 if heads else 1
    script = command.revision(config, argv[0].strip(), rev_id=f"{number:04d}")
    path = script.path if script is not None and not isinstance(script, list) else "?"
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
