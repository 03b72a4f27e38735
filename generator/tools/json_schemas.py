"""JSON Schemas of the content files, for editors, generated from :mod:`generator.content.formats`.

The pydantic models the loader validates with are the only source: nothing here is
written by hand beyond a title and the ``$schema``/``$id`` header. A round file's shape
depends on the event's scoring system (which the round file does not name), so there is
one schema per shape: ``round-diplomacy``, ``round-placement`` and ``round-team``.
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel

from generator.content import formats as schema

DRAFT = "https://json-schema.org/draft/2020-12/schema"


def models() -> dict[str, type[BaseModel]]:
    """Schema file name -> the model of that file."""
    files: dict[str, type[BaseModel]] = {
        "site.schema.json": schema.SiteFile,
        "players.schema.json": schema.PlayersFile,
        "event.schema.json": schema.EventFile,
    }
    for kind, model in schema.ROUND_FILES.items():
        files[f"round-{kind}.schema.json"] = model
    return files


def generate() -> dict[str, str]:
    """Schema file name -> its text (deterministic, ending with a newline)."""
    out: dict[str, str] = {}
    for name, model in sorted(models().items()):
        body: dict[str, Any] = {"$schema": DRAFT}
        body |= model.model_json_schema(mode="validation")
        out[name] = json.dumps(body, indent=2, ensure_ascii=False) + "\n"
    return out
