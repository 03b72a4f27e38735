"""Team games (Blue Max, Wooden Ships and Iron Men): docs/scoring.md.

Two sides. The victory type is checked in order: strategic (one side has no unit left on
the map, the other has some), tactical (the lower percentage of units lost wins),
marginal (equal percentages, one side's points exceed the other's by more than 15%),
draw. Each player scores the side's victory points (strategic 4, tactical 3, marginal 1)
+ 1 if best team player + 1 per kill (where kills count) − 1 per unit lost.

A unit retired with honour is not lost: it counts as on the map (so it is not in
``lost``); the breakdown shows it.
"""

from __future__ import annotations

from fractions import Fraction

from generator.model import TeamBoard, TeamSide
from generator.scoring.lines import Lines
from generator.scoring.results import BoardScore, Line, Seat

LINES = Lines(
    english={
        "victory_strategic": "strategic victory +{value}",
        "victory_tactical": "tactical victory +{value}",
        "victory_marginal": "marginal victory +{value}",
        "defeat": "defeat +0",
        "draw": "draw +0",
        "best_team_player": "best team player +{value}",
        "kills": "{count} kills +{value}",
        "kill": "1 kill +{value}",
        "lost": "{count} units lost −{value}",
        "lost_one": "1 unit lost −{value}",
        "retired": "retired with honour",
    },
    translated={
        "it": {
            "victory_strategic": "vittoria strategica +{value}",
            "victory_tactical": "vittoria tattica +{value}",
            "victory_marginal": "vittoria marginale +{value}",
            "defeat": "sconfitta +0",
            "draw": "pareggio +0",
            "best_team_player": "miglior giocatore dello schieramento +{value}",
            "kills": "{count} abbattimenti +{value}",
            "kill": "1 abbattimento +{value}",
            "lost": "{count} unità perse −{value}",
            "lost_one": "1 unità persa −{value}",
            "retired": "ritirato con onore",
        },
        "fr": {
            "victory_strategic": "victoire stratégique +{value}",
            "victory_tactical": "victoire tactique +{value}",
            "victory_marginal": "victoire marginale +{value}",
            "defeat": "défaite +0",
            "draw": "match nul +0",
            "best_team_player": "meilleur joueur du camp +{value}",
            "kills": "{count} destructions +{value}",
            "kill": "1 destruction +{value}",
            "lost": "{count} unités perdues −{value}",
            "lost_one": "1 unité perdue −{value}",
            "retired": "retiré avec honneur",
        },
    },
)
"""The lines of both team games (Blue Max and Wooden Ships and Iron Men)."""
line = LINES

RULES: dict[str, tuple[str, ...]] = {
    "en": (
        "Two sides play. The victory is strategic if one side has no unit left on the "
        "map, tactical if one side lost a smaller share of its units, and marginal if "
        "the shares are equal but one side's game points are more than 15% higher.",
        "Each winner scores 4, 3 or 1 for a strategic, tactical or marginal victory; "
        "losers and a draw score 0.",
        "Add 1 for the best player of a side (more than 15% above each team-mate), "
        "1 per kill, and subtract 1 per unit lost.",
    ),
    "it": (
        "Giocano due schieramenti. La vittoria è strategica se uno schieramento non ha "
        "più unità in campo, tattica se ha perso una quota minore delle sue unità, "
        "marginale se le quote sono uguali ma i punti di gioco di uno superano l'altro "
        "di oltre il 15%.",
        "Ogni vincitore fa 4, 3 o 1 punto per una vittoria strategica, tattica o "
        "marginale; gli sconfitti e il pareggio fanno 0.",
        "Si aggiunge 1 al miglior giocatore dello schieramento (oltre il 15% sopra ogni "
        "compagno), 1 per abbattimento, e si toglie 1 per ogni unità persa.",
    ),
    "fr": (
        "Deux camps s'affrontent. La victoire est stratégique si un camp n'a plus "
        "d'unité en jeu, tactique si un camp a perdu une plus petite part de ses unités, "
        "marginale si les parts sont égales mais que les points de jeu d'un camp "
        "dépassent l'autre de plus de 15 %.",
        "Chaque vainqueur marque 4, 3 ou 1 pour une victoire stratégique, tactique ou "
        "marginale ; les vaincus et le match nul marquent 0.",
        "On ajoute 1 au meilleur joueur du camp (plus de 15 % au-dessus de chaque "
        "coéquipier), 1 par destruction, et on retire 1 par unité perdue.",
    ),
}
"""How a team game is scored, in each language (Blue Max's rules page)."""

EXAMPLES: dict[str, tuple[str, ...]] = {
    "en": (
        "Two against two. Side A loses 1 of its 8 units, side B 4 of its 8: A lost the "
        "smaller share, a tactical victory worth 3 to each of A's players.",
        "Anna (A) has 30 game points, her team-mate 20: more than 15% above, so she is "
        "A's best player, +1. She made 2 kills and lost no unit: 3 + 1 + 2 = 6 in Blue Max.",
    ),
    "it": (
        "Due contro due. Lo schieramento A perde 1 delle sue 8 unità, B 4 delle sue 8: A "
        "ha perso la quota minore, una vittoria tattica che vale 3 a ogni giocatore di A.",
        "Anna (A) ha 30 punti di gioco, il compagno 20: oltre il 15% in più, quindi è la "
        "migliore di A, +1. Ha fatto 2 abbattimenti e non ha perso unità: 3 + 1 + 2 = 6 in "
        "Blue Max.",
    ),
    "fr": (
        "Deux contre deux. Le camp A perd 1 de ses 8 unités, le camp B 4 de ses 8 : A a "
        "perdu la plus petite part, une victoire tactique qui vaut 3 à chaque joueur de A.",
        "Anna (A) a 30 points de jeu, son coéquipier 20 : plus de 15 % au-dessus, elle est "
        "la meilleure de A, +1. Elle a fait 2 destructions et n'a perdu aucune unité : "
        "3 + 1 + 2 = 6 en Blue Max.",
    ),
}
"""A worked example of a team game (Blue Max's rules page; Wooden Ships' begins with it)."""

