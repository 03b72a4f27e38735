"""Hostile inputs, one folder each: ``tests/hostile/<case>/case.yaml`` says what to run
and what must come out.

A case folder holds the files that replace those of the small club of ``tests/conftest.py``
(under ``content/``), any file outside the content folder (a secret a link could point
to), and ``case.yaml``:

- ``argv``: the podium command, run in a copy of the folder (default: ``check content``);
- ``exit``: its exit status; ``stderr`` / ``stdout``: the exact text, when given (a
  build's time, "in 0.61 s", written "in N s"; the case's folder written "<case>");
- ``links``: symbolic links to make first (link -> target), as git keeps none here;
- ``site_lacks``: texts that no file the build wrote may contain (an outside file's
  secret, a script address);
- ``site_files``: files the build wrote (site path -> exact text); ``site_contains``:
  files (site path -> a text they hold);
- ``seconds``: the time the command may take (default 10).

Whatever the case, podium never prints a traceback.
"""

from __future__ import annotations

import os
import re
import shutil
import time
from pathlib import Path
from typing import Any

import pytest
import yaml

from generator.cli import main
from tests.conftest import BASE

CASES = Path(__file__).parent
NAMES = sorted(p.name for p in CASES.iterdir() if (p / "case.yaml").is_file())


def prepare(case: Path, where: Path) -> dict[str, Any]:
    """The case's files over the small club in ``where``; its case.yaml."""
    spec: dict[str, Any] = yaml.safe_load((case / "case.yaml").read_text(encoding="utf-8"))
    for name, text in BASE.items():
        path = where / "content" / name
        if (case / "content" / name).exists():
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    shutil.copytree(case, where, dirs_exist_ok=True)
    (where / "case.yaml").unlink()
    for link, target in (spec.get("links") or {}).items():
        path = where / link
        if path.exists() or path.is_symlink():
            shutil.rmtree(path) if path.is_dir() and not path.is_symlink() else path.unlink()
        path.parent.mkdir(parents=True, exist_ok=True)
        os.symlink(target, path)
    return spec


def written(site: Path) -> str:
    """Every file the build wrote, as one text."""
    if not site.is_dir():
        return ""
    files = sorted(p for p in site.rglob("*") if p.is_file())
    return "\n".join(p.read_bytes().decode("utf-8", "replace") for p in files)


@pytest.mark.parametrize("name", NAMES)
def test_hostile_case(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = prepare(CASES / name, tmp_path)
    monkeypatch.chdir(tmp_path)
    argv = str(spec.get("argv", "check content")).split()
    started = time.perf_counter()
    status = main(argv)
    took = time.perf_counter() - started
    out, err = (
        re.sub(r" in \d+\.\d+ s$", " in N s", text, flags=re.M).replace(str(tmp_path), "<case>")
        for text in capsys.readouterr()
    )
    assert "Traceback" not in out + err
    assert (status, took < spec.get("seconds", 10)) == (spec["exit"], True), (out, err, took)
    if "stderr" in spec:
        assert err == spec["stderr"]
    if "stdout" in spec:
        assert out == spec["stdout"]
    for path, text in (spec.get("site_files") or {}).items():
        assert (tmp_path / "site" / path).read_text(encoding="utf-8") == text
    for path, text in (spec.get("site_contains") or {}).items():
        assert text in (tmp_path / "site" / path).read_text(encoding="utf-8")
    site = written(tmp_path / "site").lower()
    for text in spec.get("site_lacks", []):
        assert text.lower() not in site


def test_there_are_cases() -> None:
    assert len(NAMES) >= 5
