"""A board kind is one object: only ``generator/scoring/kinds/`` asks a board's class
or picks by a kind's name.

Everything else (pages, exports, seating, scoring systems, ``podium import csv``, ``podium
new league``) asks the kind, so a new board kind is one module; and templates pick a
board's table by kind name in one place only.
"""

from __future__ import annotations

import ast
import re
import shutil
from collections.abc import Callable
from pathlib import Path

from podium import model
from podium.scoring.kinds import KINDS

ROOT = Path(__file__).parent.parent
GENERATOR = ROOT / "generator"
KINDS_PACKAGE = GENERATOR / "scoring" / "kinds"
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


def kind_name_picks(source: str) -> list[tuple[int, str]]:
    """(line, what) of each place that picks by a kind's name: a comparison with a kind's
    name or with a system's ``board_kind``, a case of a kind's name, or a table keyed by
    every kind's name."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            for part in ast.walk(node):
                if isinstance(part, ast.Constant) and part.value in KINDS:
                    found.append((node.lineno, repr(part.value)))
                elif isinstance(part, ast.Attribute) and part.attr == "board_kind":
                    found.append((node.lineno, "board_kind"))
        elif isinstance(node, ast.MatchValue):
            if isinstance(node.value, ast.Constant) and node.value.value in KINDS:
                found.append((node.lineno, repr(node.value.value)))
        elif isinstance(node, ast.Dict):
            keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
            if keys >= set(KINDS):
                found.append((node.lineno, "a table by kind name"))
    return sorted(found)


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


def outside_the_kinds(
    check: Callable[[str], list[tuple[int, str]]], root: Path = ROOT
) -> list[str]:
    """``file:line: what`` of what ``check`` finds in the generator/ of ``root`` outside
    its kinds."""
    generator = root / GENERATOR.relative_to(ROOT)
    kinds = root / KINDS_PACKAGE.relative_to(ROOT)
    return [
        f"{path.relative_to(root).as_posix()}:{line}: {what}"
        for path in sorted(generator.rglob("*.py"))
        if not path.is_relative_to(kinds)
        for line, what in check(path.read_text(encoding="utf-8"))
    ]


def test_a_planted_class_check_and_kind_pick_are_refused(tmp_path: Path) -> None:
    """The checks walk a copy of generator/: what is planted outside the kinds is
    refused, the same inside them is not."""
    copy = tmp_path / "generator"
    shutil.copytree(GENERATOR, copy, ignore=shutil.ignore_patterns("__pycache__"))
    planted = "def f(b, kind):\n    return isinstance(b, DiplomacyBoard) or kind == 'team'\n"
    (copy / "site" / "planted.py").write_text(planted, encoding="utf-8")
    (copy / "scoring" / "kinds" / "planted.py").write_text(planted, encoding="utf-8")
    assert outside_the_kinds(board_class_checks, tmp_path) == [
        "generator/site/planted.py:2: DiplomacyBoard"
    ]
    assert outside_the_kinds(kind_name_picks, tmp_path) == ["generator/site/planted.py:2: 'team'"]


def test_only_the_kinds_ask_a_board_its_class() -> None:
    assert outside_the_kinds(board_class_checks) == []


def test_the_check_finds_each_way_of_picking_by_kind_name() -> None:
    source = """
if kind == "placement": pass
if system.board_kind == kind: pass
if kind not in ("diplomacy", "x"): pass
match kind:
    case "team": pass
NEEDED = {"diplomacy": 1, "placement": 2, "team": 3}
board_kind = "diplomacy"
terms = {"placement": "place"}
if kind.seats_alike: pass
"""
    assert kind_name_picks(source) == [
        (2, "'placement'"),
        (3, "board_kind"),
        (4, "'diplomacy'"),
        (6, "'team'"),
        (7, "a table by kind name"),
    ]


def test_only_the_kinds_pick_by_kind_name() -> None:
    assert outside_the_kinds(kind_name_picks) == []


def templates_picking_by_kind_name(templates: Path) -> list[str]:
    """The templates in ``templates`` that compare a kind or name one."""
    names = "|".join(KINDS)
    return sorted(
        path.name
        for path in templates.rglob("*.html")
        if re.search(rf"\bkind\s*==|['\"]({names})['\"]", path.read_text(encoding="utf-8"))
    )


def test_templates_pick_by_kind_name_in_one_file() -> None:
    assert templates_picking_by_kind_name(TEMPLATES) == ["macros.html"]


def test_a_template_that_picks_by_kind_name_is_refused(tmp_path: Path) -> None:
    shutil.copytree(TEMPLATES, tmp_path, dirs_exist_ok=True)
    (tmp_path / "round.html").write_text("{% if board.kind == 'team' %}x{% endif %}\n")
    assert templates_picking_by_kind_name(tmp_path) == ["macros.html", "round.html"]
