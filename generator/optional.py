"""Optional speed-ups: a module if it is installed, else None (and the plain way is taken)."""

from __future__ import annotations

import importlib
from types import ModuleType


def optional_module(name: str) -> ModuleType | None:
    """The module ``name`` (a faster dependency such as orjson), or None when
    it is not installed; callers keep a pure-Python path for that case."""
    try:
        return importlib.import_module(name)
    except ImportError:  # pragma: no cover - the wheels are dependencies: installed
        return None
