"""Start and stop a real PostgreSQL for a test, from Debian's package (`initdb`, `pg_ctl` in
/usr/lib/postgresql/*/bin; `.ci/run` installs it), in its own temp dir on a free port.

initdb refuses to run as root: as root the server runs as the `postgres` user the package
creates (or `nobody`), through `runuser`. `PostgresMissing` says what is missing, for a
test's skip message."""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import subprocess
import tempfile
import uuid
from pathlib import Path

from tests.chroma_server import free_port

INSTALL_HINT = "apt-get install -y postgresql (as .ci/run does)"


class PostgresMissing(RuntimeError):
    """What is missing to start a PostgreSQL server here."""


def postgres_bin() -> Path:
    found = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/initdb"),
        key=lambda p: int(p.parent.parent.name) if p.parent.parent.name.isdigit() else 0,
    )
    if not found:
        raise PostgresMissing(f"PostgreSQL's initdb is not installed: {INSTALL_HINT}")
    return found[-1].parent


def _server_user() -> str | None:
    """None: run as ourselves; else the user to run the server as (we are root)."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        with contextlib.suppress(KeyError):
            pwd.getpwnam(name)
            return name
    raise PostgresMissing("running as root and there is no postgres or nobody user")


class PostgresServer:
    def __init__(self, port: int | None = None) -> None:
        self.bin = postgres_bin()
        self.user = _server_user()
        self.port = port or free_port()
        self.dir = Path(tempfile.mkdtemp(prefix="cvbot-pg-"))
        self.data = self.dir / "data"

    def _run(self, *args: str, timeout: float = 60) -> None:
        cmd = [str(self.bin / args[0]), *args[1:]]
        if self.user is not None:
            cmd = ["runuser", "-u", self.user, "--", *cmd]
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        if done.returncode != 0:
            raise RuntimeError(f"{args[0]} failed: {done.stderr.strip() or done.stdout.strip()}")

    def start(self) -> PostgresServer:
        os.chmod(self.dir, 0o755)
        if self.user is not None:
            info = pwd.getpwnam(self.user)
            os.chown(self.dir, info.pw_uid, info.pw_gid)
        self._run("initdb", "-D", str(self.data), "-U", "cvbot", "--auth=trust", "-E", "UTF8",
                  "--no-sync", "--no-instructions")  # fmt: skip
        return self.restart()

    def restart(self) -> PostgresServer:
        """Start the server on its data dir (again, after `kill`)."""
        options = (
            f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off "
            "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
        )
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.dir / "log"),
                  "-w", "-t", "60", "start", timeout=90)  # fmt: skip
        return self

    def url(self, database: str = "postgres") -> str:
        """A plain URL, as a user would write it (no driver named)."""
        return f"postgresql://cvbot@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """The URL of a new, empty database on this server."""
        import psycopg

        name = f"t_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(f"host=127.0.0.1 port={self.port} user=cvbot dbname=postgres",
                             autocommit=True) as conn:  # fmt: skip
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def kill(self) -> None:
        """Stop at once (what a crash does; for tests that restart it)."""
        with contextlib.suppress(Exception):
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "stop")

    def stop(self) -> None:
        self.kill()
        shutil.rmtree(self.dir, ignore_errors=True)
