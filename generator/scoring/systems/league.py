"""League placement (``scoring: league``): any game with a ranking, docs/scoring.md.

With n players, place p earns (n − p) × (n − p + 1): 56, 42, 30, 20, 12, 6, 2, 0 for 8.
Players with equal game points (or equal ``place``) share the average of the points of
the places they occupy.
"""

from __future__ import annotations

from fractions import Fraction

from generator.model import Board, PlacementBoard, PlacementEntry, Rules
from generator.scoring.kinds import placement
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
    return score(round_number, placement.KIND.typed(board))


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
        example=(
            "Five players end a game on 1000, 970, 970, 800 and 770 points. With 5 players "
            "the places earn 20, 12, 6, 2 and 0.",
            "The two on 970 occupy 2nd and 3rd place and share (12 + 6) / 2 = 9 each: "
            "20, 9, 9, 2 and 0 league points.",
        ),
        glossary=(
            (
                "game points",
                "the points of the game itself, from its own rules; they decide the places",
            ),
            ("place", "the finishing place in the game, which earns the league points"),
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
        example=(
            "Cinque giocatori finiscono una partita con 1000, 970, 970, 800 e 770 punti. Con "
            "5 giocatori i posti valgono 20, 12, 6, 2 e 0.",
            "I due a 970 occupano il 2º e il 3º posto e dividono (12 + 6) / 2 = 9 ciascuno: "
            "20, 9, 9, 2 e 0 punti di lega.",
        ),
        glossary=(
            (
                "punti di gioco",
                "i punti della partita stessa, secondo le sue regole; decidono i piazzamenti",
            ),
            ("piazzamento", "il posto d'arrivo nella partita, che dà i punti di lega"),
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
        example=(
            "Cinq joueurs finissent une partie avec 1000, 970, 970, 800 et 770 points. À 5 "
            "joueurs les places rapportent 20, 12, 6, 2 et 0.",
            "Les deux à 970 occupent la 2e et la 3e place et partagent (12 + 6) / 2 = 9 "
            "chacun : 20, 9, 9, 2 et 0 points de ligue.",
        ),
        glossary=(
            (
                "points de jeu",
                "les points de la partie elle-même, selon ses règles ; ils décident les places",
            ),
            ("place", "la place d'arrivée dans la partie, qui rapporte les points de ligue"),
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
    terms={"placement": "place", "shared_placement": "place"},
)
