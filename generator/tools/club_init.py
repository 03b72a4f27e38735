"""``podium init``: a club's own results repository, ready to push.

The files come from the package data folder ``club_template/``: ``base/`` always and
``example/`` with ``--example`` (its files replace ``base/``'s of the same path). A name
starting ``github/`` or equal to ``gitignore`` is written with a leading dot (package data
has no hidden files). A few ``@NAME@`` markers are filled in: the title, the language, the
podium version and the line of ``requirements.txt`` that installs it. The JSON schemas are
:mod:`podium.tools.json_schemas`'s, as ``podium schema`` writes them.

Nothing is ever overwritten: a file that exists is kept as it is and reported as kept, so
``podium init`` into a fresh clone (with GitHub's README or licence) keeps them, and running
it again after an upgrade adds only what is missing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import metadata, resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Literal

from podium import __version__
from podium.content.formats import text_problem
from podium.content.problems import suggestion
from podium.themes import LANGUAGES
from podium.tools import files, json_schemas
from podium.tools.files import yaml_scalar
from podium.tools.origin import Origin

Pin = Literal["installed", "pypi", "git"]

VERSION_RE = re.compile(r"^[0-9]+\.[0-9]+\.[0-9]+$")
SOURCE_RE = re.compile(r"^https://[^\s@]+$")


class InitError(Exception):
    """A request ``podium init`` cannot do; the message says what to do."""


INDEX = Origin("index", __version__)
"""A release from the package index: podium==X.Y.Z."""


@dataclass(frozen=True, slots=True)
class Options:
    """What the club asked for (already complete: the command asks for what is missing)."""

    title: str
    language: str
    example: bool = False
    pin: Pin = "installed"  # as this podium was installed (`origin`), or the one chosen
    version: str = __version__
    source: str | None = None  # --source: the podium repository to pin from
    home: str | None = None  # podium's repository, as its package metadata names it
    origin: Origin = INDEX
    version_chosen: bool = False  # --version given: with pin="git", its tag vX.Y.Z


@dataclass(frozen=True, slots=True)
class Outcome:
    """Each file of the new repository, relative to its folder: written or kept."""

    written: tuple[str, ...]
    kept: tuple[str, ...]


def installed_source() -> str | None:
    """podium's repository, when its package metadata names one (Project-URL Source)."""
    try:
        urls = metadata.metadata("podium").get_all("Project-URL") or []
    except metadata.PackageNotFoundError:  # pragma: no cover - run from a bare checkout
        return None
    for entry in urls:
        label, _, url = str(entry).partition(",")
        if label.strip().lower() in {"source", "repository"} and SOURCE_RE.match(url.strip()):
            return url.strip()
    return None


def check_language(language: str) -> str:
    """``language`` if a site can be in it, else an InitError naming the choices."""
    if language in LANGUAGES:
        return language
    hint = suggestion(language, LANGUAGES) or f"choose one of {', '.join(LANGUAGES)}"
    raise InitError(f"no language {language!r}; {hint}")


def check_title(title: str) -> str:
    """The title on one line, without surrounding spaces; refused when empty or holding
    a control or invisible character (as ``podium check`` refuses it)."""
    cleaned = " ".join(title.split())
    if not cleaned:
        raise InitError('the club\'s title is empty; give it with --title "Club name"')
    problem = text_problem(cleaned)
    if problem is not None:
        raise InitError(f"--title {cleaned!r}: {problem}; write the club's name alone")
    return cleaned


def requirement(options: Options) -> str:
    """The line of ``requirements.txt`` that installs this podium (or the one chosen)."""
    if not VERSION_RE.match(options.version):
        raise InitError(f"--version {options.version!r} is not a version like 1.2.3")
    if options.source is not None and not SOURCE_RE.match(options.source):
        raise InitError(f"--source {options.source!r} is not an https:// address")
    if options.pin == "pypi" or (options.pin == "installed" and options.version_chosen):
        return f"podium=={options.version}"
    if options.pin == "git":
        return _git_requirement(options)
    origin = options.origin
    if origin.kind == "index":
        return f"podium=={origin.version}"
    if origin.kind == "vcs" and origin.commit:
        return f"podium @ git+{(options.source or origin.url).removesuffix('/')}@{origin.commit}"
    if origin.kind == "archive" and not origin.local:
        return f"podium @ {origin.url}{f'#{origin.hash}' if origin.hash else ''}"
    raise InitError(
        f"this podium is installed from {origin.described()}, which the club's workflows "
        "cannot install; install podium from its git repository "
        f"(pipx install git+{options.home or 'https://github.com/<owner>/podium'}) and run "
        "podium init again, or name the podium to pin: --pin pypi --version X.Y.Z (a release "
        "on the package index) or --pin git --version X.Y.Z (the release's tag vX.Y.Z)"
    )


