"""The one file layer of the commands that read or write content (``import csv``, ``init``,
``add player``, ``new``, ``seat``): a file another program or a hostile clone prepared must
not lead them astray.

- Every path written is kept inside its folder (the content folder, or the new club's
  repository for ``init``): no part of it may be a symbolic link, and what is there must
  be a regular file (:func:`guard`), as ``podium check`` refuses such links too.
- A file is read only when it is a regular file and at most a stated size
  (:func:`read_text`): never a FIFO, a device or a 1 GB file read whole.
- Each file appears whole or not at all, with the usual mode (0666 less the umask, 644
  mostly), and a new file never replaces one that exists (:func:`write_new`).
- Every file written is read back from the disk before it is kept (:func:`write_new`,
  :func:`replace`): a text other than the one meant, or with the data meant, a text that
  YAML cannot read or reads as other data (:func:`checked`), is never kept.
- Values go into YAML through one emitter, :func:`yaml_scalar`, and free text into
  comments through :func:`yaml_comment`.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

import yaml

from podium.content.yamlfile import parse


class UnsafePath(OSError):
    """A path a command refuses to read or write (the message says why and what to do)."""

    def __init__(self, path: Path, why: str) -> None:
        super().__init__(errno.EPERM, why, str(path))


def guard(root: Path, path: Path) -> None:
    """Refuse ``path`` unless it is inside ``root``, reached without a symbolic link, and
    is a regular file or does not exist yet. ``root`` itself may be a link (the folder the
    user named); nothing inside it may be."""
    base, target = Path(os.path.abspath(root)), Path(os.path.abspath(path))
    if target != base and base not in target.parents:
        raise UnsafePath(path, f"outside the folder {root}; write only inside it")
    step = root
    for part in target.relative_to(base).parts:
        step = step / part
        if step.is_symlink():
            raise UnsafePath(
                step,
                f"a symbolic link inside {root}; podium never reads or writes through a "
                "link: replace it with the real folder or file",
            )
    if target.exists() and not target.is_file():
        raise UnsafePath(path, "not a regular file (a folder or a device); podium writes files")


def read_bytes(path: Path, limit: int, *, root: Path | None = None) -> bytes:
    """The bytes of the regular file ``path`` if it has at most ``limit``; an
    :class:`UnsafePath` otherwise (a FIFO, a device, a folder, a larger file, or with
    ``root``, a path :func:`guard` refuses), checked before reading."""
    if root is not None:
        guard(root, path)
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        raise UnsafePath(path, error.strerror or "cannot be read") from None
    with os.fdopen(handle, "rb") as stream:
        if not stat.S_ISREG(os.fstat(stream.fileno()).st_mode):
            raise UnsafePath(path, "not a regular file; give a file saved on disk")
        data = stream.read(limit + 1)
    if len(data) > limit:
        raise UnsafePath(path, f"larger than {_size(limit)}; give a smaller file")
    return data


def read_text(path: Path, limit: int, *, root: Path | None = None) -> str:
    """The UTF-8 text of :func:`read_bytes` (a byte-order mark dropped)."""
    data = read_bytes(path, limit, root=root)
    try:
        return data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as error:
        raise UnsafePath(path, f"not UTF-8 text (byte {error.start + 1})") from None


def _size(limit: int) -> str:
    return f"{limit // 1_000_000} MB" if limit >= 1_000_000 else f"{limit:,} bytes"


def _mode() -> int:
    """The mode of a new file: read-write for everyone, less the umask (644 mostly)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


def _temporary(path: Path, text: str, mode: int, meant: Any) -> str:
    """A hidden file beside ``path`` holding ``text`` with ``mode``, read back (see
    :func:`_read_back`); its name."""
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        os.fchmod(handle, mode)
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
        _read_back(Path(temporary), path, text, meant)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return temporary


def _read_back(written: Path, path: Path, text: str, meant: Any) -> None:
    """A :class:`NotWritten` unless the file ``written`` (to become ``path``) holds
    ``text``, and, when ``meant`` is not None, reads as ``meant`` (:func:`checked`)."""
    if written.read_bytes() != text.encode("utf-8"):
        raise NotWritten(path, "the file did not read back as written")
    if meant is not None:
        checked(str(path), text, meant)


def write_new(path: Path, text: str, *, root: Path, meant: Any = None) -> None:
    """Create ``path`` (inside ``root``, see :func:`guard`) with ``text``, whole or not at
    all, once it is read back (and, with ``meant``, reads as that data, see
    :func:`checked`); ``FileExistsError`` if it exists.

    The text goes to a hidden file beside ``path``, which is then hard-linked to its name
    (the link fails if the name exists). Where hard links are not allowed (some network or
    FAT drives), the file is created exclusively instead."""
    guard(root, path)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = _temporary(path, text, _mode(), meant)
    try:
        try:
            os.link(temporary, path)
        except FileExistsError:
            raise
        except OSError:
            with path.open("x", encoding="utf-8", newline="\n") as out:
                out.write(text)
    finally:
        Path(temporary).unlink(missing_ok=True)


def replace(path: Path, text: str, *, root: Path, meant: Any = None) -> None:
    """Replace ``path``'s text in one step (readers see the old file or the new one),
    keeping its mode, once it is read back as :func:`write_new` does."""
    guard(root, path)
    mode = stat.S_IMODE(path.stat().st_mode) if path.exists() else _mode()
    temporary = _temporary(path, text, mode, meant)
    try:
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


class NotWritten(OSError):
    """A text does not read back as meant (a bug, a failing disk, or a value no YAML
    scalar keeps): nothing is written. The commands report it as any failed write."""

    def __init__(self, what: Path | str, why: str) -> None:
        super().__init__(errno.EIO, f"{why}; nothing was written", str(what))


def checked(file: str, text: str, meant: Any) -> str:
    """``text`` if it reads back, as ``podium check`` reads it, as ``meant``."""
    data, problems = parse(file, text)
    if problems:
        raise NotWritten(file, f"{problems[0]} (in the text podium wrote)")
    if data != meant:
        raise NotWritten(file, "the text would not read back as the data meant")
    return text


def yaml_scalar(value: str) -> str:
    """``value`` as a YAML scalar on one line: plain when that reads back the same, quoted
    otherwise (line breaks and control characters escaped); checked by reading it back.
    Written and read by libyaml, as the content reader reads every file."""
    dumped: str = yaml.dump(
        {"v": value}, Dumper=yaml.CSafeDumper, allow_unicode=True, width=10_000, default_style=None
    )
    scalar = dumped[len("v: ") :].rstrip("\n")
    if "\n" in scalar or scalar.startswith(("|", ">")):
        scalar = yaml.dump(
            value, Dumper=yaml.CSafeDumper, default_style='"', allow_unicode=False, width=10_000
        )
        scalar = scalar.removesuffix("\n...\n").rstrip("\n")
    if "\n" in scalar or yaml.load(f"v: {scalar}", Loader=yaml.CSafeLoader) != {"v": value}:
        raise NotWritten(repr(value), "cannot be written as a YAML value on one line")
    return scalar


def yaml_comment(text: str) -> str:
    """``text`` safe inside a ``#`` comment: line breaks and other control characters
    (which would end the comment and start YAML) shown as spaces."""
    return "".join(" " if not c.isprintable() else c for c in text)
