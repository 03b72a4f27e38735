"""Hostile and careless inputs, one folder each: ``tests/hostile/<case>/case.yaml`` says
what to run and what must come out.

A case folder holds content files (under ``content/``), any file outside the content
folder (a secret a link could point to), and ``case.yaml``:

- ``base_club``: when true (the default), the case's files replace those of the small club
  of ``tests/conftest.py``; when false, the case's ``content/`` is the whole content;
- ``argv``: the podium command, run in a copy of the folder (default: ``check content``);
- ``exit``: its exit status; ``stderr`` / ``stdout``: the exact text, when given (a
  build's time, "in 0.61 s", written "in N s"; the case's folder written "<case>");
- ``links``: symbolic links to make first (link -> target), as git keeps none here;
- ``site_lacks``: texts that no file the build wrote may contain (an outside file's
  secret, a script address);
- ``site_files``: files the build wrote (site path -> exact text); ``site_contains``:
  files (site path -> a text they hold);
- ``absent``: paths (from the case's folder) that must not exist after the command (a
  file written through a link); ``files``: paths -> their exact text after it;
  ``modes``: paths -> their permissions after it (``"644"``), the umask being 022;
- ``seconds``: the CPU time the command may take (default 10; CPU time, so that a machine
  busy with other work does not fail the case; three times as long on the clock ends it).

Content too large to keep as files is added by :data:`tests.hostile.generated.GENERATED`,
by the case's name. Every case runs in its own process (a crash is a failed case, not a
lost test run) with at most :data:`MEMORY` bytes of memory, and podium never prints a
traceback.
"""

from __future__ import annotations

import gzip
import os
import re
import resource
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.conftest import BASE
from tests.hostile.generated import GENERATED

HERE = Path(__file__).resolve().parent
CASES = sorted(p.name for p in HERE.iterdir() if (p / "case.yaml").is_file())
MEMORY = 1 << 31  # 2 GiB of address space
ROOT = HERE.parent.parent


def _limit_process() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
    os.umask(0o022)


def prepare(case: Path, where: Path) -> dict[str, Any]:
    """The case's files (over the small club, unless ``base_club: false``) in ``where``;
    its case.yaml."""
    spec: dict[str, Any] = yaml.safe_load((case / "case.yaml").read_text(encoding="utf-8"))
    if spec.get("base_club", True):
        for name, text in BASE.items():
            path = where / "content" / name
            if (case / "content" / name).exists():
                continue
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    shutil.copytree(case, where, dirs_exist_ok=True)
    (where / "case.yaml").unlink()
    if case.name in GENERATED:
        GENERATED[case.name](where / "content")
    for link, target in (spec.get("links") or {}).items():
        path = where / link
        if path.exists() or path.is_symlink():
            shutil.rmtree(path) if path.is_dir() and not path.is_symlink() else path.unlink()
        path.parent.mkdir(parents=True, exist_ok=True)
        os.symlink(target, path)
    return spec


def written(site: Path) -> str:
    """Every file the build wrote, as one text: the search index's content uncompressed,
    and Pagefind's own program files (its UI, its WebAssembly) left out, as they hold no
    content."""
    if not site.is_dir():
        return ""
    files = sorted(p for p in site.rglob("*") if p.is_file())
    return "\n".join(_text(p, site) for p in files)


def _text(path: Path, site: Path) -> str:
    data = path.read_bytes()
    if path.relative_to(site).parts[0] == "pagefind":
        if not data.startswith(b"\x1f\x8b") or path.name.startswith("wasm."):
            return ""
        data = gzip.decompress(data)
    return data.decode("utf-8", "replace")


def test_every_case_folder_is_complete() -> None:
    folders = sorted(p.name for p in HERE.iterdir() if p.is_dir() and p.name != "__pycache__")
    assert folders == CASES
    assert set(GENERATED) <= set(CASES)


PROGRESS = re.compile(r"^[a-z]+(…|: \d+/\d+)\n", re.M)
"""A progress line ("rendering…", "rendering: 10/40"): printed only when a stage takes over
a second, so on a loaded machine, never part of what a case expects."""


def _without_progress(text: str) -> str:
    return PROGRESS.sub("", text)


def _marked(name: str) -> Any:
    """A case given more than the usual 10 s of CPU is slow: make check leaves it out."""
    spec = yaml.safe_load((HERE / name / "case.yaml").read_text(encoding="utf-8"))
    return pytest.param(name, marks=pytest.mark.slow) if spec.get("seconds", 10) > 10 else name


@pytest.mark.parametrize("name", [_marked(name) for name in CASES])
def test_hostile_case(name: str, tmp_path: Path) -> None:
    spec = prepare(HERE / name, tmp_path)
    argv = str(spec.get("argv", "check content")).split()
    seconds = spec.get("seconds", 10)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(
        [sys.executable, "-m", "podium.cli", *argv],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1"},
        capture_output=True,
        text=True,
        timeout=max(300, seconds * 10),  # a bound against a hang only: CPU time is checked below
        preexec_fn=_limit_process,
        check=False,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    took = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    out, err = (
        re.sub(r" in \d+\.\d+ s$", " in N s", _without_progress(text), flags=re.M).replace(
            str(tmp_path), "<case>"
        )
        for text in (done.stdout, done.stderr)
    )
    assert "Traceback" not in out + err
    assert (done.returncode, took < seconds) == (spec["exit"], True), (out, err, took)
    if "stderr" in spec:
        assert err == spec["stderr"]
    if "stdout" in spec:
        assert out == spec["stdout"]
    for path, text in (spec.get("site_files") or {}).items():
        assert (tmp_path / "site" / path).read_text(encoding="utf-8") == text
    for path, text in (spec.get("site_contains") or {}).items():
        assert text in (tmp_path / "site" / path).read_text(encoding="utf-8")
    for path in spec.get("absent", []):
        assert not (tmp_path / path).exists(), path
    for path, text in (spec.get("files") or {}).items():
        assert (tmp_path / path).read_text(encoding="utf-8") == text
    for path, mode in (spec.get("modes") or {}).items():
        assert f"{(tmp_path / path).stat().st_mode & 0o777:o}" == mode, path
    site = written(tmp_path / "site").lower()
    for text in spec.get("site_lacks", []):
        assert text.lower() not in site
