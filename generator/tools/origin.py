"""Where the installed podium came from, as the installer recorded it (PEP 610).

An installer writes ``direct_url.json`` into a package's metadata when it installs from
anything but a package index: a git repository (its URL and the commit it checked out),
a local folder (``pip install .``, or ``-e .`` for an editable install) or an archive
(a wheel or sdist given by its address). No such file means a release from an index.

``podium --version`` says which, and ``podium init`` pins podium the same way in the new
club's ``requirements.txt`` (see :mod:`podium.tools.club_init`). Standard library only:
``podium --version`` answers without loading any command.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import metadata
from typing import Any, Literal
from urllib.parse import unquote, urlsplit

from podium import __version__

Kind = Literal["index", "vcs", "folder", "archive"]


@dataclass(frozen=True, slots=True)
class Origin:
    """How podium was installed: ``kind``, and for all but ``index`` the address given
    to the installer (``url``), with a git install's ``commit`` and a folder's
    ``editable``."""

    kind: Kind
    version: str
    url: str = ""
    commit: str = ""
    editable: bool = False
    hash: str = ""  # an archive's, as "sha256=..."

    @property
    def local(self) -> bool:
        """Whether only this computer can install podium so again (a folder, a file:
        address)."""
        return self.kind == "folder" or urlsplit(self.url).scheme == "file"

    @property
    def path(self) -> str:
        """The folder or file of a ``file:`` address."""
        return unquote(urlsplit(self.url).path)

    def described(self) -> str:
        """Where it came from, for ``podium --version``."""
        if self.kind == "index":
            return "a release from the package index"
        if self.kind == "vcs":
            return f"git+{self.url}@{self.commit}"
        if self.kind == "folder":
            return f"the folder {self.path}{', editable' if self.editable else ''}"
        return self.url


def origin_of(direct_url: str | None, version: str) -> Origin:
    """The origin a package's ``direct_url.json`` text (None: there is none) records."""
    if direct_url is None:
        return Origin("index", version)
    try:
        data: Any = json.loads(direct_url)
    except ValueError:
        data = None
    if not isinstance(data, dict) or not isinstance(data.get("url"), str):
        return Origin("archive", version, url="(an address the installer did not record)")
    url: str = data["url"]
    vcs, folder, archive = (data.get(k) for k in ("vcs_info", "dir_info", "archive_info"))
    if isinstance(vcs, dict) and vcs.get("vcs") == "git":
        return Origin("vcs", version, url=url, commit=str(vcs.get("commit_id", "")))
    if isinstance(folder, dict):
        return Origin("folder", version, url=url, editable=folder.get("editable") is True)
    found = archive.get("hash", "") if isinstance(archive, dict) else ""
    return Origin("archive", version, url=url, hash=str(found))


def installed_origin() -> Origin:
    """The origin of the podium installed (read from its package metadata): the first
    found that an installer wrote (with its ``RECORD``), not the ``podium.egg-info`` a
    build leaves in a source folder that happens to be on the path."""
    found = [d for d in metadata.distributions(name="podium") if d.read_text("RECORD")]
    if not found:  # pragma: no cover - run from a bare checkout
        return Origin("folder", __version__, url="file:///(podium is not installed)")
    return origin_of(found[0].read_text("direct_url.json"), found[0].version)


def version_line(origin: Origin) -> str:
    """What ``podium --version`` prints."""
    return f"podium {origin.version} (from {origin.described()})"
