"""Scoring systems: a string-keyed registry of :class:`~podium.scoring.system.ScoringSystem`.

Built-in systems are the modules of :data:`BUILTIN`, one line each. Third-party systems
register through the ``podium.scoring`` entry-point group: the entry point's name is the
key used in ``event.yaml`` and its object is a :class:`ScoringSystem`. Nothing else in
podium lists the systems: the loader, the checks, the schemas, the scaffold and the pages
all ask here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from importlib import import_module
from importlib.metadata import entry_points

from podium.model import Rules
from podium.scoring.system import ScoringSystem

__all__ = ["BUILTIN", "ScoringSystem", "available", "get_system"]

ENTRY_POINT_GROUP = "podium.scoring"

BUILTIN: Mapping[str, str] = {
    "italia-2010": "podium.scoring.systems.italia_2010",
    "c-diplo": "podium.scoring.systems.c_diplo",
    "league": "podium.scoring.systems.league",
    "blue-max": "podium.scoring.systems.blue_max",
    "wooden-ships": "podium.scoring.systems.wooden_ships",
    "bangkok": "podium.scoring.systems.bangkok",
    "olympic": "podium.scoring.systems.olympic",
    "bangkok-pike": "podium.scoring.systems.bangkok_pike",
    "base-3": "podium.scoring.systems.base_3",
    "carnage-with-dead-equal": "podium.scoring.systems.carnage_with_dead_equal",
    "carnage-with-elimination-order": "podium.scoring.systems.carnage_with_elimination_order",
    "center-count-carnage": "podium.scoring.systems.center_count_carnage",
    "carnage-2023": "podium.scoring.systems.carnage_2023",
    "cdiplo-100": "podium.scoring.systems.cdiplo_100",
    "cdiplo-80": "podium.scoring.systems.cdiplo_80",
    "c-diplo-namur": "podium.scoring.systems.c_diplo_namur",
    "detour09": "podium.scoring.systems.detour09",
    "draw-size": "podium.scoring.systems.draw_size",
    "duct-tape-v2": "podium.scoring.systems.duct_tape_v2",
    "duct-tape-v2-with-elimination-order": (
        "podium.scoring.systems.duct_tape_v2_with_elimination_order"
    ),
    "haight-v10": "podium.scoring.systems.haight_v10",
    "manorcon": "podium.scoring.systems.manorcon",
    "original-manorcon": "podium.scoring.systems.original_manorcon",
    "manorcon-v2": "podium.scoring.systems.manorcon_v2",
    "maxonian": "podium.scoring.systems.maxonian",
    "7eleven": "podium.scoring.systems.seven_eleven",
    "mischief": "podium.scoring.systems.mischief",
    "omg": "podium.scoring.systems.omg",
    "ranked-classic": "podium.scoring.systems.ranked_classic",
    "ranked-classic-v2": "podium.scoring.systems.ranked_classic_v2",
    "solo-or-bust": "podium.scoring.systems.solo_or_bust",
    "sum-of-squares": "podium.scoring.systems.sum_of_squares",
    "southern-sun": "podium.scoring.systems.southern_sun",
    "sydney-league": "podium.scoring.systems.sydney_league",
    "tribute": "podium.scoring.systems.tribute",
    "opentribute": "podium.scoring.systems.opentribute",
    "vulcan": "podium.scoring.systems.vulcan",
    "whipping": "podium.scoring.systems.whipping",
    "world-classic": "podium.scoring.systems.world_classic",
    "summer-classic": "podium.scoring.systems.summer_classic",
    "your-draw-size-short-games": "podium.scoring.systems.your_draw_size_short_games",
    "your-draw-size-unlimited-games": "podium.scoring.systems.your_draw_size_unlimited_games",
}
"""Built-in systems: key -> module whose ``SYSTEM`` attribute is the system."""

UNUSABLE = (KeyError, TypeError, ImportError, AttributeError)
"""What :func:`get_system` raises for a key that is unknown or whose object is broken."""


def available() -> list[str]:
    """Every known system key, built-in and installed, sorted."""
    names = set(BUILTIN)
    names.update(ep.name for ep in entry_points(group=ENTRY_POINT_GROUP))
    return sorted(names)


def get_system(key: str) -> ScoringSystem:
    """The system registered under ``key``; KeyError if there is none."""
    if key in BUILTIN:
        system: object = import_module(BUILTIN[key]).SYSTEM
    else:
        found = [ep for ep in entry_points(group=ENTRY_POINT_GROUP) if ep.name == key]
        if not found:
            raise KeyError(key)
        system = found[0].load()
    if not isinstance(system, ScoringSystem):
        raise TypeError(f"scoring system {key!r} does not implement ScoringSystem")
    return system


def usable() -> list[ScoringSystem]:
    """Every system that loads, by key (a broken third-party one is reported where an
    event uses it, by :func:`get_system`)."""
    found: list[ScoringSystem] = []
    for key in available():
        try:
            found.append(get_system(key))
        except UNUSABLE:
            continue
    return found


SYSTEM_OPTIONS = tuple(f.name for f in fields(Rules) if f.metadata.get("system_option"))
"""The ``rules:`` options that only some systems read (marked so in :class:`Rules`)."""


def option_takers(option: str) -> list[str]:
    """The keys of the systems that read the system-only ``option``."""
    return [system.key for system in usable() if option in system.options]
