"""Writing the built site: all or nothing, and only the files whose bytes changed.

A :class:`SiteWriter` stages the complete new site in a folder beside the output
(``.NAME.new-*``): new and changed files written, each unchanged file a hard link to the
output's own (a copy with its date where there are no hard links). Only
:meth:`SiteWriter.commit`, once the whole build has succeeded, touches the output: it
renames the output aside (``.NAME.old-*``), the staged folder into its place, and removes
the old one. So readers of the output see the complete old site or the complete new
one, never a mix, and a finished build leaves exactly its own files (a page of an
earlier build is simply not staged). A build that changes no file's bytes does not swap.

A failed build (:meth:`SiteWriter.abort`) removes its staging folder and leaves the
output exactly as it was; what a killed one left, :func:`podium.build.lock.publishing`
puts right. Which files changed is decided by their hashes: those the last build
recorded (its manifest, in the build cache), trusted only while each file's size and
time are the recorded ones; any other file of the old output is read and hashed.

The output folder is replaced, never written into: it must not be a mount point, nor hold
the content or the cache (:func:`refuse_output`); a symbolic link as the output is
followed (the folder it points to is swapped; the link stays).
"""

from __future__ import annotations

import errno
import os
import secrets
import shutil
import stat
from collections.abc import Callable, Iterable, Mapping
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path

from podium.build.cache import OutputFile
from podium.hashing import key, walk
from podium.progress import SILENT, Reporter

MARKER = ".podium-site"
"""A file in every folder podium builds: podium only ever replaces such a folder."""

ASIDE = ".podium-aside"
"""A folder in the output while :meth:`SiteWriter.show_first` has replaced some of its
files: the files they replaced, put back if the build fails (the swap takes it away)."""


class OutputError(Exception):
    """The output folder cannot be written; the message says why and what to do."""


def refuse_output(out: Path, content: Path | None = None, cache: Path | None = None) -> None:
    """OutputError when ``out`` cannot be built into: it holds the content folder or the
    cache folder (the swap would take them away with the old site), or is a folder podium
    did not build, or a mount point. Called before anything is touched."""
    folder = real_folder(out)
    for what, inside in (("the content folder", content), ("the build cache", cache)):
        if inside is not None and real_folder(inside).is_relative_to(folder):
            raise OutputError(
                f"{out}: holds {what} {inside}, and a build replaces the whole output "
                f"folder; choose an output folder outside it with -o, e.g. -o _site"
            )
    if folder.exists() and not _replaceable(folder):
        raise OutputError(
            f"{out}: not replacing this folder, podium did not build it "
            f"(it has no {MARKER} file); choose another output folder with -o"
        )
    if os.path.ismount(folder):
        raise OutputError(
            f"{out}: is a mount point, and podium publishes a site by renaming a "
            f"complete new folder into place; build into a folder inside it, "
            f"e.g. -o {out / 'site'}"
        )


@dataclass(frozen=True, slots=True)
class Entry:
    """One file of the new site, as :meth:`SiteWriter.put` handled it."""

    path: str
    hash: str
    written: bool  # staged because new or changed
    why: str  # "new", "changed" or "" (unchanged)


