"""C-Diplo (``scoring: c-diplo``): one Diplomacy board, docs/scoring.md "C-Diplo".

Solo (18 or more centres): 100 to the soloist, 0 to everyone else. Otherwise centres + 1
(participation, eliminated players too) + position points 38/14/7; players on equal
centres share the points of the positions they occupy. Exact unless the event sets
``round_board_scores: N`` (half-up to N decimals).
"""

from __future__ import annotations

from fractions import Fraction

from generator.model import Board, DiplomacyBoard, Rules
from generator.numbers import round_half_up
from generator.powers import tiebreak_rank
from generator.scoring.kinds import diplomacy
from generator.scoring.lines import Lines
from generator.scoring.positions import average, shared_groups
from generator.scoring.results import BoardScore, Line, Seat
from generator.scoring.system import Explanation, ScoringSystem

SOLO_CENTRES = 18
SOLO_SCORE = 100
POSITION_POINTS: dict[int, int] = {1: 38, 2: 14, 3: 7}

LINES = Lines(
    english={
        "centres": "{centres} centres +{value}",
        "centres_one": "1 centre +{value}",
        "participation": "+{value} participation",
        "position_bonus": "{place} place +{value}",
        "shared_position": "shared {first}–{last} places +{value}",
        "solo_win": "solo {value}",
        "other_solo": "another player's solo",
        "rounded": "rounded to {value}",
        "civil_disorder": "civil disorder",
    },
    translated={
        "it": {
            "centres": "{centres} centri +{value}",
            "centres_one": "1 centro +{value}",
            "participation": "+{value} partecipazione",
            "position_bonus": "{place} posto +{value}",
            "shared_position": "posti {first}–{last} condivisi +{value}",
            "solo_win": "vittoria solitaria {value}",
            "other_solo": "vittoria solitaria di un altro giocatore",
            "rounded": "arrotondato a {value}",
            "civil_disorder": "disordine civile",
        },
        "fr": {
            "centres": "{centres} centres +{value}",
            "centres_one": "1 centre +{value}",
            "participation": "+{value} participation",
            "position_bonus": "{place} place +{value}",
            "shared_position": "places {first}–{last} partagées +{value}",
            "solo_win": "solo {value}",
            "other_solo": "solo d'un autre joueur",
            "rounded": "arrondi à {value}",
            "civil_disorder": "désordre civil",
        },
    },
)
line = LINES


def _points(place: int) -> int:
    return POSITION_POINTS.get(place, 0)


def score(round_number: int, board: DiplomacyBoard, rules: Rules) -> BoardScore:
    present = [e for e in board.powers if e.player is not None]
    solo = any(e.final >= SOLO_CENTRES for e in present)
    seats: list[Seat] = []
    groups = shared_groups(present, lambda e: e.final, lambda e: tiebreak_rank(e.power))
    for first, last, members in groups:
        bonus = average(_points, first, last)
        for entry in members:
            lines: list[Line] = []
            if solo:
                mine = entry.final >= SOLO_CENTRES
                value = Fraction(SOLO_SCORE if mine else 0)
                lines.append(line("solo_win", value=value) if mine else line("other_solo"))
            else:
                value = entry.final + 1 + bonus
                if entry.final == 1:
                    lines.append(line("centres_one", value=1))
                else:
                    lines.append(line("centres", centres=entry.final, value=entry.final))
                lines.append(line("participation", value=1))
                if bonus and first == last:
                    lines.append(line("position_bonus", place=first, value=bonus))
                elif bonus:
                    lines.append(line("shared_position", first=first, last=last, value=bonus))
            if rules.round_board_scores is not None:
                rounded = round_half_up(value, rules.round_board_scores)
                if rounded != value:
                    lines.append(line("rounded", value=rounded))
                value = rounded
            seats.append(Seat(entry, entry.player, first, value, tuple(lines), shared=last > first))
    for cd in board.powers:
        if cd.player is None:
            seats.append(Seat(cd, None, None, None, (line("civil_disorder"),)))
    return BoardScore(round_number, board, tuple(seats))


def score_board(round_number: int, board: Board, rules: Rules) -> BoardScore:
    return score(round_number, diplomacy.KIND.typed(board), rules)


EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "Each player scores their final supply centres, plus 1 for taking part.",
            "The top three add 38, 14 and 7 points. Players level on centres share the "
            "points of the places they occupy equally.",
            "A solo (18 centres or more) scores 100 and everyone else on the board 0.",
            "A full board with all 34 centres owned always gives out 100 points in total.",
        ),
        example=(
            "Final centres: Austria 9, England 8, France 8, Germany 3, Italy 3, Russia 2, "
            "Turkey 1.",
            "Austria is 1st: 9 + 1 + 38 = 48. England and France share 2nd–3rd: "
            "(14 + 7) / 2 = 10.5 each, so 8 + 1 + 10.5 = 19.5. Germany and Italy 3 + 1 = 4, "
            "Russia 2 + 1 = 3, Turkey 1 + 1 = 2. In all: 48 + 39 + 8 + 3 + 2 = 100.",
        ),
        glossary=(
            ("participation", "+1 for taking part, eliminated players too"),
            (
                "position points",
                "38, 14 and 7 for the top three; players level on centres "
                "share the points of the places they occupy",
            ),
        ),
    ),
    "it": Explanation(
        rules=(
            "Ogni giocatore fa tanti punti quanti i centri finali, più 1 per la partecipazione.",
            "I primi tre aggiungono 38, 14 e 7 punti. Chi ha gli stessi centri divide in "
            "parti uguali i punti delle posizioni che occupa.",
            "Una vittoria solitaria (18 centri o più) vale 100 e tutti gli altri fanno 0.",
            "Un tavolo completo con tutti i 34 centri posseduti distribuisce sempre 100 punti.",
        ),
        example=(
            "Centri finali: Austria 9, Inghilterra 8, Francia 8, Germania 3, Italia 3, "
            "Russia 2, Turchia 1.",
            "L'Austria è prima: 9 + 1 + 38 = 48. Inghilterra e Francia dividono il 2º–3º "
            "posto: (14 + 7) / 2 = 10,5 ciascuna, quindi 8 + 1 + 10,5 = 19,5. Germania e "
            "Italia 3 + 1 = 4, Russia 2 + 1 = 3, Turchia 1 + 1 = 2. In tutto: "
            "48 + 39 + 8 + 3 + 2 = 100.",
        ),
        glossary=(
            ("partecipazione", "+1 per aver giocato, anche per chi è eliminato"),
            (
                "punti di posizione",
                "38, 14 e 7 ai primi tre; chi ha gli stessi centri divide "
                "i punti dei posti che occupa",
            ),
        ),
    ),
    "fr": Explanation(
        rules=(
            "Chaque joueur marque ses centres finaux, plus 1 de participation.",
            "Les trois premiers ajoutent 38, 14 et 7 points. Les joueurs à égalité de centres "
            "partagent à parts égales les points des places qu'ils occupent.",
            "Un solo (18 centres ou plus) vaut 100 et tous les autres 0.",
            "Une table complète avec les 34 centres possédés distribue toujours 100 points.",
        ),
        example=(
            "Centres finaux : Autriche 9, Angleterre 8, France 8, Allemagne 3, Italie 3, "
            "Russie 2, Turquie 1.",
            "L'Autriche est première : 9 + 1 + 38 = 48. L'Angleterre et la France partagent "
            "la 2e–3e place : (14 + 7) / 2 = 10,5 chacune, donc 8 + 1 + 10,5 = 19,5. "
            "Allemagne et Italie 3 + 1 = 4, Russie 2 + 1 = 3, Turquie 1 + 1 = 2. En tout : "
            "48 + 39 + 8 + 3 + 2 = 100.",
        ),
        glossary=(
            ("participation", "+1 pour avoir joué, même pour un joueur éliminé"),
            (
                "points de position",
                "38, 14 et 7 aux trois premiers ; les joueurs à égalité de "
                "centres partagent les points des places qu'ils occupent",
            ),
        ),
    ),
}

SYSTEM = ScoringSystem(
    key="c-diplo",
    title="C-Diplo",
    board_kind="diplomacy",
    score_board=score_board,
    lines=LINES,
    explanations=EXPLANATIONS,
    options=frozenset({"round_board_scores"}),
    terms={
        "participation": "participation",
        "position_bonus": "position points",
        "shared_position": "position points",
    },
)
