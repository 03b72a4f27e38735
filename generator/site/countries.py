"""Countries as pages show them: a flag and the country's name, never a bare "IT"; and
players who share a name, told apart by their country and club."""

from __future__ import annotations

import unicodedata
from collections import Counter, defaultdict
from collections.abc import Mapping

from podium.model import Player
from podium.site.i18n import Translator

_REGIONAL_A = 0x1F1E6  # REGIONAL INDICATOR SYMBOL LETTER A


def flag(code: str) -> str:
    """The flag emoji of an ISO 3166-1 alpha-2 code (two regional indicator letters):
    ``"IT"`` -> 🇮🇹. Systems without the flag show the two letters boxed."""
    return "".join(chr(_REGIONAL_A + ord(c) - ord("A")) for c in code.upper())


def country_view(tr: Translator, code: str | None) -> dict[str, str] | None:
    """A country for a template: its flag, its name in the site's language, its code."""
    if not code:
        return None
    return {"flag": flag(code), "name": tr.country(code), "code": code}


def label(tr: Translator, code: str | None) -> str:
    """ "🇮🇹 Italy": a country in one piece of text ("" when unknown)."""
    return f"{flag(code)} {tr.country(code)}" if code else ""


def _same(name: str) -> str:
    """Names that read alike: accents and case aside."""
    plain = unicodedata.normalize("NFKD", name)
    return " ".join("".join(c for c in plain if not unicodedata.combining(c)).casefold().split())


def told_apart(tr: Translator, players: Mapping[str, Player]) -> dict[str, str]:
    """The names to show for players who share a name with another (by id): the name
    followed by their country and club, like "Marco Rossi (🇮🇹 Italy · Circolo Milano)",
    and their id when that is not enough. Players with a name of their own are left out.
    """
    alike: dict[str, list[Player]] = defaultdict(list)
    for player in players.values():
        alike[_same(player.name)].append(player)
    shown: dict[str, str] = {}
    for group in alike.values():
        if len(group) < 2:
            continue
        details = {
            p.id: " · ".join(x for x in (label(tr, p.country), p.club or "") if x) for p in group
        }
        seen = Counter(details.values())
        for p in group:
            detail = details[p.id]
            if not detail or seen[detail] > 1:
                detail = " · ".join(x for x in (detail, p.id) if x)
            shown[p.id] = f"{p.name} ({detail})"
    return shown
