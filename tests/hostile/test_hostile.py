"""Hostile and careless inputs: ``podium check`` refuses each at ``file:line:col``.

Each folder of ``tests/hostile/`` is one case: a ``content/`` folder and ``expected.txt``,
whose first line is ``exit N`` (the exit status) and whose other lines are exactly what
``podium check content`` writes on stderr, run from the case's folder. Content too large
to keep as files is added by :data:`tests.hostile.generated.GENERATED`. Every case runs in
its own process (a crash is a failed case, not a lost test run) with at most
:data:`MEMORY` bytes of memory, and must end within :data:`SECONDS`, without a traceback.
"""

from __future__ import annotations

import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.hostile.generated import GENERATED

HERE = Path(__file__).resolve().parent
CASES = sorted(p for p in HERE.iterdir() if (p / "expected.txt").is_file())
SECONDS = 10.0
MEMORY = 1 << 31  # 2 GiB of address space


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def test_every_case_folder_is_complete() -> None:
    # a folder is a case of this runner (expected.txt) or of test_injection.py (case.yaml)
    folders = [p for p in HERE.iterdir() if p.is_dir() and p.name != "__pycache__"]
    assert sorted(p for p in folders if not (p / "case.yaml").is_file()) == CASES
    assert all((case / "content").is_dir() for case in CASES)
    assert set(GENERATED) <= {case.name for case in CASES}


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_podium_check_refuses_it_in_place(case: Path, tmp_path: Path) -> None:
    shutil.copytree(case / "content", tmp_path / "content")
    if case.name in GENERATED:
        GENERATED[case.name](tmp_path / "content")
    status_line, *lines = (case / "expected.txt").read_text(encoding="utf-8").splitlines()
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-m", "generator.cli", "check", "content"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=SECONDS * 3,
        preexec_fn=_limit_memory,
        check=False,
    )
    elapsed = time.monotonic() - started
    assert "Traceback" not in result.stderr
    assert result.stderr.splitlines() == lines
    assert f"exit {result.returncode}" == status_line
    assert elapsed < SECONDS
