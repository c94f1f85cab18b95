"""`cvbot` run as a user would, for benchmarks that read its output: the command beside this
interpreter, one data directory, a clear stop when it fails."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CVBOT = str(Path(sys.executable).with_name("cvbot"))


def run_cvbot(data_dir: Path, *args: str, timeout: int = 900) -> str:
    """stdout of `cvbot ARGS` over `data_dir` (exits with its error when it fails)."""
    env = {**os.environ, "CVBOT_DATA_DIR": str(data_dir)}
    done = subprocess.run(
        [CVBOT, *args], env=env, capture_output=True, text=True, check=False, timeout=timeout
    )
    if done.returncode != 0:
        raise SystemExit(f"cvbot {' '.join(args)} failed: {done.stderr.strip()[-500:]}")
    return done.stdout
