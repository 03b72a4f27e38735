"""Compiled templates kept from one build to the next, where only this user can write.

Why: every build compiles the templates its pages use, and a one-result correction uses
fourteen of them (0.10 to 0.14 s of its 1.1 to 1.5 s on the bench's 320 events, and the
cycle collector walks their syntax trees too: ten alternating corrections, CPU 0.912 with
them kept; docs/performance.md, "Session 26"). Jinja keeps compiled templates through its
public bytecode-cache API (:class:`jinja2.FileSystemBytecodeCache`): each template's code
in a file named after the template's name and file, checked against a digest of its
source when read back.

Where: never in the build cache (``.podium-cache/``), which is data only, because it may
be shared (restored by a CI cache step, say) and anyone who can write it must not be able
to make a build run anything (:mod:`podium.build.cache`). The code is kept in Jinja's
default folder instead, which Jinja makes for this user alone
(``<temporary folder>/_jinja2-cache-<uid>``, mode 0700, checked each time to be this
user's own folder and no link): only this user can put code there, as with Python's own
``__pycache__``. Where no such folder can be had, nothing is kept.

What the code depends on besides the template's source is in every file's name
(:func:`environment_key`): podium's own code (the environment's options and extensions),
Jinja's version, the environment's class and extensions (the speed tricks that are on),
and the language and the merged theme catalogs (the fixed texts translated as a template
is compiled, :mod:`podium.render.template_texts`). Files that other podium code made are
removed, but those of the three made last. A file that cannot be read back is compiled
again; a folder that cannot be written only means compiling again next time. Only builds
with the cache keep compiled templates (``podium build --no-cache`` compiles every
template it uses).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from contextlib import suppress

import jinja2
from jinja2.bccache import Bucket

from podium.hashing import key

PREFIX = "__podium_"
"""The start of every file podium keeps in Jinja's folder (other programs keep theirs
there too)."""

OTHER_CODE = 3
"""How many other podium codes keep their compiled templates beside this one's (those
that made theirs last): podiums used in turn do not remove each other's."""


class CompiledTemplates(jinja2.FileSystemBytecodeCache):
    """Jinja's bytecode cache in its default folder, where a file that cannot be read
    back is a miss and a file that cannot be written is no error."""

    def load_bytecode(self, bucket: Bucket) -> None:
        try:
            super().load_bytecode(bucket)
        except Exception:  # a damaged file of this user's: compiled again
            bucket.reset()

    def dump_bytecode(self, bucket: Bucket) -> None:
        with suppress(OSError):  # a full disk, a read-only folder: compiled again next time
            super().dump_bytecode(bucket)


def compiled_templates(code: str, environment: str) -> CompiledTemplates | None:
    """The compiled templates of an environment (``environment``: its
    :func:`environment_key`) of podium's code ``code`` (a digest of it), in Jinja's
    folder for this user; the files of other podium code there are removed (but those of
    :data:`OTHER_CODE` others). None: no folder only this user can write."""
    try:
        kept = CompiledTemplates(pattern=f"{PREFIX}{code}_{environment}_%s.cache")
    except (OSError, RuntimeError):  # Jinja's "Cannot determine safe temp directory"
        return None
    _remove_others(kept.directory, code)
    return kept


def environment_key(
    environment: type[jinja2.Environment],
    extensions: Sequence[str],
    language: str,
    catalogs: str,
) -> str:
    """What a compiled template depends on besides its source and podium's code: Jinja's
    version, the environment's class and extensions, the language and the digest of the
    merged catalogs (:attr:`podium.site.i18n.Translator.catalog_digest`)."""
    return key(jinja2.__version__, environment.__qualname__, *extensions, language, catalogs)[:32]


def _remove_others(folder: str, code: str) -> None:
    """Remove the files of ``folder`` that podium kept (:data:`PREFIX`) for other code
    than ``code``, but those of the :data:`OTHER_CODE` codes that made theirs last (two
    podiums used in turn, say an installed one and a checkout, each keep theirs)."""
    newest: dict[str, float] = {}
    files: dict[str, list[str]] = {}
    with suppress(OSError), os.scandir(folder) as items:
        for item in items:
            if not item.name.startswith(PREFIX):
                continue
            made_by = item.name[len(PREFIX) :].partition("_")[0]
            with suppress(OSError):
                when = item.stat(follow_symlinks=False).st_mtime
                newest[made_by] = max(when, newest.get(made_by, when))
                files.setdefault(made_by, []).append(item.path)
    others = sorted((c for c in newest if c != code), key=lambda c: newest[c], reverse=True)
    for old in others[OTHER_CODE:]:
        for path in files[old]:
            with suppress(OSError):
                os.unlink(path)