WOODEN_SHIPS_EXAMPLE: dict[str, tuple[str, ...]] = {
    "en": (
        "Anna (A) has 30 game points, her team-mate 20: more than 15% above, so she is "
        "A's best player, +1. Her 2 kills add nothing and she lost no unit: 3 + 1 = 4.",
    ),
    "it": (
        "Anna (A) ha 30 punti di gioco, il compagno 20: oltre il 15% in più, quindi è la "
        "migliore di A, +1. I suoi 2 abbattimenti non aggiungono nulla e non ha perso "
        "unità: 3 + 1 = 4.",
    ),
    "fr": (
        "Anna (A) a 30 points de jeu, son coéquipier 20 : plus de 15 % au-dessus, elle est "
        "la meilleure de A, +1. Ses 2 destructions n'ajoutent rien et elle n'a perdu aucune "
        "unité : 3 + 1 = 4.",
    ),
}
"""Wooden Ships' own end of the example: kills earn nothing."""

GLOSSARY: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (
            "game points",
            "the points a player scores in the game itself; they decide a marginal "
            "victory and the best team player",
        ),
        (
            "best team player",
            "the player of a side whose game points are more than 15% above each team-mate's",
        ),
    ),
    "it": (
        (
            "punti di gioco",
            "i punti che un giocatore fa nella partita stessa; decidono la vittoria "
            "marginale e il miglior giocatore dello schieramento",
        ),
        (
            "miglior giocatore dello schieramento",
            "chi ha oltre il 15% di punti di gioco in più di ogni compagno",
        ),
    ),
    "fr": (
        (
            "points de jeu",
            "les points qu'un joueur marque dans la partie elle-même ; ils décident la "
            "victoire marginale et le meilleur joueur du camp",
        ),
        (
            "meilleur joueur du camp",
            "le joueur dont les points de jeu dépassent de plus de 15 % ceux de chaque coéquipier",
        ),
    ),
}
"""The words of a team game, in the same order in every language."""

TERMS = {"best_team_player": "best team player"}
"""Breakdown lines explained by a glossary term."""

VICTORY_POINTS: dict[str, int] = {"strategic": 4, "tactical": 3, "marginal": 1}
MARGIN = Fraction(115, 100)  # "more than 15%"


def _units(side: TeamSide) -> int:
    return sum(e.units for e in side.entries)


def _lost(side: TeamSide) -> int:
    return sum(e.lost for e in side.entries)


def _points(side: TeamSide) -> Fraction:
    return sum((e.points for e in side.entries), Fraction(0))


def victory(board: TeamBoard) -> tuple[str, str | None]:
    """The victory type and the winning side's name (None for a draw)."""
    a, b = board.sides
    left_a, left_b = _units(a) - _lost(a), _units(b) - _lost(b)
    if left_a <= 0 < left_b:
        return "strategic", b.name
    if left_b <= 0 < left_a:
        return "strategic", a.name
    share_a = Fraction(_lost(a), _units(a)) if _units(a) else Fraction(0)
    share_b = Fraction(_lost(b), _units(b)) if _units(b) else Fraction(0)
    if share_a != share_b:
        return "tactical", a.name if share_a < share_b else b.name
    if _points(a) > _points(b) * MARGIN:
        return "marginal", a.name
    if _points(b) > _points(a) * MARGIN:
        return "marginal", b.name
    return "draw", None


def best_player(side: TeamSide) -> str | None:
    """On a side of two or more, the player whose points exceed each mate's by over 15%."""
    if len(side.entries) < 2:
        return None
    for entry in side.entries:
        mates = [m for m in side.entries if m is not entry]
        if all(entry.points > m.points * MARGIN for m in mates):
            return entry.player
    return None


def score(round_number: int, board: TeamBoard, *, count_kills: bool) -> BoardScore:
    if len(board.sides) != 2:
        raise ValueError("a team game has exactly two sides")
    kind, winner = victory(board)
    seats: list[Seat] = []
    for side in board.sides:
        best = best_player(side)
        for entry in side.entries:
            lines: list[Line] = []
            if kind == "draw":
                value = 0
                lines.append(line("draw"))
            elif side.name == winner:
                value = VICTORY_POINTS[kind]
                lines.append(line(f"victory_{kind}", value=value))
            else:
                value = 0
                lines.append(line("defeat"))
            if entry.player == best:
                value += 1
                lines.append(line("best_team_player", value=1))
            if count_kills and entry.kills:
                value += entry.kills
                if entry.kills == 1:
                    lines.append(line("kill", value=1))
                else:
                    lines.append(line("kills", count=entry.kills, value=entry.kills))
            if entry.lost:
                value -= entry.lost
                if entry.lost == 1:
                    lines.append(line("lost_one", value=1))
                else:
                    lines.append(line("lost", count=entry.lost, value=entry.lost))
            if entry.retired:
                lines.append(line("retired"))
            seats.append(
                Seat(entry, entry.player, None, Fraction(value), tuple(lines), side=side.name)
            )
    return BoardScore(round_number, board, tuple(seats), victory=kind, winning_side=winner)
