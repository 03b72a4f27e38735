"""The groups of powers of Italia 2010, rule 8: "I gruppi sono F/I, R/T, A/G/I".

The rule names each power by its Italian initial, and two names start with I: Inghilterra
(England) and Italia (Italy). Read as three groups that share no power and cover all
seven, by where the powers sit on the map: the west, F/I = Francia and Inghilterra
(France, England); the east, R/T = Russia and Turchia (Russia, Turkey); the centre,
A/G/I = Austria, Germania and Italia (Austria, Germany, Italy). docs/running-an-event.md
gives the same reading.
"""

from __future__ import annotations

from collections.abc import Mapping

GROUPS: Mapping[str, tuple[str, ...]] = {
    "west": ("England", "France"),
    "east": ("Russia", "Turkey"),
    "centre": ("Austria", "Germany", "Italy"),
}
"""The three groups, by a name used in messages."""

GROUP_OF: Mapping[str, str] = {power: name for name, group in GROUPS.items() for power in group}
"""Each power's group."""
