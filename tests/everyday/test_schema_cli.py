"""`podium schema`: generated schemas, committed copies, and the example content's modelines."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from podium.cli import main
from podium.scoring.kinds import KINDS
from podium.scoring.registry import get_system

ROOT = Path(__file__).resolve().parents[2]
NAMES = sorted(
    [
        "event.schema.json",
        "players.schema.json",
        "series.schema.json",
        "site.schema.json",
        *(f"round-{kind}.schema.json" for kind in KINDS),  # a round file per board kind
    ]
)
MODELINE = re.compile(r"^# yaml-language-server: \$schema=(\S+)$")


class EditorLoader(yaml.SafeLoader):
    """YAML as an editor's language server sees it: dates stay strings (YAML 1.2 core)."""


EditorLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def read(text: str) -> Any:
    return yaml.load(text, Loader=EditorLoader)


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("schemas")
    assert main(["schema", "-o", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == NAMES
    return {name: json.loads((out / name).read_text(encoding="utf-8")) for name in NAMES}


def errors(schema: dict[str, Any], data: Any) -> list[str]:
    validator = jsonschema.Draft202012Validator(schema)
    return sorted(e.message for e in validator.iter_errors(data))


def test_schema_command_reports_each_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["schema", "-o", str(tmp_path / "s")]) == 0
    assert capsys.readouterr().out == "".join(
        f"wrote {(tmp_path / 's' / n).as_posix()}\n" for n in NAMES
    )
    assert main(["schema", "-o", str(tmp_path / "s")]) == 0
    assert capsys.readouterr().out == "".join(
        f"unchanged {(tmp_path / 's' / n).as_posix()}\n" for n in NAMES
    )


def test_committed_schemas_are_the_generated_ones(generated: dict[str, Any]) -> None:
    committed = ROOT / "schemas"
    for name in NAMES:
        on_disk = json.loads((committed / name).read_text(encoding="utf-8"))
        assert on_disk == generated[name], f"schemas/{name} is stale: run `podium schema`"


def test_the_site_schema_offers_the_languages_of_the_catalog_folders(
    generated: dict[str, Any],
) -> None:
    locales = ROOT / "themes" / "default" / "locales"
    folders = sorted(p.name for p in locales.iterdir() if p.is_dir())
    language = generated["site.schema.json"]["properties"]["language"]
    assert language["enum"] == ["en", *folders]


def test_schemas_are_valid_json_schemas(generated: dict[str, Any]) -> None:
    for schema in generated.values():
        jsonschema.Draft202012Validator.check_schema(schema)


def example_files() -> list[Path]:
    content = ROOT / "content"
    return sorted(p for p in content.rglob("*.yaml"))


def test_every_example_file_names_its_schema_and_validates(generated: dict[str, Any]) -> None:
    files = example_files()
    assert files, "the example content has YAML files"
    for path in files:
        text = path.read_text(encoding="utf-8")
        found = MODELINE.match(text.splitlines()[0])
        assert found, f"{path.relative_to(ROOT)} does not start with a schema modeline"
        schema_path = (path.parent / found.group(1)).resolve()
        assert schema_path.parent == ROOT / "schemas", schema_path
        if path.name.startswith("round-"):
            event = read((path.parent / "event.yaml").read_text(encoding="utf-8"))
            kind = get_system(event["scoring"]).board_kind
            assert schema_path.name == f"round-{kind}.schema.json", path
        assert errors(generated[schema_path.name], read(text)) == [], path


def test_a_misspelt_key_is_rejected(generated: dict[str, Any]) -> None:
    players = read("alice-rossi:\n  name: Alice Rossi\n  contry: IT\n")
    assert errors(generated["players.schema.json"], players) == [
        "Additional properties are not allowed ('contry' was unexpected)"
    ]
    event = read("name: Open\nstart: 2024-05-10\nscoring: league\nrule: {}\n")
    assert errors(generated["event.schema.json"], event) == [
        "Additional properties are not allowed ('rule' was unexpected)"
    ]
    board = read("boards:\n  - board: 1\n    powers:\n      Austria: {player: a, centers: 3}\n")
    assert errors(generated["round-diplomacy.schema.json"], board) == [
        "Additional properties are not allowed ('centers' was unexpected)",
    ]
    series = read("name: Season\nevents: [a]\npoints: [3]\nbset: 2\n")
    assert errors(generated["series.schema.json"], series) == [
        "Additional properties are not allowed ('bset' was unexpected)"
    ]


def test_round_shapes(generated: dict[str, Any]) -> None:
    placement = read(
        "boards:\n  - board: 1\n    game: Cartagena\n    players:\n"
        "      - {player: alice-rossi, points: 1000}\n      - {player: bob-smith, points: 12.5}\n"
    )
    team = read(
        "boards:\n  - board: 1\n    sides:\n      Allies:\n"
        "        - {player: alice-rossi, kills: 2, lost: 0, points: 120}\n"
        "      Central Powers:\n"
        "        - {player: carol-bianchi, kills: 1, lost: 1, points: 60, retired: false}\n"
    )
    assert errors(generated["round-placement.schema.json"], placement) == []
    assert errors(generated["round-team.schema.json"], team) == []
    assert errors(generated["round-diplomacy.schema.json"], team) != []
