"""``podium init DIR``: a club's own repository, which checks, builds and lints clean."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest
import yaml

from podium.build import service
from podium.cli import main
from podium.commands import init as init_command
from podium.themes import LANGUAGES
from podium.tools import club_init
from podium.tools.origin import Origin

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent

FILES = [
    ".github/dependabot.yml",
    ".github/workflows/check.yml",
    ".github/workflows/publish.yml",
    ".gitignore",
    "README.md",
    "content/players.yaml",
    "content/site.yaml",
    "requirements.txt",
    "schemas/event.schema.json",
    "schemas/players.schema.json",
    "schemas/round-diplomacy.schema.json",
    "schemas/round-placement.schema.json",
    "schemas/round-team.schema.json",
    "schemas/series.schema.json",
    "schemas/site.schema.json",
]
EXAMPLE = [
    "content/events/2025-example-cup/event.yaml",
    "content/events/2025-example-cup/round-1.yaml",
    "content/events/2025-example-cup/round-2.yaml",
]


INDEX_RELEASE = Origin("index", metadata.version("podium"))


@pytest.fixture(autouse=True)
def installed_from_the_index(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test here runs as if podium were a release from the package index (the tests
    run from an editable install, which ``podium init`` refuses to pin)."""
    monkeypatch.setattr(init_command, "installed_origin", lambda: INDEX_RELEASE)


def init(tmp_path: Path, *args: str) -> tuple[int, str, str]:
    """``podium init`` with no terminal (stdin is not a TTY under pytest)."""
    out, err = tmp_path / "out.txt", tmp_path / "err.txt"
    with out.open("w") as stdout, err.open("w") as stderr:
        saved = sys.stdout, sys.stderr
        sys.stdout, sys.stderr = stdout, stderr
        try:
            status = main(["init", *args])
        finally:
            sys.stdout, sys.stderr = saved
    return status, out.read_text(), err.read_text()


def files_of(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())


def test_init_makes_the_repository_a_club_needs(tmp_path: Path) -> None:
    club = tmp_path / "club"
    status, out, err = init(tmp_path, str(club), "--title", "Circolo Diplomacy Como")
    assert (status, err) == (0, "")
    assert files_of(club) == FILES
    assert out.splitlines()[: len(FILES)] == [f"created {club.as_posix()}/{f}" for f in FILES]
    assert "title: Circolo Diplomacy Como, language: en (content/site.yaml)" in out
    site = (club / "content" / "site.yaml").read_text(encoding="utf-8")
    assert "title: Circolo Diplomacy Como\nlanguage: en\n" in site
    readme = (club / "README.md").read_text(encoding="utf-8")
    assert readme.startswith("# Circolo Diplomacy Como: results\n")
    for section in ("## Add an event", "## Enter a round", "## Correct a result", "## Publish"):
        assert section in readme


def test_the_schemas_are_podium_schemas(tmp_path: Path) -> None:
    club = tmp_path / "club"
    init(tmp_path, str(club), "--title", "Club")
    assert main(["schema", "-o", str(tmp_path / "schemas")]) == 0
    for name in (tmp_path / "schemas").iterdir():
        assert (club / "schemas" / name.name).read_bytes() == name.read_bytes()


def test_requirements_pin_this_podium_from_the_package_metadata(tmp_path: Path) -> None:
    init(tmp_path, str(tmp_path / "club"), "--title", "Club")
    lines = (tmp_path / "club" / "requirements.txt").read_text().splitlines()
    assert lines[-1] == f"podium=={metadata.version('podium')}"


def test_a_version_and_a_git_pin_can_be_chosen(tmp_path: Path) -> None:
    status, _, err = init(
        tmp_path,
        str(tmp_path / "club"),
        "--title",
        "Club",
        "--pin",
        "git",
        "--version",
        "1.2.3",
        "--source",
        "https://github.com/someone/podium",
    )
    assert (status, err) == (0, "")
    lines = (tmp_path / "club" / "requirements.txt").read_text().splitlines()
    assert lines[-1] == "podium @ git+https://github.com/someone/podium@v1.2.3"


COMMIT = "0123456789abcdef0123456789abcdef01234567"
FROM_GIT = Origin("vcs", "0.1.0", url="https://github.com/someone/podium", commit=COMMIT)


