"""Labels, numbers and dates in the site's language (en, it, fr), without the locale module.

Everything a page says comes from :data:`CATALOGUES`, so no template holds English text,
except what a scoring system says about itself: its name, its rules page and its breakdown
lines come with the system (:mod:`generator.scoring.system`), each line's translation found
by its English template (:meth:`Translator.line_template`).

Numbers use the language's decimal and thousands separators; dates are spelt out with the
language's month names. Output never depends on the machine's locale.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date as Date
from fractions import Fraction
from typing import Literal

from generator.numbers import fixed, text
from generator.scoring.lines import ORDINAL_PARAMS
from generator.scoring.registry import line_translations
from generator.scoring.results import Line, LineIdent, Param

Language = Literal["en", "it", "fr"]
LANGUAGES: tuple[Language, ...] = ("en", "it", "fr")

_EN: dict[str, str] = {
    "skip": "Skip to the content",
    "nav.home": "Home",
    "nav.players": "Players",
    "nav.main": "Main menu",
    "nav.breadcrumbs": "You are here",
    "footer.made_with": "Results published with podium.",
    "footer.feed": "Atom feed",
    "home.events": "Events",
    "home.no_events": "No events yet.",
    "home.all_players": "All players",
    "col.date": "Date",
    "col.event": "Event",
    "col.location": "Place",
    "col.system": "Scoring",
    "col.players": "Players",
    "col.winner": "Winner",
    "col.winners": "Winners",
    "event.podium_note": "Places 1–{n} go to the top table's first {n}, whatever their totals.",
    "col.rank": "Rank",
    "col.player": "Player",
    "col.total": "Total",
    "col.round_short": "R{n}",
    "col.power": "Power",
    "col.centres": "Centres",
    "col.position": "Pos.",
    "col.score": "Score",
    "col.counted": "Counted",
    "col.breakdown": "How the score adds up",
    "col.game_points": "Game points",
    "col.place": "Place",
    "col.side": "Side",
    "col.kills": "Kills",
    "col.lost": "Lost",
    "col.games": "Games",
    "col.average": "Average",
    "col.best": "Best",
    "col.events": "Events",
    "col.best_rank": "Best rank",
    "col.country": "Country",
    "col.board": "Board",
    "col.round": "Round",
    "col.result": "Result",
    "col.notes": "Notes",
    "event.ranking": "Final ranking",
    "event.disqualified": "Disqualified",
    "event.best_country": "Best result with each power",
    "event.report": "Report",
    "event.rounds": "Rounds",
    "event.scored_with": "Scored with {system}.",
    "event.rules_link": "How the scoring works",
    "event.downloads": "Downloads",
    "event.download_json": "Full results (JSON)",
    "event.download_csv": "Ranking (CSV)",
    "event.marks": "Marks",
    "event.notes": "Notes",
    "event.tiebreak": "{player}: place among equal totals decided by the tie-break ({criterion}).",
    "event.tiebreak_private": "{player}: place among equal totals decided by a tie-break.",
    "event.shared_rank": "Equal totals share a rank, shown with “=”.",
    "event.scroll_hint": "The table scrolls sideways.",
    "event.players_count": "{n} players",
    "event.round_cell": "Round {n}, board {board}",
    "event.sit_out_cell": "Round {n}: sat out",
    "mark.top_table": "Top table",
    "mark.sit_out": "Sat out a round",
    "mark.two_boards": "Played two boards in one round",
    "mark.penalty": "Penalty",
    "mark.disqualified": "Disqualified",
    "mark.refused_top_table": "Refused the top table",
    "tb.games_played": "more games played",
    "tb.women_first": "women first",
    "tb.round_score": "better result in round {n}",
    "tb.round_power": "power played in round {n}",
    "tb.youngest": "youngest first",
    "tb.lots": "drawing of lots",
    "round.title": "Round {n}",
    "round.sit_outs": "Sitting out this round",
    "round.sit_out_points": "{points} points",
    "round.previous": "Previous round",
    "round.next": "Next round",
    "round.no_sit_outs": "Nobody sat out.",
    "board.title": "Board {board}",
    "board.top_table": "Top table",
    "board.game": "Game: {game}",
    "board.centres_by_year": "Supply centres by year",
    "board.final_only": "Only the final centre counts were recorded for this board.",
    "board.chart_title": "Supply centres by year, board {board}",
    "board.chart_desc": "Line chart of each power's supply centres from {start} to {end}; "
    "the table above gives the same numbers.",
    "board.positions": "Positions and scores",
    "board.result": "Result: {result}",
    "board.suggest": "Suggest a correction",
    "board.civil_disorder": "civil disorder",
    "board.eliminated": "eliminated",
    "board.players": "Players",
    "result.solo": "solo victory",
    "result.draw": "draw",
    "result.time": "time limit reached",
    "result.concession": "concession",
    "victory.strategic": "strategic victory",
    "victory.tactical": "tactical victory",
    "victory.marginal": "marginal victory",
    "victory.draw": "draw",
    "board.side_won": "{side}: {victory}",
    "player.events": "Events",
    "player.boards": "Boards",
    "player.powers": "Powers played",
    "player.rank_chart": "Rank at each event",
    "player.rank_chart_desc": "Line chart of the final rank at each event, oldest first: {ranks}.",
    "player.rank_of": "of {n}",
    "stat.events": "Events",
    "stat.games": "Games",
    "stat.wins": "Event wins",
    "stat.best_rank": "Best rank",
    "players.title": "Players",
    "players.filter": "Filter by name",
    "players.filter_none": "No player matches.",
    "players.count": "{n} players",
    "rules.title": "{system}: how the scoring works",
    "rules.events": "Events scored this way",
    "rules.example": "A worked example",
    "rules.glossary": "Words used",
    "nf.title": "Page not found",
    "nf.text": "There is no page at this address. It may have moved after a correction.",
    "nf.home": "Go to the home page",
    "feed.title": "{site}: events",
    "sort.hint": "Sort by this column",
    "edit.hint": "Opens the round file on GitHub",
    "history.last_corrected": "Last corrected: {date}",
    "history.link": "All corrections",
    "history.title": "Corrections",
    "history.intro": "Every change to this event's files, newest first, from the history of "
    "the results repository.",
    "history.round_changed": "Round file last changed: {date}",
    "history.change": "Change",
    "history.author": "By",
}

_IT: dict[str, str] = {
    "skip": "Vai al contenuto",
    "nav.home": "Home",
    "nav.players": "Giocatori",
    "nav.main": "Menu principale",
    "nav.breadcrumbs": "Sei qui",
    "footer.made_with": "Risultati pubblicati con podium.",
    "footer.feed": "Feed Atom",
    "home.events": "Eventi",
    "home.no_events": "Ancora nessun evento.",
    "home.all_players": "Tutti i giocatori",
    "col.date": "Data",
    "col.event": "Evento",
    "col.location": "Luogo",
    "col.system": "Punteggio",
    "col.players": "Giocatori",
    "col.winner": "Vincitore",
    "col.winners": "Vincitori",
    "event.podium_note": "I posti 1–{n} vanno ai primi {n} del tavolo finale, "
    "qualunque sia il loro totale.",
    "col.rank": "Pos.",
    "col.player": "Giocatore",
    "col.total": "Totale",
    "col.round_short": "T{n}",
    "col.power": "Potenza",
    "col.centres": "Centri",
    "col.position": "Pos.",
    "col.score": "Punti",
    "col.counted": "Conteggiati",
    "col.breakdown": "Come si arriva al punteggio",
    "col.game_points": "Punti di gioco",
    "col.place": "Piazzamento",
    "col.side": "Schieramento",
    "col.kills": "Abbattimenti",
    "col.lost": "Perse",
    "col.games": "Partite",
    "col.average": "Media",
    "col.best": "Migliore",
    "col.events": "Eventi",
    "col.best_rank": "Miglior posizione",
    "col.country": "Paese",
    "col.board": "Tavolo",
    "col.round": "Turno",
    "col.result": "Risultato",
    "col.notes": "Note",
    "event.ranking": "Classifica finale",
    "event.disqualified": "Squalificati",
    "event.best_country": "Miglior risultato con ogni potenza",
    "event.report": "Resoconto",
    "event.rounds": "Turni",
    "event.scored_with": "Punteggio {system}.",
    "event.rules_link": "Come funziona il punteggio",
    "event.downloads": "Scarica",
    "event.download_json": "Risultati completi (JSON)",
    "event.download_csv": "Classifica (CSV)",
    "event.marks": "Simboli",
    "event.notes": "Note",
    "event.tiebreak": "{player}: posizione tra totali uguali decisa dallo spareggio ({criterion}).",
    "event.tiebreak_private": "{player}: posizione tra totali uguali decisa da uno spareggio.",
    "event.shared_rank": "A parità di totale la posizione è condivisa e indicata con “=”.",
    "event.scroll_hint": "La tabella scorre in orizzontale.",
    "event.players_count": "{n} giocatori",
    "event.round_cell": "Turno {n}, tavolo {board}",
    "event.sit_out_cell": "Turno {n}: a riposo",
    "mark.top_table": "Tavolo finale",
    "mark.sit_out": "A riposo in un turno",
    "mark.two_boards": "Due tavoli in un turno",
    "mark.penalty": "Penalità",
    "mark.disqualified": "Squalificato",
    "mark.refused_top_table": "Ha rifiutato il tavolo finale",
    "tb.games_played": "più partite giocate",
    "tb.women_first": "prima le donne",
    "tb.round_score": "miglior risultato nel turno {n}",
    "tb.round_power": "potenza giocata nel turno {n}",
    "tb.youngest": "prima il più giovane",
    "tb.lots": "sorteggio",
    "round.title": "Turno {n}",
    "round.sit_outs": "A riposo in questo turno",
    "round.sit_out_points": "{points} punti",
    "round.previous": "Turno precedente",
    "round.next": "Turno successivo",
    "round.no_sit_outs": "Nessuno a riposo.",
    "board.title": "Tavolo {board}",
    "board.top_table": "Tavolo finale",
    "board.game": "Gioco: {game}",
    "board.centres_by_year": "Centri per anno",
    "board.final_only": "Per questo tavolo sono registrati solo i centri finali.",
    "board.chart_title": "Centri per anno, tavolo {board}",
    "board.chart_desc": "Grafico a linee dei centri di ogni potenza dal {start} al {end}; "
    "la tabella sopra riporta gli stessi numeri.",
    "board.positions": "Posizioni e punteggi",
    "board.result": "Esito: {result}",
    "board.suggest": "Proponi una correzione",
    "board.civil_disorder": "disordine civile",
    "board.eliminated": "eliminato",
    "board.players": "Giocatori",
    "result.solo": "vittoria solitaria",
    "result.draw": "patta",
    "result.time": "limite di tempo",
    "result.concession": "concessione",
    "victory.strategic": "vittoria strategica",
    "victory.tactical": "vittoria tattica",
    "victory.marginal": "vittoria marginale",
    "victory.draw": "pareggio",
    "board.side_won": "{side}: {victory}",
    "player.events": "Eventi",
    "player.boards": "Tavoli",
    "player.powers": "Potenze giocate",
    "player.rank_chart": "Posizione in ogni evento",
    "player.rank_chart_desc": "Grafico a linee della posizione finale in ogni evento, "
    "dal più vecchio: {ranks}.",
    "player.rank_of": "su {n}",
    "stat.events": "Eventi",
    "stat.games": "Partite",
    "stat.wins": "Eventi vinti",
    "stat.best_rank": "Miglior posizione",
    "players.title": "Giocatori",
    "players.filter": "Filtra per nome",
    "players.filter_none": "Nessun giocatore corrisponde.",
    "players.count": "{n} giocatori",
    "rules.title": "{system}: come funziona il punteggio",
    "rules.events": "Eventi con questo punteggio",
    "rules.example": "Un esempio svolto",
    "rules.glossary": "Parole usate",
    "nf.title": "Pagina non trovata",
    "nf.text": "A questo indirizzo non c'è nessuna pagina. Forse è stata spostata "
    "dopo una correzione.",
    "nf.home": "Vai alla home",
    "feed.title": "{site}: eventi",
    "sort.hint": "Ordina per questa colonna",
    "edit.hint": "Apre il file del turno su GitHub",
    "history.last_corrected": "Ultima correzione: {date}",
    "history.link": "Tutte le correzioni",
    "history.title": "Correzioni",
    "history.intro": "Ogni modifica ai file di questo evento, dalla più recente, secondo la "
    "cronologia del repository dei risultati.",
    "history.round_changed": "File del turno modificato l'ultima volta: {date}",
    "history.change": "Modifica",
    "history.author": "Autore",
}

_FR: dict[str, str] = {
    "skip": "Aller au contenu",
    "nav.home": "Accueil",
    "nav.players": "Joueurs",
    "nav.main": "Menu principal",
    "nav.breadcrumbs": "Vous êtes ici",
    "footer.made_with": "Résultats publiés avec podium.",
    "footer.feed": "Flux Atom",
    "home.events": "Événements",
    "home.no_events": "Aucun événement pour l'instant.",
    "home.all_players": "Tous les joueurs",
    "col.date": "Date",
    "col.event": "Événement",
    "col.location": "Lieu",
    "col.system": "Barème",
    "col.players": "Joueurs",
    "col.winner": "Vainqueur",
    "col.winners": "Vainqueurs",
    "event.podium_note": "Les places 1 à {n} reviennent aux {n} premiers de la table finale, "
    "quels que soient leurs totaux.",
    "col.rank": "Rang",
    "col.player": "Joueur",
    "col.total": "Total",
    "col.round_short": "R{n}",
    "col.power": "Puissance",
    "col.centres": "Centres",
    "col.position": "Pos.",
    "col.score": "Score",
    "col.counted": "Retenu",
    "col.breakdown": "Détail du score",
    "col.game_points": "Points de jeu",
    "col.place": "Place",
    "col.side": "Camp",
    "col.kills": "Destructions",
    "col.lost": "Pertes",
    "col.games": "Parties",
    "col.average": "Moyenne",
    "col.best": "Meilleur",
    "col.events": "Événements",
    "col.best_rank": "Meilleur rang",
    "col.country": "Pays",
    "col.board": "Table",
    "col.round": "Ronde",
    "col.result": "Résultat",
    "col.notes": "Notes",
    "event.ranking": "Classement final",
    "event.disqualified": "Disqualifiés",
    "event.best_country": "Meilleur résultat avec chaque puissance",
    "event.report": "Compte rendu",
    "event.rounds": "Rondes",
    "event.scored_with": "Barème {system}.",
    "event.rules_link": "Comment fonctionne le barème",
    "event.downloads": "Téléchargements",
    "event.download_json": "Résultats complets (JSON)",
    "event.download_csv": "Classement (CSV)",
    "event.marks": "Symboles",
    "event.notes": "Notes",
    "event.tiebreak": "{player} : place parmi des totaux égaux décidée par le départage "
    "({criterion}).",
    "event.tiebreak_private": "{player} : place parmi des totaux égaux décidée par un départage.",
    "event.shared_rank": "Les totaux égaux partagent un rang, noté « = ».",
    "event.scroll_hint": "Le tableau défile horizontalement.",
    "event.players_count": "{n} joueurs",
    "event.round_cell": "Ronde {n}, table {board}",
    "event.sit_out_cell": "Ronde {n} : au repos",
    "mark.top_table": "Table finale",
    "mark.sit_out": "Au repos pendant une ronde",
    "mark.two_boards": "Deux tables dans une ronde",
    "mark.penalty": "Pénalité",
    "mark.disqualified": "Disqualifié",
    "mark.refused_top_table": "A refusé la table finale",
    "tb.games_played": "plus de parties jouées",
    "tb.women_first": "les femmes d'abord",
    "tb.round_score": "meilleur résultat à la ronde {n}",
    "tb.round_power": "puissance jouée à la ronde {n}",
    "tb.youngest": "le plus jeune d'abord",
    "tb.lots": "tirage au sort",
    "round.title": "Ronde {n}",
    "round.sit_outs": "Au repos pendant cette ronde",
    "round.sit_out_points": "{points} points",
    "round.previous": "Ronde précédente",
    "round.next": "Ronde suivante",
    "round.no_sit_outs": "Personne n'était au repos.",
    "board.title": "Table {board}",
    "board.top_table": "Table finale",
    "board.game": "Jeu : {game}",
    "board.centres_by_year": "Centres par année",
    "board.final_only": "Seuls les centres finaux ont été notés pour cette table.",
    "board.chart_title": "Centres par année, table {board}",
    "board.chart_desc": "Graphique en courbes des centres de chaque puissance de {start} "
    "à {end} ; le tableau ci-dessus donne les mêmes nombres.",
    "board.positions": "Positions et scores",
    "board.result": "Issue : {result}",
    "board.suggest": "Proposer une correction",
    "board.civil_disorder": "désordre civil",
    "board.eliminated": "éliminé",
    "board.players": "Joueurs",
    "result.solo": "victoire en solo",
    "result.draw": "partage",
    "result.time": "limite de temps atteinte",
    "result.concession": "concession",
    "victory.strategic": "victoire stratégique",
    "victory.tactical": "victoire tactique",
    "victory.marginal": "victoire marginale",
    "victory.draw": "match nul",
    "board.side_won": "{side} : {victory}",
    "player.events": "Événements",
    "player.boards": "Tables",
    "player.powers": "Puissances jouées",
    "player.rank_chart": "Rang à chaque événement",
    "player.rank_chart_desc": "Graphique en courbes du rang final à chaque événement, "
    "du plus ancien au plus récent : {ranks}.",
    "player.rank_of": "sur {n}",
    "stat.events": "Événements",
    "stat.games": "Parties",
    "stat.wins": "Victoires",
    "stat.best_rank": "Meilleur rang",
    "players.title": "Joueurs",
    "players.filter": "Filtrer par nom",
    "players.filter_none": "Aucun joueur ne correspond.",
    "players.count": "{n} joueurs",
    "rules.title": "{system} : comment fonctionne le barème",
    "rules.events": "Événements avec ce barème",
    "rules.example": "Un exemple détaillé",
    "rules.glossary": "Vocabulaire",
    "nf.title": "Page introuvable",
    "nf.text": "Il n'y a pas de page à cette adresse. Elle a peut-être changé après "
    "une correction.",
    "nf.home": "Aller à l'accueil",
    "feed.title": "{site} : événements",
    "sort.hint": "Trier selon cette colonne",
    "edit.hint": "Ouvre le fichier de la ronde sur GitHub",
    "history.last_corrected": "Dernière correction : {date}",
    "history.link": "Toutes les corrections",
    "history.title": "Corrections",
    "history.intro": "Chaque modification des fichiers de cet événement, de la plus récente "
    "à la plus ancienne, d’après l’historique du dépôt des résultats.",
    "history.round_changed": "Fichier de la ronde modifié pour la dernière fois : {date}",
    "history.change": "Modification",
    "history.author": "Auteur",
}

CATALOGUES: Mapping[Language, Mapping[str, str]] = {"en": _EN, "it": _IT, "fr": _FR}

POWER_NAMES: Mapping[Language, Mapping[str, str]] = {
    "en": {p: p for p in ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")},
    "it": {
        "Austria": "Austria",
        "England": "Inghilterra",
        "France": "Francia",
        "Germany": "Germania",
        "Italy": "Italia",
        "Russia": "Russia",
        "Turkey": "Turchia",
    },
    "fr": {
        "Austria": "Autriche",
        "England": "Angleterre",
        "France": "France",
        "Germany": "Allemagne",
        "Italy": "Italie",
        "Russia": "Russie",
        "Turkey": "Turquie",
    },
}

MONTHS: Mapping[Language, list[str]] = {
    "en": [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ],
    "it": [
        "gennaio",
        "febbraio",
        "marzo",
        "aprile",
        "maggio",
        "giugno",
        "luglio",
        "agosto",
        "settembre",
        "ottobre",
        "novembre",
        "dicembre",
    ],
    "fr": [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ],
}

_SEPARATORS: Mapping[Language, tuple[str, str]] = {
    # (decimal separator, thousands separator)
    "en": (".", ","),
    "it": (",", "."),
    "fr": (",", "\u202f"),  # narrow no-break space, as French typography wants
}

MINUS = "\u2212"


@dataclass(frozen=True)
class Translator:
    """Everything language-dependent, for one site."""

    language: Language = "en"
    _lines: dict[LineIdent, str] = field(default_factory=dict, compare=False, repr=False)
    _numbers: dict[tuple[int, int, int], str] = field(
        default_factory=dict, compare=False, repr=False
    )
    _sort_keys: dict[tuple[int, int], str] = field(default_factory=dict, compare=False, repr=False)
    _line_catalogs: list[Mapping[str, str]] = field(default_factory=list, compare=False, repr=False)

    def t(self, key: str, /, **params: object) -> str:
        """The catalogue text for ``key`` with ``params`` filled in; KeyError if missing."""
        text = CATALOGUES[self.language][key]
        return text.format(**params) if params else text

    def number(self, value: Fraction | int | None, places: int = 2) -> str:
        """A score as shown on pages: half-up to ``places`` decimals, no trailing zeros."""
        if value is None:
            return ""
        # keyed by the exact ratio (int or Fraction alike): a Fraction's own hash and
        # equality are Python code, several times slower than a tuple of ints
        key = (value.numerator, value.denominator, places)
        shown = self._numbers.get(key)
        if shown is None:
            shown = self._numbers[key] = self._number(value, places)
        return shown

    def _number(self, value: Fraction | int, places: int) -> str:
        plain = text(value, places)
        negative = plain.startswith("-")
        whole, _, decimals = plain.lstrip("-").partition(".")
        point, thousands = _SEPARATORS[self.language]
        if len(whole) > 4:
            groups = [whole[max(i - 3, 0) : i] for i in range(len(whole), 0, -3)]
            whole = thousands.join(reversed(groups))
        out = whole + point + decimals if decimals else whole
        return MINUS + out if negative else out

    def sort_key(self, value: Fraction | int | None) -> str:
        """A machine value for sorting in the browser: plain decimal, '.' separator."""
        if value is None:
            return ""
        key = (value.numerator, value.denominator)
        found = self._sort_keys.get(key)
        if found is None:
            found = self._sort_keys[key] = fixed(value, 4)
        return found

    def date(self, day: Date) -> str:
        month = MONTHS[self.language][day.month - 1]
        if self.language == "fr" and day.day == 1:
            return f"1er {month} {day.year}"
        return f"{day.day} {month} {day.year}"

    def date_range(self, start: Date, end: Date | None) -> str:
        if end is None or end == start:
            return self.date(start)
        if (start.year, start.month) == (end.year, end.month):
            first = "1er" if self.language == "fr" and start.day == 1 else str(start.day)
            return f"{first}–{self.date(end)}"
        if start.year == end.year:
            month = MONTHS[self.language][start.month - 1]
            first = "1er" if self.language == "fr" and start.day == 1 else str(start.day)
            return f"{first} {month} – {self.date(end)}"
        return f"{self.date(start)} – {self.date(end)}"

    def ordinal(self, n: int) -> str:
        """1st, 2nd (en); 1º (it); 1er, 2e (fr)."""
        if self.language == "it":
            return f"{n}º"
        if self.language == "fr":
            return "1er" if n == 1 else f"{n}e"
        suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return f"{n}{suffix}"

    def power(self, name: str) -> str:
        return POWER_NAMES[self.language].get(name, name)

    def tiebreak(self, criterion: str) -> str:
        """``"round_score:2"`` -> "better result in round 2"."""
        name, _, arg = criterion.partition(":")
        key = f"tb.{name}"
        if key not in CATALOGUES[self.language]:
            return criterion
        return self.t(key, n=arg) if arg else self.t(key)

    def param(self, value: Param) -> str:
        if isinstance(value, Fraction):
            return self.number(value)
        if isinstance(value, int) and not isinstance(value, bool):
            return self.number(value)
        text = str(value)
        if text in POWER_NAMES["en"]:
            return self.power(text)
        key = f"victory.{text}"
        if key in CATALOGUES[self.language]:
            return self.t(key)
        return text

    def line(self, line: Line) -> str:
        """One breakdown line in this language; positions as ordinals ("1st", "1º", "1er")."""
        shown = self._lines.get(line.ident)  # equal lines read the same (Line makes sure)
        if shown is None:
            shown = self._lines[line.ident] = self._line(line)
        return shown

    def _line(self, line: Line) -> str:
        params = {
            name: self.ordinal(value)
            if name in ORDINAL_PARAMS and isinstance(value, int)
            else self.param(value)
            for name, value in line.params
        }
        try:
            return self.line_template(line.template).format(**params)
        except (KeyError, IndexError):  # a translation naming a parameter the line lacks
            return line.template.format(**params)

    def line_template(self, english: str) -> str:
        """A breakdown line's template in this language, found by its English template
        (its message id): the tournament's and every scoring system's translations, else
        the English. The one place a line's text is looked up."""
        if self.language == "en":
            return english
        if not self._line_catalogs:
            self._line_catalogs.append(line_translations(self.language))
        return self._line_catalogs[0].get(english, english)
