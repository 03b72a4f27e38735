"""A package planted in a test's folder, for a registry to find its modules in."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TypeVar

import pytest

Found = TypeVar("Found")


def found_in(
    folder: Path,
    monkeypatch: pytest.MonkeyPatch,
    modules: Mapping[str, str],
    find: Callable[[str, Iterable[str]], Found],
    name: str = "planted",
) -> Found:
    """What ``find(package, folders)`` finds in the package ``name`` made in ``folder`` of
    ``modules`` (module name -> source): importable while ``find`` runs, forgotten after."""
    package = folder / name
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    for module, source in modules.items():
        (package / f"{module}.py").write_text(source, encoding="utf-8")
    monkeypatch.syspath_prepend(str(folder))
    try:
        return find(name, [str(package)])
    finally:
        for imported in [m for m in sys.modules if m == name or m.startswith(f"{name}.")]:
            del sys.modules[imported]