@pytest.mark.parametrize(
    ("origin", "args", "pin"),
    [
        (INDEX_RELEASE, [], f"podium=={INDEX_RELEASE.version}"),
        (FROM_GIT, [], f"podium @ git+https://github.com/someone/podium@{COMMIT}"),
        (
            FROM_GIT,
            ["--source", "https://github.com/club/podium"],
            f"podium @ git+https://github.com/club/podium@{COMMIT}",
        ),
        (
            FROM_GIT,
            ["--pin", "git"],
            f"podium @ git+https://github.com/podium-results/podium@{COMMIT}",
        ),
        (FROM_GIT, ["--version", "0.2.0"], "podium==0.2.0"),
        (
            Origin(
                "archive", "0.1.0", url="https://example.org/podium-0.1.0.tar.gz", hash="sha256=ab"
            ),
            [],
            "podium @ https://example.org/podium-0.1.0.tar.gz#sha256=ab",
        ),
        (
            Origin("folder", "0.1.0", url="file:///home/me/podium", editable=True),
            ["--pin", "pypi", "--version", "0.3.0"],
            "podium==0.3.0",
        ),
    ],
)
def test_podium_is_pinned_as_it_was_installed(
    origin: Origin, args: list[str], pin: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(init_command, "installed_origin", lambda: origin)
    status, out, err = init(tmp_path, str(tmp_path / "club"), "--title", "Club", *args)
    assert (status, err) == (0, "")
    lines = (tmp_path / "club" / "requirements.txt").read_text().splitlines()
    assert lines[-1] == pin
    assert f"\npodium: {pin} (requirements.txt)\n" in out


@pytest.mark.parametrize(
    ("origin", "args", "message"),
    [
        (
            Origin("folder", "0.1.0", url="file:///home/me/podium", editable=True),
            [],
            "podium init: this podium is installed from the folder /home/me/podium, editable, "
            "which the club's workflows cannot install; install podium from its git repository "
            "(pipx install git+https://github.com/podium-results/podium) and run podium init "
            "again, or name the podium to pin: --pin pypi --version X.Y.Z (a release on the "
            "package index) or --pin git --version X.Y.Z (the release's tag vX.Y.Z)\n",
        ),
        (
            Origin("archive", "0.1.0", url="file:///tmp/podium-0.1.0-py3-none-any.whl"),
            [],
            "podium init: this podium is installed from file:///tmp/podium-0.1.0-py3-none-any.whl, "
            "which the club's workflows cannot install; install podium from its git repository "
            "(pipx install git+https://github.com/podium-results/podium) and run podium init "
            "again, or name the podium to pin: --pin pypi --version X.Y.Z (a release on the "
            "package index) or --pin git --version X.Y.Z (the release's tag vX.Y.Z)\n",
        ),
        (
            INDEX_RELEASE,
            ["--pin", "git"],
            "podium init: --pin git needs the release to pin: give it with --version X.Y.Z "
            "(the repository's tag vX.Y.Z), or install podium from git so that its commit is "
            "pinned\n",
        ),
        (
            FROM_GIT,
            ["--source", "git@github.com:club/podium"],
            "podium init: --source 'git@github.com:club/podium' is not an https:// address\n",
        ),
    ],
)
def test_a_podium_the_club_cannot_install_is_not_pinned(
    origin: Origin,
    args: list[str],
    message: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(init_command, "installed_origin", lambda: origin)
    status, out, err = init(tmp_path, str(tmp_path / "club"), "--title", "Club", *args)
    assert (status, out, err) == (1, "", message)
    assert not (tmp_path / "club").exists()


@pytest.mark.parametrize(
    ("url", "why"),
    [
        ("file:///srv/podium", "which only this computer can reach"),
        ("ssh://git@github.com/me/podium", "not an https:// address"),
    ],
)
def test_a_git_pin_the_workflows_may_not_reach_is_written_with_a_warning(
    url: str, why: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    origin = Origin("vcs", "0.1.0", url=url, commit=COMMIT)
    monkeypatch.setattr(init_command, "installed_origin", lambda: origin)
    status, _, err = init(tmp_path, str(tmp_path / "club"), "--title", "Club")
    assert (status, err) == (
        0,
        f"podium init: warning: requirements.txt installs podium from {url}, {why}: the "
        "club's workflows need podium's address on the web, --source "
        "https://github.com/<owner>/podium\n",
    )
    lines = (tmp_path / "club" / "requirements.txt").read_text().splitlines()
    assert lines[-1] == f"podium @ git+{url}@{COMMIT}"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--pin", "git"],
            "podium init: --pin git needs podium's repository; give it with "
            "--source https://github.com/<owner>/podium\n",
        ),
        (["--version", "1.2"], "podium init: --version '1.2' is not a version like 1.2.3\n"),
        (["--language", "itt"], "podium init: no language 'itt'; did you mean 'it'?\n"),
        (
            ["--language", "xx"],
            f"podium init: no language 'xx'; choose one of {', '.join(LANGUAGES)}\n",
        ),
        (
            ["--title", "  "],
            'podium init: the club\'s title is empty; give it with --title "Club name"\n',
        ),
    ],
)
def test_a_bad_option_is_refused_before_any_file_is_made(
    args: list[str], message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(club_init, "installed_source", lambda: None)
    status, out, err = init(tmp_path, str(tmp_path / "club"), *args)
    assert (status, out, err) == (1, "", message)
    assert not (tmp_path / "club").exists()


def test_without_a_terminal_the_title_comes_from_the_folder(tmp_path: Path) -> None:
    status, out, _ = init(tmp_path, str(tmp_path / "dipl-club_results"))
    assert status == 0
    assert "title: Dipl Club Results, language: en (content/site.yaml)" in out


def test_on_a_terminal_the_title_and_language_are_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = iter(["Club Diplomatie de Namur", "fr"])
    questions: list[str] = []

    def answer(question: str) -> str:
        questions.append(question)
        return next(answers)

    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    monkeypatch.setattr("builtins.input", answer)
    status, _, _ = init(tmp_path, str(tmp_path / "namur"))
    assert status == 0
    languages = ", ".join(LANGUAGES)
    assert questions == ["The club's name [Namur]: ", f"The site's language ({languages}) [en]: "]
    club = service.read_base(tmp_path / "namur" / "content").club
    assert (club.site.title, club.site.language) == ("Club Diplomatie de Namur", "fr")


def test_a_title_yaml_would_misread_is_quoted(tmp_path: Path) -> None:
    init(tmp_path, str(tmp_path / "club"), "--title", "Yes: the club #1")
    base = service.read_base(tmp_path / "club" / "content")
    assert base.problems == ()
    assert base.club.site.title == "Yes: the club #1"


def test_nothing_is_overwritten(tmp_path: Path) -> None:
    club = tmp_path / "club"
    club.mkdir()
    (club / "README.md").write_text("# Our own readme\n")
    (club / "LICENSE").write_text("MIT\n")
    status, out, _ = init(tmp_path, str(club), "--title", "Club")
    assert status == 0
    assert f"kept {club.as_posix()}/README.md (it exists; podium never overwrites a file)" in out
    assert (club / "README.md").read_text() == "# Our own readme\n"
    assert (club / "LICENSE").read_text() == "MIT\n"
    # a second run keeps every file and writes none
    (club / "content" / "site.yaml").write_text("title: Edited\n")
    status, out, _ = init(tmp_path, str(club), "--title", "Other", "--example")
    assert status == 0
    kept = [line for line in out.splitlines() if line.startswith("kept ")]
    created = [line for line in out.splitlines() if line.startswith("created ")]
    assert len(kept) == len(FILES)
    assert created == [f"created {club.as_posix()}/{f}" for f in EXAMPLE]
    assert (club / "content" / "site.yaml").read_text() == "title: Edited\n"


def test_a_file_in_place_of_the_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "club").write_text("x")
    status, _, err = init(tmp_path, str(tmp_path / "club"), "--title", "Club")
    assert (status, err) == (
        1,
        f"podium init: {tmp_path / 'club'}: is a file; choose a folder for the new repository\n",
    )


