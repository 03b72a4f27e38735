"""The GitHub Actions workflows: what they promise, and the lint that guards them.

``make test`` also lints the real workflows (``make lint-workflows``); these tests pin
down the properties the issue asks for and show that the zizmor configuration refuses
what it must refuse.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from .clubfiles import club_files, round_2
from .gitrepo import Repo

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
ZIZMOR_CONFIG = ROOT / ".github" / "zizmor.yml"
BIN = Path(sys.executable).parent


def load(name: str) -> dict[Any, Any]:
    data = yaml.safe_load((WORKFLOWS / name).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def triggers(workflow: dict[Any, Any]) -> dict[str, Any]:
    # YAML 1.1 reads the bare key `on` as the boolean True.
    on = workflow[True] if True in workflow else workflow["on"]
    assert isinstance(on, dict)
    return on


def steps(job: dict[str, Any]) -> list[dict[str, Any]]:
    result: list[dict[str, Any]] = job["steps"]
    return result


def uses(job: dict[str, Any], action: str) -> dict[str, Any]:
    found = [s for s in steps(job) if str(s.get("uses", "")).startswith(action + "@")]
    assert len(found) == 1, f"expected one step using {action}"
    return found[0]


def runs(job: dict[str, Any]) -> str:
    return "\n".join(str(s.get("run", "")) for s in steps(job))


def zizmor(path: Path, *persona: str) -> subprocess.CompletedProcess[str]:
    """zizmor's findings in ``path``, offline, with the repository's configuration;
    ``persona``: ``"--persona", "auditor"`` for its pedantic findings too."""
    return subprocess.run(
        [str(BIN / "zizmor"), *persona, "--offline", "--config", str(ZIZMOR_CONFIG), str(path)],
        capture_output=True,
        text=True,
        check=False,
    )


# --------------------------------------------------------------------------- publish.yml


def test_publish_runs_on_push_to_main_and_by_hand() -> None:
    on = triggers(load("publish.yml"))
    assert on == {"push": {"branches": ["main"]}, "workflow_dispatch": None}


def test_publish_permissions_are_least_privilege() -> None:
    wf = load("publish.yml")
    assert wf["permissions"] == {"contents": "read"}
    build, deploy = wf["jobs"]["build"], wf["jobs"]["deploy"]
    assert build["permissions"] == {"contents": "read", "pages": "read"}
    assert deploy["permissions"] == {"pages": "write", "id-token": "write"}
    assert deploy["needs"] == "build"


def test_publish_never_cancels_a_deployment() -> None:
    assert load("publish.yml")["concurrency"] == {"group": "pages", "cancel-in-progress": False}


def test_publish_builds_with_history_cache_and_base_url() -> None:
    build = load("publish.yml")["jobs"]["build"]
    checkout = uses(build, "actions/checkout")["with"]
    assert checkout["fetch-depth"] == 0
    assert checkout["persist-credentials"] is False
    assert uses(build, "actions/setup-python")["with"]["cache"] == "pip"
    assert uses(build, "actions/cache")["with"]["path"] == ".podium-cache/"
    pages = uses(build, "actions/configure-pages")
    build_step = next(s for s in steps(build) if "podium build" in str(s.get("run", "")))
    assert pages["id"] == "pages"
    assert build_step["env"]["BASE_URL"] == "${{ steps.pages.outputs.base_url }}"
    assert '--base-url "$BASE_URL/"' in build_step["run"]
    assert "touch _site/.nojekyll" in build_step["run"]
    upload = uses(build, "actions/upload-pages-artifact")["with"]
    assert upload == {"path": "_site/", "include-hidden-files": True}


def test_publish_deploys_with_deploy_pages() -> None:
    deploy = load("publish.yml")["jobs"]["deploy"]
    assert deploy["environment"]["name"] == "github-pages"
    assert uses(deploy, "actions/deploy-pages")["id"] == "deployment"


# --------------------------------------------------------------------------- check.yml


def test_check_runs_on_pull_request_only() -> None:
    on = triggers(load("check.yml"))
    assert list(on) == ["pull_request"]
    for name in ("check.yml", "publish.yml"):
        assert "pull_request_target" not in triggers(load(name))


def test_check_annotates_tests_diffs_and_previews() -> None:
    wf = load("check.yml")
    assert wf["permissions"] == {"contents": "read"}
    job = wf["jobs"]["content"]  # tests/club/test_check_workflow.py pins the job layout
    assert uses(job, "actions/checkout")["with"] == {
        "fetch-depth": 0,
        "persist-credentials": False,
    }
    script = runs(job)
    assert "podium check content --format github" in script
    assert "make test" in runs(wf["jobs"]["test"])
    diff = next(s for s in steps(job) if "podium diff" in str(s.get("run", "")))
    assert diff["env"] == {"BASE_REF": "${{ github.base_ref }}"}
    assert diff["run"].endswith('podium diff "origin/$BASE_REF" content >> "$GITHUB_STEP_SUMMARY"')
    assert uses(job, "actions/upload-artifact")["with"]["path"] == "_site/"


# --------------------------------------------------------------------------- lint


def test_both_workflows_pass_the_lint() -> None:
    schema = subprocess.run(
        [str(BIN / "check-jsonschema"), "--builtin-schema", "vendor.github-workflows"]
        + [str(WORKFLOWS / n) for n in ("check.yml", "publish.yml")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert schema.returncode == 0, schema.stdout + schema.stderr
    lint = zizmor(WORKFLOWS, "--persona", "auditor")  # as make lint-workflows runs it
    assert lint.returncode == 0, lint.stdout + lint.stderr
    assert "No findings to report" in lint.stdout


WORKFLOW = """\
name: x
on: push
permissions: {{}}
jobs:
  a:
    name: a
    runs-on: ubuntu-latest
    steps:
      - uses: {action}
