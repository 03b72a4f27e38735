"""A board kind is one object: only ``generator/scoring/kinds/`` asks a board's class.

Everything else (pages, exports, seating, scoring systems) asks the kind, so a new board
kind is one module; and templates pick a board's table by kind name in one place only.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from podium import model

ROOT = Path(__file__).parent.parent
GENERATOR = ROOT / "generator"
KINDS = GENERATOR / "scoring" / "kinds"
TEMPLATES = ROOT / "themes" / "default" / "templates"

BOARD_CLASSES = frozenset(
    name
    for name, value in vars(model).items()
    if name == "Board"
    or (isinstance(value, type) and name.endswith(("Board", "Entry", "Seat", "Side")))
)
"""The domain boards, their seats and entries (and the ``Board`` union)."""


def _names(node: ast.expr) -> set[str]:
    """The class names an isinstance's second argument (or a case pattern) uses."""
    return {
        n.id if isinstance(n, ast.Name) else n.attr
        for n in ast.walk(node)
        if isinstance(n, ast.Name | ast.Attribute)
    }


def board_class_checks(source: str) -> list[tuple[int, str]]:
    """(line, class) of each isinstance/issubclass on, or case pattern of, a board class."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("isinstance", "issubclass")
            and len(node.args) == 2
        ):
            classes = _names(node.args[1])
        elif isinstance(node, ast.MatchClass):
            classes = _names(node.cls)
        else:
            continue
        found.extend((node.lineno, name) for name in sorted(classes & BOARD_CLASSES))
    return found


def test_the_board_classes_are_the_models() -> None:
    assert {"DiplomacyBoard", "PlacementBoard", "TeamBoard", "DrawnBoard"} <= BOARD_CLASSES
    assert {"PowerEntry", "PlacementEntry", "TeamEntry", "DrawnSeat"} <= BOARD_CLASSES


def test_the_check_finds_each_way_of_asking_a_class() -> None:
    source = """
isinstance(b, DiplomacyBoard)
isinstance(s.entry, (model.PowerEntry, str))
isinstance(b, TeamBoard | DrawnBoard)
match b:
    case PlacementBoard(): pass
isinstance(b, str)
"""
    assert board_class_checks(source) == [
        (2, "DiplomacyBoard"),
        (3, "PowerEntry"),
        (4, "DrawnBoard"),
        (4, "TeamBoard"),
        (6, "PlacementBoard"),
    ]


def test_only_the_kinds_ask_a_board_its_class() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}: {name}"
        for path in sorted(GENERATOR.rglob("*.py"))
        if not path.is_relative_to(KINDS)
        for line, name in board_class_checks(path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_templates_pick_by_kind_name_in_one_file() -> None:
    picking = sorted(
        path.name
        for path in TEMPLATES.rglob("*.html")
        if re.search(r"\bkind\s*==", path.read_text(encoding="utf-8"))
    )
    assert picking == ["macros.html"]
