"""This repository's Check workflow: a content-only pull request takes the fast path.

The "content" job (install podium, check, diff, preview) runs on every pull request; the
"test" job runs only when the "changes" job finds code, themes, tests, workflows or
packaging among the changed files. These tests pin that layout and run the workflow's own
filter (its shell step, as written) on lists of changed files.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "check.yml"


def workflow() -> dict[Any, Any]:
    data: dict[Any, Any] = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    return data


def test_the_workflow_runs_on_every_pull_request_without_a_paths_filter() -> None:
    # YAML 1.1 (PyYAML) reads the key `on` as true
    assert workflow()[True] == {"pull_request": None}


def test_the_content_job_runs_always_and_the_test_job_only_after_the_filter() -> None:
    jobs = workflow()["jobs"]
    assert list(jobs) == ["content", "changes", "test"]
    assert "needs" not in jobs["content"] and "if" not in jobs["content"]
    assert jobs["test"]["needs"] == "changes"
    assert jobs["test"]["if"] == "${{ needs.changes.outputs.code == 'true' }}"
    assert jobs["changes"]["outputs"] == {"code": "${{ steps.diff.outputs.code }}"}


def test_the_fast_path_installs_podium_alone_with_a_pip_cache() -> None:
    steps = workflow()["jobs"]["content"]["steps"]
    runs = [step["run"] for step in steps if "run" in step]
    assert runs == [
        "python -m pip install -c constraints.txt .",
        "podium check content --format github",
        'podium diff "origin/$BASE_REF" content >> "$GITHUB_STEP_SUMMARY"',
        "podium build content -o _site",
    ]
    python = next(
        step for step in steps if str(step.get("uses", "")).startswith("actions/setup-python@")
    )
    assert python["with"]["cache"] == "pip"


def test_the_full_tests_run_make_test() -> None:
    steps = workflow()["jobs"]["test"]["steps"]
    assert [step["run"] for step in steps if "run" in step] == ["make test"]


def _filter(changed: list[str], tmp_path: Path) -> str:
    """The output the "changes" job's step writes for these changed files."""
    step = next(s for s in workflow()["jobs"]["changes"]["steps"] if s.get("id") == "diff")
    git = "git diff --name-only HEAD^1 HEAD > changed.txt"
    assert git in step["run"]
    script = step["run"].replace(git, "")  # the changed files are given instead
    (tmp_path / "changed.txt").write_text("".join(f"{name}\n" for name in changed))
    output = tmp_path / "output"
    subprocess.run(
        ["bash", "-e", "-c", script],
        cwd=tmp_path,
        env={"GITHUB_OUTPUT": str(output), "PATH": "/usr/bin:/bin"},
        check=True,
        capture_output=True,
    )
    return output.read_text()


@pytest.mark.parametrize(
    "changed",
    [
        ["content/events/2024-brunate-open/round-1.yaml"],
        ["content/players.yaml", "content/events/2024-brunate-open/index.md"],
        ["CHANGELOG.md"],
    ],
)
def test_a_content_only_change_skips_the_tests(changed: list[str], tmp_path: Path) -> None:
    assert _filter(changed, tmp_path) == "code=false\n"


@pytest.mark.parametrize(
    "path",
    [
        "generator/cli.py",
        "themes/default/templates/base.html",
        "tests/test_cli.py",
        ".github/workflows/check.yml",
        "pyproject.toml",
        "constraints.txt",
        "Makefile",
        "package-lock.json",
        "docs/content-format.md",
        "README.md",
        "schemas/site.schema.json",
    ],
)
def test_a_change_to_podium_itself_runs_the_tests(path: str, tmp_path: Path) -> None:
    assert _filter(["content/players.yaml", path], tmp_path) == "code=true\n"