@dataclass
class SiteWriter:
    """Writes one build into ``out``; ``previous``: the files the last build left there,
    as the cache recorded them (empty: every file of the output is read). See the module
    docstring."""

    out: Path
    previous: Mapping[str, OutputFile] = field(default_factory=dict)
    _dir: Path = field(init=False)  # ``out`` with symbolic links followed
    _old: dict[str, OutputFile] | None = field(init=False, default=None)  # look_at_output()
    _staging: Path | None = field(init=False, default=None)
    _written: dict[str, Entry] = field(init=False, default_factory=dict)  # staged
    _kept: dict[str, str] = field(init=False, default_factory=dict)  # unchanged: path -> hash
    _made: set[str] = field(init=False, default_factory=set)  # folders made in the staging
    _listeners: list[Callable[[str, bytes], None]] = field(init=False, default_factory=list)
    _shown: set[str] = field(init=False, default_factory=set)  # see show_first()

    def __post_init__(self) -> None:
        refuse_output(self.out)
        self._dir = real_folder(self.out)

    def look_at_output(self) -> dict[str, OutputFile]:
        """The output's files as they are (before :meth:`show_first` replaced any), with
        their hashes: the recorded ones while a file's size and time are the recorded
        ones, else read and hashed. Walked once, on first need."""
        if self._old is None:
            self._old = {}
            top = str(self._dir) + "/"
            for entry in walk(str(self._dir)):
                path = entry.path[len(top) :]
                if path != MARKER and not path.startswith(ASIDE + "/"):
                    with suppress(OSError):  # not a file, or removed meanwhile
                        self._old[path] = _looked_at(entry.path, self.previous.get(path))
        return self._old

    def intact(self) -> bool:
        """Whether the output is exactly what :attr:`previous` recorded (nothing to write)."""
        return bool(self.previous) and self.look_at_output() == dict(self.previous)

    def old_hash(self, path: str) -> str | None:
        """The hash of the file the output has at ``path``, if any."""
        found = self.look_at_output().get(path)
        return None if found is None else found.hash

    def files(self) -> list[str]:
        """The files of the new site recorded so far (with :meth:`add`): their paths."""
        return [*self._kept, *self._written]

    def written(self) -> list[Entry]:
        """The files of the new site recorded so far that are staged: new or changed."""
        return list(self._written.values())

    def source(self, path: str) -> Path:
        """Where the bytes of the new site's file at ``path`` are now: staged, or the
        output's own file when it is unchanged."""
        if path in self._written:
            return Path(self._staged(path))
        if path in self._kept:
            return self._dir / path
        raise KeyError(path)

    def published(self, path: str) -> Path:
        """The output's own file at ``path`` (which :meth:`old_hash` describes; the one
        put aside when :meth:`show_first` replaced it)."""
        if path not in self.look_at_output():
            raise KeyError(path)
        return self._dir / ASIDE / path if path in self._shown else self._dir / path

    # ------------------------------------------------------------------ writing

    def scratch(self, kind: str) -> Path:
        """A new empty folder beside the output for this build's own use (``kind``: what
        for, in its name); the caller removes it, and the next build removes one left by
        a build that was killed."""
        self.out.parent.mkdir(parents=True, exist_ok=True)
        return _sibling(self._dir, kind)

    def staging(self) -> Path:
        """The folder beside the output that receives the new site (made on first use)."""
        if self._staging is None:
            self._staging = self.scratch("new")
        return self._staging

    def listen(self, listener: Callable[[str, bytes], None]) -> None:
        """Have ``listener(path, data)`` hear of every file :meth:`put` is given (in the
        worker processes too, so a listener only writes files of its own)."""
        self._listeners.append(listener)

    def put(self, path: str, data: bytes) -> Entry:
        """Stage ``data`` for ``path`` unless the output already has exactly these bytes
        (in worker processes forked after :meth:`staging` and :meth:`look_at_output` too:
        the parent records the entries with :meth:`add`)."""
        _check_name(path)
        for listener in self._listeners:
            listener(path, data)
        new, old = key(data), self.old_hash(path)
        if old == new:
            return Entry(path, new, False, "")
        with open(self._staged(path), "wb") as file:
            file.write(data)
        return Entry(path, new, True, "new" if old is None else "changed")

    def keep(self, paths: Iterable[str], reporter: Reporter = SILENT) -> None:
        """Record the output's files at ``paths`` as files of the new site, as they are."""
        old = self.look_at_output()
        self.add((Entry(path, old[path].hash, False, "") for path in paths), reporter)

    def add(self, entries: Iterable[Entry], reporter: Reporter = SILENT) -> None:
        """Record files of the new site from :meth:`put`."""
        for entry in entries:
            path = entry.path
            if path in self._kept or path in self._written:
                raise ValueError(f"two files of the site at {path}")
            if entry.written:
                self._written[path] = entry
            else:
                self._kept[path] = entry.hash
            reporter.page(path, entry.written, entry.why)

    def show_first(self) -> None:
        """Put the changed files staged so far into the output now, each in one rename,
        before the swap publishes the whole new site (``podium serve``: the page an edit
        changed is shown while the pages that depend on it are made).

        Only files that replace one of the output are shown first (a new file waits for
        the swap). Each replaced file is kept in the output's :data:`ASIDE` folder, and
        put back if the build then fails (:meth:`abort`), or by the next build if this
        one was killed (:func:`publishing`); the swap takes both folders away together.
        """
        self.look_at_output()  # the old site, before any of it is replaced
        top = str(self._dir)
        for path, entry in self._written.items():
            if entry.why != "changed" or path in self._shown:
                continue
            aside, fresh = f"{top}/{ASIDE}/{path}", f"{top}/{ASIDE}/.new/{path}"
            for folder in (os.path.dirname(aside), os.path.dirname(fresh)):
                os.makedirs(folder, exist_ok=True)
            os.link(f"{top}/{path}", aside)
            self._shown.add(path)
            os.link(self._staged(path), fresh)
            os.replace(fresh, f"{top}/{path}")

    # ------------------------------------------------------------------ finishing

    def commit(self) -> None:
        """Put the new site in place, in one swap (none when no file's bytes changed), and
        remove the old one."""
        try:
            old_files = self.look_at_output()
            if not self._written and old_files.keys() == self._kept.keys() and self._marked():
                self.abort()
                return
            staging, top = self.staging(), str(self._dir)
            for path in self._kept:
                _carry(f"{top}/{path}", self._staged(path))
            marker = staging / MARKER
            if self._marked():
                _carry(str(self._dir / MARKER), str(marker))
            else:
                marker.write_bytes(b"built by podium; replaced on every build\n")
            old = swap(staging, self._dir)
            self._staging, self._shown = None, set()
        except BaseException:
            self.abort()
            raise
        if old is not None:
            remove_tree(old)  # or, if some of it cannot be, the next build (publishing())

    def abort(self) -> None:
        """Forget this build: the output stays exactly as it was (as it is again, when
        :meth:`show_first` showed some of its files)."""
        if self._shown:
            put_back(self._dir)
            self._shown = set()
        if self._staging is not None:
            shutil.rmtree(self._staging, ignore_errors=True)
            self._staging = None

    def hashes(self) -> dict[str, str]:
        """The files of the new site: path -> hash of the bytes, in path order."""
        written = ((path, entry.hash) for path, entry in self._written.items())
        return dict(sorted([*self._kept.items(), *written]))

    def manifest(self) -> dict[str, OutputFile]:
        """After :meth:`commit`: every file's hash, size and time (for the next build)."""
        manifest: dict[str, OutputFile] = {}
        before = self.look_at_output()
        for path, file_hash in self.hashes().items():
            old = before.get(path)
            if path in self._kept and old is not None:
                manifest[path] = old  # the very file (a hard link), or a copy of its date
            else:
                st = os.stat(f"{self._dir}/{path}")
                manifest[path] = OutputFile(file_hash, st.st_size, st.st_mtime_ns)
        return manifest

    def _marked(self) -> bool:  # a podium folder already
        return (self._dir / MARKER).is_file()

    def _staged(self, path: str) -> str:
        """Where ``path`` goes in the staging folder (its folder made once per build)."""
        folder = path.rpartition("/")[0]
        staging = self.staging()
        if folder not in self._made:  # each folder is made once (thousands of files)
            os.makedirs(os.path.join(staging, folder), exist_ok=True)
            self._made.add(folder)
        return os.path.join(staging, path)


