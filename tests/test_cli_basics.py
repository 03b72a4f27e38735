"""The command line exists and reports its version."""

from __future__ import annotations

import pytest

from generator import __version__
from generator.cli import main


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out == f"podium {__version__}\n"
