"""A small club for the seating tests: 14 players who played round 1 on two boards, and
two more registered who have not played yet."""

from __future__ import annotations

from pathlib import Path

from podium.powers import POWERS

PLAYED = (
    "ada-alba", "bea-bruni", "cyd-conti", "dan-dini", "eva-esti", "fra-fini", "gio-gatti",
    "hal-hume", "ivo-izzo", "jo-jones", "kai-kent", "lia-lodi", "max-mori", "nia-neri",
)  # fmt: skip
NEW = ("ole-orsi", "pia-pini")
BOARD_1, BOARD_2 = PLAYED[:7], PLAYED[7:]
CENTRES_1 = (12, 8, 6, 4, 2, 1, 1)  # board 1, in the order of POWERS
CENTRES_2 = (10, 9, 6, 4, 3, 1, 1)

EVENT = "2025-test-open"
EVENT_YAML = """\
name: Test Open 2025
start: 2025-03-01
scoring: italia-2010
"""


def players_yaml(ids: tuple[str, ...] = PLAYED + NEW) -> str:
    return "".join(f"{p}:\n  name: {p.replace('-', ' ').title()}\n" for p in ids)


def board_yaml(number: int, players: tuple[str, ...], centres: tuple[int, ...]) -> str:
    lines = [f"  - board: {number}\n    powers:\n"]
    for power, player, count in zip(POWERS, players, centres, strict=True):
        lines.append(f"      {power}: {{player: {player}, centres: {count}}}\n")
    return "".join(lines)


ROUND_1 = "boards:\n" + board_yaml(1, BOARD_1, CENTRES_1) + board_yaml(2, BOARD_2, CENTRES_2)


def make_club(root: Path, *, event_extra: str = "", rounds: tuple[str, ...] = (ROUND_1,)) -> Path:
    """Write the club into ``root/content``; returns the content folder."""
    content = root / "content"
    folder = content / "events" / EVENT
    folder.mkdir(parents=True)
    (content / "site.yaml").write_text("title: Test Club\n", encoding="utf-8")
    (content / "players.yaml").write_text(players_yaml(), encoding="utf-8")
    (folder / "event.yaml").write_text(EVENT_YAML + event_extra, encoding="utf-8")
    for number, text in enumerate(rounds, start=1):
        (folder / f"round-{number}.yaml").write_text(text, encoding="utf-8")
    return content