def _looked_at(file: str, known: OutputFile | None) -> OutputFile:
    """The output's ``file`` now: ``known`` while its size and time are the recorded
    ones, else read and hashed. OSError: it is not a regular file (or is gone)."""
    st = os.stat(file, follow_symlinks=False)
    if not stat.S_ISREG(st.st_mode):
        raise OSError(errno.EINVAL, "not a file", file)
    if known is not None and known.size == st.st_size and known.mtime_ns == st.st_mtime_ns:
        return known
    with open(file, "rb") as handle:
        return OutputFile(key(handle.read()), st.st_size, st.st_mtime_ns)


# --------------------------------------------------------------------------- publishing


def swap(staging: Path, out: Path) -> Path | None:
    """Put the folder ``staging`` where the folder ``out`` is; the old ``out``, moved aside,
    is returned for the caller to remove (None: there was none).

    Two renames in one folder: ``out`` aside, ``staging`` in; if the second fails, the
    first is undone. A process killed between them leaves the old site aside, which
    :func:`publishing` puts back (and one killed before it removed the old site leaves
    that, which :func:`publishing` removes).
    """
    if not out.exists():
        os.rename(staging, out)
        return None
    old = _sibling(out, "old")
    try:
        os.replace(out, old)  # onto the empty folder just made: the output is absent ...
    except BaseException:
        old.rmdir()
        raise
    try:
        os.rename(staging, out)  # ... until here
    except BaseException:
        os.rename(old, out)
        raise
    return old


