"""Every page says which podium built it: ``<meta name="generator" content="podium X.Y.Z">``
with the version ``podium --version`` prints."""

from __future__ import annotations

import subprocess
import sys


def test_every_page_names_the_podium_version(example_files: dict[str, bytes]) -> None:
    version = (
        subprocess.run(
            [sys.executable, "-m", "podium.cli", "--version"],
            capture_output=True,
            text=True,
            check=True,
        )
        .stdout.split("(")[0]
        .strip()
    )  # "podium 0.1.0", before where it came from
    assert version.startswith("podium ")
    pages = [name for name in example_files if name.endswith(".html")]
    assert len(pages) > 50
    tag = f'<meta name="generator" content="{version}">'.encode()
    assert [name for name in pages if example_files[name].count(tag) != 1] == []
