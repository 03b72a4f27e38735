"""Writing the content files that commands create (round files, players.yaml, a club's
first files): each appears whole or not at all, and a new file never replaces one that
exists."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_new(path: Path, text: str) -> None:
    """Create ``path`` with ``text``, whole or not at all; ``FileExistsError`` if it exists.

    The text goes to a hidden file beside ``path``, which is then hard-linked to its name
    (the link fails if the name exists). Where hard links are not allowed (some network or
    FAT drives), the file is created exclusively instead."""
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
        try:
            os.link(temporary, path)
        except FileExistsError:
            raise
        except OSError:
            with path.open("x", encoding="utf-8", newline="\n") as out:
                out.write(text)
    finally:
        Path(temporary).unlink(missing_ok=True)


def replace(path: Path, text: str) -> None:
    """Replace ``path``'s text in one step: readers see the old file or the new one."""
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