def _git_requirement(options: Options) -> str:
    """``--pin git``: podium's repository at the tag of ``--version``, or at the commit
    this podium was installed from."""
    source = options.source or options.home
    if source is None:
        raise InitError(
            "--pin git needs podium's repository; give it with "
            "--source https://github.com/<owner>/podium"
        )
    if options.version_chosen:
        revision = f"v{options.version}"
    elif options.origin.kind == "vcs" and options.origin.commit:
        revision = options.origin.commit
    else:
        raise InitError(
            "--pin git needs the release to pin: give it with --version X.Y.Z (the "
            "repository's tag vX.Y.Z), or install podium from git so that its commit is pinned"
        )
    return f"podium @ git+{source.removesuffix('/')}@{revision}"


def local_pin(options: Options) -> str | None:
    """Why the club's workflows may not install the pin written (a git address of this
    computer, or one that is not https://), or None."""
    origin = options.origin
    if options.pin != "installed" or origin.kind != "vcs" or options.source:
        return None
    if origin.local:
        why = "which only this computer can reach"
    elif not SOURCE_RE.match(origin.url):
        why = "not an https:// address"
    else:
        return None
    return (
        f"requirements.txt installs podium from {origin.url}, {why}: the club's workflows "
        "need podium's address on the web, --source https://github.com/<owner>/podium"
    )


def plan(options: Options) -> dict[str, str]:
    """Every file of the new repository (relative path -> text), in path order."""
    fill = {
        "@TITLE@": options.title,
        "@TITLE_YAML@": yaml_scalar(options.title),
        "@LANGUAGE@": options.language,
        "@VERSION@": options.version,
        "@REQUIREMENT@": requirement(options),
    }
    template = resources.files("podium.tools").joinpath("club_template")
    out: dict[str, str] = {}
    for part in ("base", "example") if options.example else ("base",):
        for name, text in _walk(template.joinpath(part), ""):
            out[_target(name)] = _fill(text, fill)
    for name, text in json_schemas.generate().items():
        out[f"schemas/{name}"] = text
    return dict(sorted(out.items()))


def write(folder: Path, planned: dict[str, str]) -> Outcome:
    """Create every planned file that does not exist yet; keep every one that does. No
    file is written through a symbolic link (a clone may hold one): such a path stops
    ``init`` before the first file is made."""
    for name in planned:
        files.guard(folder, folder / name)
    written: list[str] = []
    kept: list[str] = []
    for name, text in planned.items():
        try:
            files.write_new(folder / name, text, root=folder)
        except FileExistsError:
            kept.append(name)
            continue
        written.append(name)
    return Outcome(tuple(written), tuple(kept))


def init(folder: Path, options: Options) -> Outcome:
    """Make (or complete) a club repository in ``folder``."""
    if folder.exists() and not folder.is_dir():
        raise InitError(f"{folder}: is a file; choose a folder for the new repository")
    planned = plan(options)  # every mistake in the options is found before a file is made
    return write(folder, planned)


def _walk(folder: Traversable, prefix: str) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for item in sorted(folder.iterdir(), key=lambda i: i.name):
        name = f"{prefix}{item.name}"
        if item.is_dir():
            found += _walk(item, f"{name}/")
        else:
            found.append((name, item.read_text(encoding="utf-8")))
    return found


def _target(name: str) -> str:
    """The file's name in the new repository (hidden names have no dot in package data)."""
    if name == "gitignore" or name.startswith("github/"):
        return f".{name}"
    return name


def _fill(text: str, fill: dict[str, str]) -> str:
    for marker, value in fill.items():
        text = text.replace(marker, value)
    return text
