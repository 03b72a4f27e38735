"""Short explanations of each built-in scoring system, in each site language.

Shown on the ``rules/<system>/`` pages. Written for players, not as the full rule text.
"""

from __future__ import annotations

from collections.abc import Mapping

_RULES: Mapping[str, Mapping[str, tuple[str, ...]]] = {
    "italia-2010": {
        "en": (
            "Each game starts from 4 points per supply centre held at the end.",
            "Positions are never shared: equal centres are split by the previous years' "
            "counts, then by power (Austria, Germany, Italy, Turkey, England, Russia, France).",
            "The top three survivors earn +70, +34 and +16. If the leader is 3 or more "
            "centres clear of the second, the leader gets +30; otherwise every other "
            "survivor gets +10.",
            "The sum is multiplied by the table's strength: +10% for each player beyond "
            "the first who ends with 3 or more centres. Then +1 for taking part.",
            "An eliminated player scores 1. A solo (18 centres or more) scores "
            "(270 + 4 × centres + 1) × the table's strength; everyone else on the board scores 1.",
            "The tournament total adds the rounds, with sit-out points, bonuses for the top "
            "table and for two boards, and any penalties. Equal totals go through the "
            "event's tie-breaks.",
        ),
        "it": (
            "Ogni partita parte da 4 punti per ogni centro posseduto alla fine.",
            "Le posizioni non sono mai condivise: a parità di centri decidono i conteggi "
            "degli anni precedenti, poi la potenza (Austria, Germania, Italia, Turchia, "
            "Inghilterra, Russia, Francia).",
            "I primi tre ancora in gioco ricevono +70, +34 e +16. Se il primo ha almeno 3 "
            "centri più del secondo riceve +30; altrimenti ogni altro sopravvissuto riceve +10.",
            "La somma è moltiplicata per la forza del tavolo: +10% per ogni giocatore oltre "
            "il primo che finisce con almeno 3 centri. Poi +1 per la partecipazione.",
            "Chi è eliminato fa 1 punto. Una vittoria solitaria (18 centri o più) vale "
            "(270 + 4 × centri + 1) × la forza del tavolo; tutti gli altri del tavolo fanno 1.",
            "Il totale del torneo somma i turni, con i punti per chi riposa, i bonus del "
            "tavolo finale e dei due tavoli e le eventuali penalità. A parità di totale "
            "decidono gli spareggi dell'evento.",
        ),
        "fr": (
            "Chaque partie part de 4 points par centre détenu à la fin.",
            "Les positions ne sont jamais partagées : à centres égaux, les années "
            "précédentes départagent, puis la puissance (Autriche, Allemagne, Italie, "
            "Turquie, Angleterre, Russie, France).",
            "Les trois premiers encore en jeu reçoivent +70, +34 et +16. Si le premier a "
            "au moins 3 centres de plus que le deuxième, il reçoit +30 ; sinon chaque autre "
            "survivant reçoit +10.",
            "La somme est multipliée par la force de la table : +10 % pour chaque joueur "
            "au-delà du premier qui finit avec au moins 3 centres. Puis +1 de participation.",
            "Un joueur éliminé marque 1. Un solo (18 centres ou plus) vaut "
            "(270 + 4 × centres + 1) × la force de la table ; tous les autres marquent 1.",
            "Le total du tournoi additionne les rondes, avec les points de repos, les bonus "
            "de table finale et de double table, et les pénalités. Les totaux égaux sont "
            "départagés selon les règles de l'événement.",
        ),
    },
    "c-diplo": {
        "en": (
            "Each player scores their final supply centres, plus 1 for taking part.",
            "The top three add 38, 14 and 7 points. Players level on centres share the "
            "points of the places they occupy equally.",
            "A solo (18 centres or more) scores 100 and everyone else on the board 0.",
            "A full board with all 34 centres owned always gives out 100 points in total.",
        ),
        "it": (
            "Ogni giocatore fa tanti punti quanti i centri finali, più 1 per la partecipazione.",
            "I primi tre aggiungono 38, 14 e 7 punti. Chi ha gli stessi centri divide in "
            "parti uguali i punti delle posizioni che occupa.",
            "Una vittoria solitaria (18 centri o più) vale 100 e tutti gli altri fanno 0.",
            "Un tavolo completo con tutti i 34 centri posseduti distribuisce sempre 100 punti.",
        ),
        "fr": (
            "Chaque joueur marque ses centres finaux, plus 1 de participation.",
            "Les trois premiers ajoutent 38, 14 et 7 points. Les joueurs à égalité de centres "
            "partagent à parts égales les points des places qu'ils occupent.",
            "Un solo (18 centres ou plus) vaut 100 et tous les autres 0.",
            "Une table complète avec les 34 centres possédés distribue toujours 100 points.",
        ),
    },
    "league": {
        "en": (
            "Any game with a finishing order can be scored this way.",
            "With n players, place p earns (n − p) × (n − p + 1) points: with 8 players "
            "56, 42, 30, 20, 12, 6, 2 and 0.",
            "Players level on game points (or on place) share the average of the points "
            "of the places they occupy.",
            "The league ranking is the sum of every evening.",
        ),
        "it": (
            "Vale per qualsiasi gioco con un ordine di arrivo.",
            "Con n giocatori, il posto p vale (n − p) × (n − p + 1) punti: con 8 giocatori "
            "56, 42, 30, 20, 12, 6, 2 e 0.",
            "A parità di punti di gioco (o di piazzamento) i giocatori ricevono la media dei "
            "punti dei posti che occupano.",
            "La classifica della lega è la somma di tutte le serate.",
        ),
        "fr": (
            "Tout jeu avec un ordre d'arrivée peut être compté ainsi.",
            "Avec n joueurs, la place p rapporte (n − p) × (n − p + 1) points : à 8 joueurs "
            "56, 42, 30, 20, 12, 6, 2 et 0.",
            "Les joueurs à égalité de points de jeu (ou de place) reçoivent la moyenne des "
            "points des places qu'ils occupent.",
            "Le classement de la ligue est la somme de toutes les soirées.",
        ),
    },
    "blue-max": {
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
    },
}

_WOODEN_SHIPS_EXTRA = {
    "en": "Wooden Ships and Iron Men is scored like Blue Max, except that kills earn nothing.",
    "it": "Wooden Ships and Iron Men si conta come Blue Max, ma gli abbattimenti non "
    "valgono punti.",
    "fr": "Wooden Ships and Iron Men se compte comme Blue Max, sauf que les destructions "
    "ne rapportent rien.",
}


def rules_for(system: str, language: str) -> list[str]:
    """Paragraphs explaining ``system`` in ``language``; empty for an unknown system."""
    if system == "wooden-ships":
        base = _RULES["blue-max"].get(language, ())
        return [_WOODEN_SHIPS_EXTRA.get(language, ""), *base]
    return list(_RULES.get(system, {}).get(language, ()))
