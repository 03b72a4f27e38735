"""The wheel: every package of the source tree, and the built-in themes as podium_themes.

A club's publish workflow installs podium with ``pip install .`` (not editable): the built
site must not depend on the source checkout being beside it.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_of_the_source_tree_is_listed() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    on_disk = {  # generator/ installs as the import package podium
        ".".join(("podium", *p.parent.relative_to(ROOT / "generator").parts))
        for p in (ROOT / "generator").rglob("__init__.py")
    }
    assert listed == on_disk | {"podium_themes"}


def test_the_import_name_is_podium() -> None:
    """The code is imported as podium, never as generator (a name another published
    package has: both in one environment would overwrite each other)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert config["tool"]["setuptools"]["package-dir"]["podium"] == "generator"
    assert config["project"]["scripts"]["podium"] == "podium.cli:main"
    stray = [
        str(path.relative_to(ROOT))
        for folder in ("generator", "tests", "benchmarks", "scripts")
        for path in (ROOT / folder).rglob("*.py")
        if re.search(r"^\s*(from|import) generator\b", path.read_text(encoding="utf-8"), re.M)
    ]
    assert stray == []


@pytest.mark.slow  # a wheel built and installed in a new venv
def test_the_wheel_builds_a_site_away_from_the_source(tmp_path: Path) -> None:
    source = tmp_path / "source"  # built from a copy: the checkout gets no build/ folder
    source.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(ROOT / name, source / name)
    for name in ("generator", "themes"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    pip = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation"]
    subprocess.run([*pip, "-w", str(tmp_path / "dist"), str(source)], check=True)
    (wheel,) = (tmp_path / "dist").glob("podium-*.whl")
    unpacked = tmp_path / "installed"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        archive.extractall(unpacked)
    for theme_file in (ROOT / "themes" / "default").rglob("*"):
        if theme_file.is_file():
            name = "podium_themes/" + theme_file.relative_to(ROOT / "themes").as_posix()
            assert name in names, name
    for template_file in (ROOT / "generator" / "tools" / "club_template").rglob("*"):
        if template_file.is_file():  # podium init's files
            installed = template_file.relative_to(ROOT / "generator").as_posix()
            assert f"podium/{installed}" in names, template_file
    # build from the unpacked wheel, with no themes/ folder beside the content
    club = tmp_path / "club"
    shutil.copytree(ROOT / "content", club / "content")
    env = {**os.environ, "PYTHONPATH": str(unpacked)}
    code = "import sys; from podium.cli import main; sys.exit(main(sys.argv[1:]))"
    done = subprocess.run(
        [sys.executable, "-c", code, "build", "content", "-o", "_site", "-q"],
        cwd=club,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert (club / "_site" / "static" / "podium.css").read_bytes() == (
        ROOT / "themes" / "default" / "static" / "podium.css"
    ).read_bytes()
    assert "<table" in (club / "_site/events/2024-brunate-open/index.html").read_text("utf-8")
