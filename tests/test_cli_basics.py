"""The command line exists and reports its version."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from podium import __version__
from podium.cli import main
from podium.tools.origin import Origin, origin_of, version_line

ROOT = Path(__file__).resolve().parents[1]
VERSION_LINE = f"podium {__version__} (from the folder {ROOT}, editable)\n"
"""What ``podium --version`` says in the tests' environment (``make dev``'s editable
install of this folder)."""


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == VERSION_LINE


def test_version_among_other_options_says_the_same(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version", "check"])
    assert (stop.value.code, capsys.readouterr().out) == (0, VERSION_LINE)


COMMIT = "0123456789abcdef0123456789abcdef01234567"


@pytest.mark.parametrize(
    ("direct_url", "origin", "line"),
    [
        (None, Origin("index", "1.0.0"), "podium 1.0.0 (from a release from the package index)"),
        (
            '{"url": "https://github.com/o/podium", "vcs_info": '
            f'{{"vcs": "git", "commit_id": "{COMMIT}", "requested_revision": "main"}}}}',
            Origin("vcs", "1.0.0", url="https://github.com/o/podium", commit=COMMIT),
            f"podium 1.0.0 (from git+https://github.com/o/podium@{COMMIT})",
        ),
        (
            '{"url": "file:///home/me/my%20podium", "dir_info": {"editable": true}}',
            Origin("folder", "1.0.0", url="file:///home/me/my%20podium", editable=True),
            "podium 1.0.0 (from the folder /home/me/my podium, editable)",
        ),
        (
            '{"url": "file:///home/me/podium", "dir_info": {}}',
            Origin("folder", "1.0.0", url="file:///home/me/podium"),
            "podium 1.0.0 (from the folder /home/me/podium)",
        ),
        (
            '{"url": "https://example.org/podium-1.0.0.tar.gz", '
            '"archive_info": {"hash": "sha256=ab12"}}',
            Origin(
                "archive",
                "1.0.0",
                url="https://example.org/podium-1.0.0.tar.gz",
                hash="sha256=ab12",
            ),
            "podium 1.0.0 (from https://example.org/podium-1.0.0.tar.gz)",
        ),
    ],
)
def test_where_podium_came_from_is_read_from_direct_url_json(
    direct_url: str | None, origin: Origin, line: str
) -> None:
    assert origin_of(direct_url, "1.0.0") == origin
    assert version_line(origin) == line


def test_version_after_a_command_is_the_command_s_business(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["build", "--version"])
    assert stop.value.code == 2  # build has no --version: a usage error, as before
    assert "unrecognized arguments: --version" in capsys.readouterr().err


def test_version_loads_no_command() -> None:
    """``podium --version`` answers at once: no command's modules (Jinja, pydantic...)."""
    code = (
        "import sys; from podium.cli import main; main(['--version']); "
        "print(sorted(m for m in sys.modules if m.startswith('podium.commands.')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout == f"{VERSION_LINE}[]\n"
