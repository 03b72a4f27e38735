"""The examples of docs/content-format.md are valid files of the format they show."""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from pydantic import BaseModel

from generator.content import formats as schema

DOC = Path(__file__).resolve().parent.parent / "docs" / "content-format.md"


def test_every_yaml_example_of_the_format_doc_is_valid() -> None:
    blocks = re.findall(r"```yaml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    models: list[type[BaseModel]] = [
        schema.SiteFile,
        schema.PlayersFile,
        schema.EventFile,
        schema.DiplomacyRoundFile,
        schema.PlacementRoundFile,
        schema.TeamRoundFile,
    ]
    assert len(blocks) == len(models)
    for block, model in zip(blocks, models, strict=True):
        model.model_validate(yaml.safe_load(block))
