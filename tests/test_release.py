"""The release: its notes come from CHANGELOG.md's section of the version, and the Release
workflow checks the distributions exactly as ``make dist-check`` does before publishing."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import yaml

ROOT = Path(__file__).resolve().parent.parent


def _changelog_section() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "changelog_section", ROOT / "scripts" / "changelog_section.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["changelog_section"] = module
    spec.loader.exec_module(module)
    return module


CHANGELOG = """# Changelog

## [Unreleased]
- next

## [0.2.0] - 2026-12-01
### Added
- iCalendar

## [0.1.0]
- first
"""


def test_the_notes_are_the_versions_section_without_its_heading() -> None:
    section = _changelog_section().section
    assert section(CHANGELOG, "0.2.0") == "### Added\n- iCalendar\n"
    assert section(CHANGELOG, "0.1.0") == "- first\n"
    assert section(CHANGELOG, "Unreleased") == "- next\n"
    assert section(CHANGELOG, "0.2") is None  # no prefix match


def test_a_version_without_notes_is_not_released() -> None:
    main = _changelog_section().main
    assert main(["v9.9.9"]) == 1


def test_the_release_workflow_publishes_only_what_make_dist_check_tried() -> None:
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text())
    jobs = workflow["jobs"]
    build_steps = [step.get("run", "") for step in jobs["build"]["steps"]]
    assert "make dist-check" in build_steps
    assert jobs["publish"]["needs"] == "build"
    assert jobs["github-release"]["needs"] == "publish"
    assert workflow["permissions"] == {}
    assert jobs["publish"]["permissions"] == {"id-token": "write", "attestations": "write"}
    uses = [s["uses"] for job in jobs.values() for s in job["steps"] if "uses" in s]
    assert all("@" in u and len(u.split("@")[1]) == 40 for u in uses), uses
