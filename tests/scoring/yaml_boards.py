"""Round files written as YAML for tests of a whole event (loaded by the loader)."""

from __future__ import annotations


def diplomacy_board(
    name: int, powers: dict[str, tuple[str, int | None]], *, top_table: bool = False
) -> str:
    """One board of a Diplomacy round file: power -> (player, final centres, or None while
    the board is in play)."""
    lines = [f"  - board: {name}"]
    if top_table:
        lines.append("    top_table: true")
    lines.append("    powers:")
    for power, (player, centres) in powers.items():
        given = "" if centres is None else f", centres: {centres}"
        lines.append(f"      {power}: {{player: {player}{given}}}")
    return "\n".join(lines) + "\n"


def round_file(*boards: str, sit_outs: tuple[str, ...] = ()) -> str:
    """A round file of ``boards`` (see :func:`diplomacy_board`)."""
    text = "boards:\n" + "".join(boards)
    if sit_outs:
        text += f"sit_outs: [{', '.join(sit_outs)}]\n"
    return text
