"""A throwaway PostgreSQL server for CI and the load benchmark: a fresh cluster in a temporary directory,
on a free local port, run as a non-root user (``postgres`` refuses root), stopped and deleted at exit.

``python -m bot.bench.pgserver -- COMMAND...`` starts one (without fsync: the tests need its answers, not its
durability, which the load benchmark's server keeps), runs COMMAND with ``MARSZALEK_TEST_DATABASE_URL`` set to
it (the tests' switch to PostgreSQL, see ``tests/databases.py``), stops it and exits with COMMAND's status.
It needs the server's programs (``initdb``, ``pg_ctl``, ``postgres``): Debian's ``postgresql`` package puts
them in ``/usr/lib/postgresql/<version>/bin``; ``MARSZALEK_PG_BIN`` names another directory.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

TEST_URL_VARIABLE = "MARSZALEK_TEST_DATABASE_URL"
SUPERUSER = "marszalek"


class NoPostgres(RuntimeError):
    """No PostgreSQL server programs here, or the server would not start; the message says which."""


def find_bin() -> Path | None:
    """The directory holding ``initdb`` and ``pg_ctl``: ``MARSZALEK_PG_BIN``, the newest Debian install,
    or the ``PATH``."""
    named = os.environ.get("MARSZALEK_PG_BIN")
    if named:
        return Path(named) if (Path(named) / "pg_ctl").exists() else None
    debian = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"), key=lambda p: _version(p.parent.parent.name))
    if debian:
        return debian[-1].parent
    on_path = shutil.which("pg_ctl")
    return Path(on_path).parent if on_path else None


def _version(name: str) -> tuple[int, ...]:
    return tuple(int(part) for part in name.split(".") if part.isdigit())


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class LocalPostgres:
    """One throwaway cluster. ``start()`` returns its URL (``postgresql+asyncpg://``, trusted local login as
    a superuser, database ``postgres``); ``stop()`` ends the server and deletes its files."""

    def __init__(self, bin_dir: Path | None = None, *, fsync: bool = True, max_connections: int = 300) -> None:
        found = bin_dir or find_bin()
        if found is None:
            raise NoPostgres(
                "no PostgreSQL server programs found (install Debian's postgresql package, or set MARSZALEK_PG_BIN)"
            )
        self.bin = found
        self.fsync = fsync
        self.max_connections = max_connections
        self.dir: Path | None = None
        self.port = 0
        self._user: pwd.struct_passwd | None = None

    @property
    def url(self) -> str:
        return f"postgresql+asyncpg://{SUPERUSER}@127.0.0.1:{self.port}/postgres"

    def _run(self, *args: str) -> subprocess.CompletedProcess[str]:
        user = self._user
        result = subprocess.run(
            [str(self.bin / args[0]), *args[1:]],
            capture_output=True,
            text=True,
            user=user.pw_uid if user else None,
            group=user.pw_gid if user else None,
            extra_groups=[] if user else None,
            env={**os.environ, "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"},
            cwd=self.dir,
            timeout=120,
        )
        if result.returncode != 0:
            raise NoPostgres(f"{args[0]} failed: {(result.stderr or result.stdout).strip()}")
        return result

    def start(self) -> str:
        """Make the cluster and start the server; the URL to reach it."""
        if os.geteuid() == 0:
            self._user = _unprivileged_user()
        self.dir = Path(tempfile.mkdtemp(prefix="marszalek-pg-"))
        if self._user is not None:
            os.chown(self.dir, self._user.pw_uid, self._user.pw_gid)
        data = self.dir / "data"
        self._run("initdb", "-D", str(data), "-U", SUPERUSER, "--auth=trust", "-E", "UTF8", "--no-sync")
        for _attempt in range(5):
            self.port = _free_port()
            options = (
                f"-c listen_addresses=127.0.0.1 -c port={self.port} -c unix_socket_directories={self.dir} "
                f"-c max_connections={self.max_connections} -c fsync={'on' if self.fsync else 'off'}"
            )
            if not self.fsync:  # a throwaway cluster for tests: nothing of it has to survive a crash
                options += " -c synchronous_commit=off -c full_page_writes=off"
            try:
                self._run("pg_ctl", "-D", str(data), "-l", str(self.dir / "server.log"), "-w", "-o", options, "start")
                return self.url
            except NoPostgres:
                continue  # the port was taken between the probe and the start: another one
        server_log = self.dir / "server.log"
        log = server_log.read_text(errors="replace")[-2000:] if server_log.exists() else ""
        self.stop()
        raise NoPostgres(f"the PostgreSQL server would not start: {log.strip()}")

    def stop(self) -> None:
        """Stop the server (fast: open sessions are ended) and delete the cluster."""
        if self.dir is None:
            return
        data = self.dir / "data"
        if (data / "postmaster.pid").exists():
            with contextlib.suppress(NoPostgres, subprocess.TimeoutExpired):
                self._run("pg_ctl", "-D", str(data), "-m", "fast", "-w", "stop")
        shutil.rmtree(self.dir, ignore_errors=True)
        self.dir = None

    def __enter__(self) -> str:
        return self.start()

    def __exit__(self, *_exc: object) -> None:
        self.stop()


def _unprivileged_user() -> pwd.struct_passwd:
    for name in ("postgres", "nobody"):
        with contextlib.suppress(KeyError):
            return pwd.getpwnam(name)
    raise NoPostgres("running as root and no 'postgres' or 'nobody' user to run the server as")


@contextlib.contextmanager
def local_postgres(**options: object) -> Iterator[str]:
    """A running throwaway server's URL for the ``with`` block."""
    server = LocalPostgres(**options)  # type: ignore[arg-type]
    try:
        yield server.start()
    finally:
        server.stop()


def main(argv: list[str]) -> int:
    if argv and argv[0] == "--":
        argv = argv[1:]
    if not argv:
        print("Usage: python -m bot.bench.pgserver -- COMMAND [ARGS...]", file=sys.stderr)
        return 2
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # a cancelled CI job still stops the server
    try:
        with local_postgres(fsync=False) as url:
            print(f"PostgreSQL for the tests at {url}", file=sys.stderr, flush=True)
            return subprocess.run(argv, env={**os.environ, TEST_URL_VARIABLE: url}).returncode
    except NoPostgres as exc:
        print(f"Cannot start PostgreSQL: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
