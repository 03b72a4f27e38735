"""The command line exists and reports its version."""

from __future__ import annotations

import subprocess
import sys

import pytest

from podium import __version__
from podium.cli import main


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"podium {__version__}\n"


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
    assert done.stdout == f"podium {__version__}\n[]\n"
