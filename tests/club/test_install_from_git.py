"""podium installed from a git repository pins itself so, and the pin installs again.

Before the first release nothing is on the package index: a club installs podium from its
git repository, and ``podium init`` must write a ``requirements.txt`` that installs the same
podium in the club's workflows. Here the repository is a local one (this folder's package
files, committed), and both installs run offline: each venv sees this test environment's
packages through a ``.pth`` line, so only podium itself is built and installed, from git.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from podium import __version__

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ("pyproject.toml", "README.md", "LICENSE", "generator", "themes")
"""What building podium reads (pyproject.toml's packages and package data)."""


def run(*command: str | Path, cwd: Path | None = None) -> str:
    done = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "PIP_NO_INPUT": "1"},
    )
    assert done.returncode == 0, done.stderr
    return done.stdout + done.stderr


def repository(folder: Path) -> str:
    """A git repository of podium's package files as they are now; its commit."""
    for name in PACKAGE:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, folder / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(source, folder / name)
    run("git", "init", "-q", "-b", "main", cwd=folder)
    run("git", "add", "-A", cwd=folder)
    who = ("-c", "user.name=Test", "-c", "user.email=test@example.org")
    run("git", *who, "commit", "-q", "-m", "podium", cwd=folder)
    return run("git", "rev-parse", "HEAD", cwd=folder).strip()


def venv(folder: Path) -> Path:
    """A fresh venv whose dependencies are this environment's (no pip of its own: this
    environment's runs in it); its python."""
    run(sys.executable, "-m", "venv", "--without-pip", folder)
    python = folder / "bin" / "python"
    purelib = run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])")
    (Path(purelib.strip()) / "test-dependencies.pth").write_text(
        sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8"
    )
    return python


def pip_install(python: Path, *requirement: str) -> None:
    offline = ("--no-deps", "--no-index", "--no-build-isolation", "--ignore-installed")
    run(python, "-m", "pip", "install", "-q", *offline, *requirement)


@pytest.mark.slow
def test_a_club_made_by_podium_from_git_installs_the_same_podium(tmp_path: Path) -> None:
    source = tmp_path / "podium"
    source.mkdir()
    commit = repository(source)
    url = f"file://{source}"
    first = venv(tmp_path / "director")
    pip_install(first, f"podium @ git+{url}@{commit}")
    podium = first.parent / "podium"
    assert run(podium, "--version") == f"podium {__version__} (from git+{url}@{commit})\n"

    said = run(podium, "init", tmp_path / "club", "--title", "Club")
    assert f"podium init: warning: requirements.txt installs podium from {url}, " in said
    requirements = tmp_path / "club" / "requirements.txt"
    assert requirements.read_text().splitlines()[-1] == f"podium @ git+{url}@{commit}"

    workflow = venv(tmp_path / "workflow")
    pip_install(workflow, "-r", str(requirements))
    again = workflow.parent / "podium"
    assert run(again, "--version") == f"podium {__version__} (from git+{url}@{commit})\n"
    assert run(again, "check", tmp_path / "club" / "content").startswith("ok: 0 events")