def run_steps(workflow: Path, cwd: Path, skip: tuple[str, ...]) -> None:
    """Each ``run`` step of the workflow but those starting with ``skip``, with this
    checkout's podium as ``podium`` and the Pages address a step would find."""
    path = f"{BIN}{os.pathsep}{os.environ['PATH']}"
    env = {**os.environ, "PATH": path, "BASE_URL": "https://club.github.io/results"}
    data: dict[Any, Any] = yaml.safe_load(workflow.read_text(encoding="utf-8"))
    for job in data["jobs"].values():
        for step in job["steps"]:
            script = step.get("run")
            if script is None or script.startswith(skip):
                continue
            done = subprocess.run(
                ["bash", "-e", "-c", script], cwd=cwd, env=env, capture_output=True, text=True
            )
            assert done.returncode == 0, (script, done.stdout, done.stderr)


@pytest.mark.slow  # podium init, check and build, each a process
@pytest.mark.parametrize("example", [False, True])
def test_the_new_repository_checks_and_builds(example: bool, tmp_path: Path) -> None:
    club = tmp_path / "club"
    init(tmp_path, str(club), "--title", "Club", *(["--example"] if example else []))
    assert files_of(club) == sorted(FILES + (EXAMPLE if example else []))
    reading = service.read(club / "content")
    assert reading.problems == ()
    assert list(reading.results) == (["2025-example-cup"] if example else [])
    # the workflows' own commands (the install and the git comparison aside)
    run_steps(club / ".github/workflows/check.yml", club, ("python -m pip", "podium diff"))
    assert (club / "_site" / "index.html").is_file()
    assert (club / "_site" / "events" / "2025-example-cup" / "index.html").is_file() == example
    run_steps(club / ".github/workflows/publish.yml", club, ("python -m pip",))
    assert (club / "_site" / ".nojekyll").is_file()
    assert "https://club.github.io/results/" in (club / "_site" / "sitemap.xml").read_text()