def real_folder(out: Path) -> Path:
    """``out`` as an absolute path with every symbolic link followed."""
    return Path(os.path.realpath(out))


def remove_tree(folder: Path) -> bool:
    """Remove ``folder`` and everything in it, read-only parts too; False if some is left."""
    shutil.rmtree(folder, ignore_errors=True)
    if not os.path.lexists(folder):
        return True
    for root, dirs, _ in os.walk(folder):  # read-only folders: make them writable, retry
        for name in [".", *dirs]:
            path = os.path.join(root, name)
            with suppress(OSError):
                os.chmod(path, stat.S_IMODE(os.lstat(path).st_mode) | stat.S_IRWXU)
    shutil.rmtree(folder, ignore_errors=True)
    return not os.path.lexists(folder)


def put_back(out: Path) -> bool:
    """Put the files of ``out``'s :data:`ASIDE` folder back in their places, and remove
    it (see :meth:`SiteWriter.show_first`); False: there was none."""
    aside = out / ASIDE
    if not aside.is_dir():
        return False
    top, shown = str(out), str(aside) + "/"
    for entry in walk(str(aside)):
        path = entry.path[len(shown) :]
        if not path.startswith(".new/"):
            os.replace(entry.path, f"{top}/{path}")
    remove_tree(aside)
    return True


def _carry(source: str, target: str) -> None:
    """The file ``source`` at ``target`` too: a hard link, or a copy with its date."""
    try:
        os.link(source, target, follow_symlinks=False)
    except OSError as error:  # no hard links on this file system (or to this file)
        if error.errno == errno.EEXIST:
            raise
        shutil.copy2(source, target, follow_symlinks=False)


def _sibling(out: Path, kind: str) -> Path:
    """A new empty folder ``.NAME.KIND-<random>`` beside ``out``."""
    while True:
        folder = out.parent / f".{out.name}.{kind}-{secrets.token_hex(8)}"
        try:
            folder.mkdir()
            return folder
        except FileExistsError:
            continue


def _check_name(name: str) -> None:
    parts = name.split("/")  # a clean relative POSIX path: no "", "." or ".." part
    if name == MARKER or not {"", ".", ".."}.isdisjoint(parts):
        raise ValueError(f"not a file name inside the site: {name!r}")


def _replaceable(out: Path) -> bool:
    if not out.is_dir():
        return False
    return (out / MARKER).is_file() or not any(out.iterdir())
