"""Scoring systems: a string-keyed registry of :class:`~generator.scoring.system.ScoringSystem`.

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

from generator.model import Rules
from generator.scoring.system import ScoringSystem

__all__ = ["BUILTIN", "ScoringSystem", "available", "get_system"]

ENTRY_POINT_GROUP = "podium.scoring"

BUILTIN: Mapping[str, str] = {
    "italia-2010": "generator.scoring.systems.italia_2010",
    "c-diplo": "generator.scoring.systems.c_diplo",
    "league": "generator.scoring.systems.league",
    "blue-max": "generator.scoring.systems.blue_max",
    "wooden-ships": "generator.scoring.systems.wooden_ships",
    "bangkok": "generator.scoring.systems.bangkok",
    "olympic": "generator.scoring.systems.olympic",
    "bangkok-pike": "generator.scoring.systems.bangkok_pike",
    "base-3": "generator.scoring.systems.base_3",
    "carnage-with-dead-equal": "generator.scoring.systems.carnage_with_dead_equal",
    "carnage-with-elimination-order": "generator.scoring.systems.carnage_with_elimination_order",
    "center-count-carnage": "generator.scoring.systems.center_count_carnage",
    "carnage-2023": "generator.scoring.systems.carnage_2023",
    "cdiplo-100": "generator.scoring.systems.cdiplo_100",
    "cdiplo-80": "generator.scoring.systems.cdiplo_80",
    "c-diplo-namur": "generator.scoring.systems.c_diplo_namur",
    "detour09": "generator.scoring.systems.detour09",
    "draw-size": "generator.scoring.systems.draw_size",
    "duct-tape-v2": "generator.scoring.systems.duct_tape_v2",
    "duct-tape-v2-with-elimination-order": (
        "generator.scoring.systems.duct_tape_v2_with_elimination_order"
    ),
    "haight-v10": "generator.scoring.systems.haight_v10",
    "manorcon": "generator.scoring.systems.manorcon",
    "original-manorcon": "generator.scoring.systems.original_manorcon",
    "manorcon-v2": "generator.scoring.systems.manorcon_v2",
    "maxonian": "generator.scoring.systems.maxonian",
    "7eleven": "generator.scoring.systems.seven_eleven",
    "mischief": "generator.scoring.systems.mischief",
    "omg": "generator.scoring.systems.omg",
    "ranked-classic": "generator.scoring.systems.ranked_classic",
    "ranked-classic-v2": "generator.scoring.systems.ranked_classic_v2",
    "solo-or-bust": "generator.scoring.systems.solo_or_bust",
    "sum-of-squares": "generator.scoring.systems.sum_of_squares",
    "southern-sun": "generator.scoring.systems.southern_sun",
    "sydney-league": "generator.scoring.systems.sydney_league",
    "tribute": "generator.scoring.systems.tribute",
    "opentribute": "generator.scoring.systems.opentribute",
    "vulcan": "generator.scoring.systems.vulcan",
    "whipping": "generator.scoring.systems.whipping",
    "world-classic": "generator.scoring.systems.world_classic",
    "summer-classic": "generator.scoring.systems.summer_classic",
    "your-draw-size-short-games": "generator.scoring.systems.your_draw_size_short_games",
    "your-draw-size-unlimited-games": "generator.scoring.systems.your_draw_size_unlimited_games",
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