def test_the_workflows_pass_check_jsonschema_and_zizmor(tmp_path: Path) -> None:
    club = tmp_path / "club"
    init(tmp_path, str(club), "--title", "Club")
    workflows = sorted(str(p) for p in (club / ".github" / "workflows").glob("*.yml"))
    assert len(workflows) == 2
    check = [str(BIN / "check-jsonschema"), "--builtin-schema"]
    for schema, paths in (
        ("vendor.github-workflows", workflows),
        ("vendor.dependabot", [str(club / ".github" / "dependabot.yml")]),
    ):
        done = subprocess.run([*check, schema, *paths], capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr
    zizmor = [str(BIN / "zizmor"), "--persona", "auditor", "--offline"]
    zizmor += ["--config", str(ROOT / ".github" / "zizmor.yml")]
    lint = subprocess.run([*zizmor, str(club)], capture_output=True, text=True)
    assert lint.returncode == 0, lint.stdout + lint.stderr
    assert "No findings to report" in lint.stdout


def test_every_action_is_pinned_by_hash_and_dependabot_waits_a_week(tmp_path: Path) -> None:
    """What init writes follows GitHub's hardening guide: each action at a full commit
    hash with its version in a comment, and Dependabot proposing a release only after a
    cooldown of 7 days (zizmor's dependabot-cooldown), for pip and for the actions."""
    club = tmp_path / "club"
    init(tmp_path, str(club), "--title", "Club")
    for workflow in (club / ".github" / "workflows").glob("*.yml"):
        for line in workflow.read_text(encoding="utf-8").splitlines():
            if "uses:" in line:
                assert re.fullmatch(r" +(- )?uses: [\w/-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+", line)
    config = yaml.safe_load((club / ".github/dependabot.yml").read_text(encoding="utf-8"))
    assert [u["cooldown"] for u in config["updates"]] == [{"default-days": 7}] * 2


def test_dependabot_proposes_podium_and_action_upgrades(tmp_path: Path) -> None:
    init(tmp_path, str(tmp_path / "club"), "--title", "Club")
    config = yaml.safe_load((tmp_path / "club/.github/dependabot.yml").read_text())
    ecosystems = {(u["package-ecosystem"], u["directory"]) for u in config["updates"]}
    assert ecosystems == {("pip", "/"), ("github-actions", "/")}
