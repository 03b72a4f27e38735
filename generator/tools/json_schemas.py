"""JSON Schemas of the content files, for editors, generated from :mod:`podium.content.formats`.

The pydantic models the loader validates with are the only source: nothing here is
written by hand beyond a title and the ``$schema``/``$id`` header. A round file's shape
depends on the event's scoring system (which the round file does not name), so there is
one schema per board kind (:mod:`podium.scoring.kinds`): ``round-diplomacy``, ``round-placement``
and ``round-team``. The
scoring systems are named from the registry (an installed third-party one too).
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel

from podium.content import formats
from podium.scoring import registry
from podium.scoring.kinds import KINDS, system_kind
from podium.scoring.system import ScoringSystem

DRAFT = "https://json-schema.org/draft/2020-12/schema"


def models() -> dict[str, type[BaseModel]]:
    """Schema file name -> the model of that file."""
    files: dict[str, type[BaseModel]] = {
        "site.schema.json": formats.SiteFile,
        "players.schema.json": formats.PlayersFile,
        "event.schema.json": formats.EventFile,
        "series.schema.json": formats.SeriesFile,
    }
    for kind in KINDS.values():
        files[f"round-{kind.name}.schema.json"] = kind.round_file
    return files


def generate() -> dict[str, str]:
    """Schema file name -> its text (deterministic, ending with a newline)."""
    systems = registry.usable()
    out: dict[str, str] = {}
    for name, model in sorted(models().items()):
        body: dict[str, Any] = {"$schema": DRAFT}
        body |= model.model_json_schema(mode="validation")
        _name_systems(name, body, systems)
        out[name] = json.dumps(body, indent=2, ensure_ascii=False) + "\n"
    return out


def _name_systems(name: str, body: dict[str, Any], systems: list[ScoringSystem]) -> None:
    """Let editors offer the registry's systems: the choices of event.yaml's ``scoring``,
    and which systems use each round-file shape."""
    if name == "event.schema.json":
        body["properties"]["scoring"]["enum"] = [s.key for s in systems]
        return
    for kind in KINDS.values():
        if name == f"round-{kind.name}.schema.json":
            keys = [s.key for s in systems if system_kind(s) is kind]
            body["description"] += f" Scoring systems: {', '.join(keys) or 'none installed'}."
