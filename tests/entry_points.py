"""Install an entry point the way pip leaves one: a ``*.dist-info`` folder on ``sys.path``."""

from __future__ import annotations

from pathlib import Path

import pytest


def install(
    folder: Path, monkeypatch: pytest.MonkeyPatch, name: str, group: str, points: dict[str, str]
) -> None:
    """Write the distribution ``name`` into ``folder`` with ``points`` (entry-point name ->
    ``module:attribute``) in ``group``, and put ``folder`` on ``sys.path`` for this test."""
    info = folder / f"{name.replace('-', '_')}-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n", "utf-8")
    lines = "".join(f"{key} = {target}\n" for key, target in points.items())
    (info / "entry_points.txt").write_text(f"[{group}]\n{lines}", "utf-8")
    monkeypatch.syspath_prepend(str(folder))
