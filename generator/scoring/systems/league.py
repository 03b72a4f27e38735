"""League placement (``scoring: league``): any game with a ranking, docs/scoring.md.

With n players, place p earns (n − p) × (n − p + 1): 56, 42, 30, 20, 12, 6, 2, 0 for 8.
Players with equal game points (or equal ``place``) share the average of the points of
the places they occupy.
"""

from __future__ import annotations

from fractions import Fraction

from generator.model import Board, PlacementBoard, PlacementEntry, Rules
from generator.scoring.lines import Lines
from generator.scoring.positions import average, shared_groups
from generator.scoring.results import BoardScore, Seat
from generator.scoring.system import Explanation, ScoringSystem

LINES = Lines(
    english={
        "placement": "{place} of {players} +{value}",
        "shared_placement": "shared {first}–{last} of {players} +{value}",
    },
    translated={
        "it": {
            "placement": "{place} su {players} +{value}",
            "shared_placement": "{first}–{last} a pari merito su {players} +{value}",
        },
        "fr": {
            "placement": "{place} sur {players} +{value}",
            "shared_placement": "{first}–{last} ex aequo sur {players} +{value}",
        },
    },
)
line = LINES


def place_points(players: int, place: int) -> int:
    """Points of ``place`` (1-based) in a game of ``players``."""
    return (players - place) * (players - place + 1)


def _strength(entry: PlacementEntry) -> Fraction:
    if entry.points is not None:
        return entry.points
    assert entry.place is not None, "a placement entry has points or a place"
    return Fraction(-entry.place)


def score(round_number: int, board: PlacementBoard) -> BoardScore:
    n = len(board.entries)
    seats: list[Seat] = []
    for first, last, members in shared_groups(board.entries, _strength, lambda e: e.player):
        value = average(lambda p: place_points(n, p), first, last)
        if first == last:
            text = line("placement", place=first, players=n, value=value)
        else:
            text = line("shared_placement", first=first, last=last, players=n, value=value)
        for entry in members:
            seats.append(Seat(entry, entry.player, first, value, (text,), shared=last > first))
    return BoardScore(round_number, board, tuple(seats))


def score_board(round_number: int, board: Board, rules: Rules) -> BoardScore:
    if not isinstance(board, PlacementBoard):
        raise TypeError("league scores placement boards")
    return score(round_number, board)


EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "Any game with a finishing order can be scored this way.",
            "With n players, place p earns (n − p) × (n − p + 1) points: with 8 players "
            "56, 42, 30, 20, 12, 6, 2 and 0.",
            "Players level on game points (or on place) share the average of the points "
            "of the places they occupy.",
            "The league ranking is the sum of every evening.",
        ),
    ),
    "it": Explanation(
        title="Classifica a piazzamenti",
        rules=(
            "Vale per qualsiasi gioco con un ordine di arrivo.",
            "Con n giocatori, il posto p vale (n − p) × (n − p + 1) punti: con 8 giocatori "
            "56, 42, 30, 20, 12, 6, 2 e 0.",
            "A parità di punti di gioco (o di piazzamento) i giocatori ricevono la media dei "
            "punti dei posti che occupano.",
            "La classifica della lega è la somma di tutte le serate.",
        ),
    ),
    "fr": Explanation(
        title="Classement par places",
        rules=(
            "Tout jeu avec un ordre d'arrivée peut être compté ainsi.",
            "Avec n joueurs, la place p rapporte (n − p) × (n − p + 1) points : à 8 joueurs "
            "56, 42, 30, 20, 12, 6, 2 et 0.",
            "Les joueurs à égalité de points de jeu (ou de place) reçoivent la moyenne des "
            "points des places qu'ils occupent.",
            "Le classement de la ligue est la somme de toutes les soirées.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key="league",
    title="League placement",
    board_kind="placement",
    score_board=score_board,
    lines=LINES,
    explanations=EXPLANATIONS,
)