"""


@pytest.mark.parametrize(
    "action",
    [
        "actions/setup-python@a26af69be951a213d495a4c3e4e4022e16d87065 # v5.6.0",
        "someone/some-action@0123456789abcdef0123456789abcdef01234567",
    ],
)
def test_zizmor_config_allows_actions_pinned_by_hash(tmp_path: Path, action: str) -> None:
    (tmp_path / "x.yml").write_text(WORKFLOW.format(action=action), encoding="utf-8")
    result = zizmor(tmp_path / "x.yml")
    assert result.returncode == 0, result.stdout


@pytest.mark.parametrize(
    "action",
    [
        "someone/some-action@v1",
        "github/codeql-action/init@v3",
        "someone/some-action@main",
        "actions/setup-python@v5",
        "actions/deploy-pages@v4",
    ],
)
def test_zizmor_config_refuses_actions_pinned_by_tag(tmp_path: Path, action: str) -> None:
    (tmp_path / "x.yml").write_text(WORKFLOW.format(action=action), encoding="utf-8")
    result = zizmor(tmp_path / "x.yml")
    assert result.returncode != 0
    assert "unpinned-uses" in result.stdout


def test_schema_refuses_a_broken_workflow(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yml"
    bad.write_text("on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz: []\n")
    result = subprocess.run(
        [str(BIN / "check-jsonschema"), "--builtin-schema", "vendor.github-workflows", str(bad)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1
    assert "stepz" in result.stdout + result.stderr


# --------------------------------------------------------------------------- the steps, run


def run_step(script: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """A workflow step's ``run`` script, with this checkout's podium for ``podium``."""
    script = script.replace(".venv/bin/podium", "podium")
    path = f"{BIN}{os.pathsep}{os.environ['PATH']}"
    return subprocess.run(
        ["bash", "-e", "-c", script],
        cwd=cwd,
        env={**env, "PATH": path},
        capture_output=True,
        text=True,
        check=False,
    )


def test_the_publish_build_step_runs_with_the_pages_base_url(tmp_path: Path) -> None:
    """The step's command line is run for real: every option it passes must exist."""
    build = load("publish.yml")["jobs"]["build"]
    step = next(s for s in steps(build) if "podium build" in str(s.get("run", "")))
    shutil.copytree(ROOT / "content", tmp_path / "content")
    # actions/configure-pages gives the base URL without a trailing slash
    env = {**os.environ, "BASE_URL": "https://club.github.io/results"}
    done = run_step(step["run"], tmp_path, env)
    assert done.returncode == 0, done.stderr
    site = tmp_path / "_site"
    assert (site / ".nojekyll").is_file()
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    assert "<loc>https://club.github.io/results/events/2024-brunate-open/</loc>" in sitemap
    not_found = (site / "404.html").read_text(encoding="utf-8")
    assert 'href="/results/static/podium.css"' in not_found  # from the base URL's path


def test_the_check_diff_step_writes_the_changes_to_the_job_summary(tmp_path: Path) -> None:
    """A pull request changing one centre: the summary says who moved and by how much."""
    repo = Repo(tmp_path / "club")
    for path, text in club_files().items():
        repo.write(path, text)
    base = repo.commit("Spring Cup")
    repo.git("update-ref", "refs/remotes/origin/main", base)  # what checkout fetches
    repo.write("content/events/2024-spring-cup/round-2.yaml", round_2(russia=10))
    repo.commit("Russia had 10 centres")
    job = load("check.yml")["jobs"]["content"]
    step = next(s for s in steps(job) if "podium diff" in str(s.get("run", "")))
    summary = tmp_path / "summary.md"
    summary.write_text("", encoding="utf-8")
    env = {**repo.env, "BASE_REF": "main", "GITHUB_STEP_SUMMARY": str(summary)}
    done = run_step(step["run"], repo.root, env)
    assert done.returncode == 0, done.stderr
    text = summary.read_text(encoding="utf-8")
    assert "## Result changes against `origin/main`" in text
    assert "- `Cat Cole`: 4, 106 → 3, 111.2 (up 1, +5.2)" in text
    assert "- `Fay Fox`: 3, 106.2 → 4, 106.2 (down 1)" in text
