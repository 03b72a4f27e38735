"""A small hand-made club and its results, for the site tests.

The results are written by hand here (not computed by the scoring), so that the pages can
be tested on their own. The Italia 2010 boards are worked examples of docs/scoring.md: the
tie at the top broken by 1906, and the 18-centre solo. One player has a hostile name.
"""

from __future__ import annotations

from datetime import date
from fractions import Fraction

from podium.model import (
    Club,
    DiplomacyBoard,
    Event,
    Penalty,
    PlacementBoard,
    PlacementEntry,
    Player,
    PowerEntry,
    Round,
    SiteConfig,
    TeamBoard,
    TeamEntry,
    TeamSide,
    Where,
)
from podium.scoring.lines import TOURNAMENT
from podium.scoring.results import BoardScore, Counted, EventResult, Line, Seat, Standing
from podium.scoring.systems.italia_2010 import LINES as ITALIA
from podium.scoring.systems.league import LINES as LEAGUE
from podium.scoring.systems.team_games import LINES as TEAM

HOSTILE = '<script>alert(1)</script> & "O\'Brien"'
PRIVATE_BORN = date(1990, 4, 2)

F = Fraction


def _players() -> dict[str, Player]:
    names = {
        "anna-berg": "Anna Berg",
        "bruno-costa": "Bruno Costa",
        "chloe-dubois": "Chloé Dubois",
        "dan-evans": "Dan Evans",
        "obrien": HOSTILE,
        "femi-adeyemi": "Femi Adeyemi",
        "greta-holm": "Greta Holm",
        "hugo-ibanez": "Hugo Ibáñez",
    }
    players = {pid: Player(pid, name, country="IT") for pid, name in names.items()}
    players["obrien"] = Player("obrien", HOSTILE, country="IE", gender="f", born=PRIVATE_BORN)
    return players


def _where(event: str, n: int, *pointer: str | int) -> Where:
    return Where(f"content/events/{event}/round-{n}.yaml", tuple(pointer))


def _dip_seat(entry: PowerEntry, position: int, score: Fraction, lines: list[Line]) -> Seat:
    return Seat(entry, entry.player, position, score, tuple(lines))


def _lines(n_centres: int, position: int, bonus: int, extra: int, tss: Fraction) -> list[Line]:
    lines = [ITALIA("base", n=4, centres=n_centres, value=4 * n_centres)]
    if bonus:
        lines.append(ITALIA("position_bonus", place=position, value=bonus))
    if extra:
        lines.append(ITALIA("no_break", value=extra))
    lines.append(ITALIA("tss", factor=tss))
    lines.append(ITALIA("participation", value=1))
    return lines


def _signed(line: Line) -> Fraction:
    value = F(line.get("value"))
    return -value if line.template.startswith("penalty") else value


def _italia() -> EventResult:
    eid = "2024-test-open"
    counts = {
        "Austria": (4, 5, 6, 7, 8, 9, 9),
        "England": (3, 4, 5, 6, 7, 8, 9),
        "France": (5, 6, 6, 6, 6, 6, 6),
        "Germany": (5, 5, 5, 5, 5, 5, 5),
        "Italy": (4, 4, 4, 4, 3, 3, 3),
        "Russia": (5, 4, 3, 2, 2, 2, 2),
        "Turkey": (4, 3, 3, 2, 1, 0, 0),
    }
    r1_players = ["anna-berg", "bruno-costa", "chloe-dubois", "dan-evans", "obrien"]
    r1_players += ["femi-adeyemi", "greta-holm"]
    entries1 = [
        PowerEntry(p, pl, c[-1], c, _where(eid, 1, "boards", 0, "powers", p))
        for (p, c), pl in zip(counts.items(), r1_players, strict=True)
    ]
    b1 = DiplomacyBoard("1", tuple(entries1), _where(eid, 1, "boards", 0), result="draw")
    t = F(7, 5)
    scores1 = [
        (1, F(1494, 10), _lines(9, 1, 70, 0, t)),
        (2, F(113), _lines(9, 2, 34, 10, t)),
        (3, F(71), _lines(6, 3, 16, 10, t)),
        (4, F(43), _lines(5, 4, 0, 10, t)),
        (5, F(318, 10), _lines(3, 5, 0, 10, t)),
        (6, F(262, 10), _lines(2, 6, 0, 10, t)),
        (7, F(1), [ITALIA("eliminated")]),
    ]
    seats1 = tuple(
        _dip_seat(e, pos, sc, ln) for e, (pos, sc, ln) in zip(entries1, scores1, strict=True)
    )
    board1 = BoardScore(1, b1, seats1)

    solo = {"Austria": 18, "England": 5, "France": 4, "Germany": 3, "Italy": 2, "Russia": 2}
    solo["Turkey"] = 0
    r2_players = ["hugo-ibanez", "bruno-costa", "chloe-dubois", "dan-evans", "obrien"]
    r2_players += ["femi-adeyemi", "greta-holm"]
    entries2 = [
        PowerEntry(p, pl, c, None, _where(eid, 2, "boards", 0, "powers", p))
        for (p, c), pl in zip(solo.items(), r2_players, strict=True)
    ]
    b2 = DiplomacyBoard(
        "1", tuple(entries2), _where(eid, 2, "boards", 0), result="solo", top_table=True
    )
    solo_line = ITALIA("solo", win=70, lead=30, solo=170, value=F(343))
    seats2 = [_dip_seat(entries2[0], 1, F(4459, 10), [solo_line, ITALIA("tss", factor=F(13, 10))])]
    for i, e in enumerate(entries2[1:], start=2):
        seats2.append(_dip_seat(e, i, F(1), [ITALIA("other_solo")]))
    board2 = BoardScore(2, b2, tuple(seats2))

    tt = (TOURNAMENT("top_table", factor=F(6, 5)),)

    def r1(pid: str) -> Counted:
        seat = next(s for s in seats1 if s.player == pid)
        assert seat.score is not None
        return Counted(1, "1", seat.score, seat.score)

    def r2(pid: str) -> Counted:
        seat = next(s for s in seats2 if s.player == pid)
        assert seat.score is not None
        return Counted(2, "1", seat.score, seat.score * F(6, 5), tt)

    sit1 = Counted(1, None, None, F(25))
    sit2 = Counted(2, None, None, F(25))
    winner_bonus = ((TOURNAMENT("winner_bonus", value=2000), F(2000)),)

    def standing(
        pid: str,
        rank: int | None,
        results: list[Counted],
        *,
        bonuses: tuple[tuple[Line, F], ...] = (),
        marks: frozenset[str] = frozenset(),
        shared: bool = False,
        tiebreak: str | None = None,
        tiebreak_values: tuple[tuple[str, F | None], ...] = (),
    ) -> Standing:
        total = sum((c.counted for c in results), F(0)) + sum((v for _, v in bonuses), F(0))
        shown = set(marks)
        if any(c.board is None for c in results):
            shown.add("sit_out")
        if any(c.round == 2 and c.board is not None for c in results):
            shown.add("top_table")
        games = sum(1 for c in results if c.board is not None)
        return Standing(
            pid,
            rank,
            shared,
            total,
            games,
            tuple(results),
            bonuses,
            tiebreak=tiebreak,
            marks=frozenset(shown),
            tiebreak_values=tiebreak_values,
        )

    penalty = ((TOURNAMENT("penalty_reason", value=50, reason="Conduct"), F(-50)),)
    ranking = (
        standing("hugo-ibanez", 1, [sit1, r2("hugo-ibanez")], bonuses=winner_bonus),
        standing("anna-berg", 2, [r1("anna-berg"), sit2]),
        standing("bruno-costa", 3, [r1("bruno-costa"), r2("bruno-costa")]),
        standing(
            "chloe-dubois",
            4,
            [r1("chloe-dubois"), r2("chloe-dubois")],
            marks=frozenset({"two_boards"}),
        ),
        standing(
            "obrien",
            5,
            [r1("obrien"), r2("obrien")],
            tiebreak="round_score:1",
            tiebreak_values=(("round_score:1", r1("obrien").counted),),
        ),
        standing("dan-evans", 5, [r1("dan-evans"), r2("dan-evans")], shared=True),
        standing(
            "femi-adeyemi",
            7,
            [r1("femi-adeyemi"), r2("femi-adeyemi")],
            bonuses=penalty,
            marks=frozenset({"penalty"}),
        ),
    )
    disqualified = (standing("greta-holm", None, [r1("greta-holm"), r2("greta-holm")]),)
    event = Event(
        eid,
        "Test Open 2024",
        date(2024, 5, 10),
        "italia-2010",
        (
            Round(1, (b1,), _where(eid, 1), date(2024, 5, 10), sit_outs=("hugo-ibanez",)),
            Round(2, (b2,), _where(eid, 2), date(2024, 5, 11), sit_outs=("anna-berg",)),
        ),
        Where(f"content/events/{eid}/event.yaml"),
        end=date(2024, 5, 12),
        location="Brunate, Italy",
        penalties=(Penalty("femi-adeyemi", F(50), Where("e"), "Conduct", 2),),
        disqualified=("greta-holm",),
        report=f"A **fine** weekend.\n\n<b>raw html</b> and {HOSTILE}\n",
    )
    return EventResult(event, (board1, board2), ranking, disqualified)


def _placement(place: int, score: Fraction) -> tuple[Line, ...]:
    return (LEAGUE("placement", place=place, players=5, value=score),)


def _league() -> EventResult:
    eid = "2024-league"
    pts = [("obrien", 1000), ("anna-berg", 970), ("dan-evans", 970), ("greta-holm", 800)]
    pts.append(("hugo-ibanez", 770))
    entries = [
        PlacementEntry(p, F(v), None, _where(eid, 1, "boards", 0, "players", i))
        for i, (p, v) in enumerate(pts)
    ]
    board = PlacementBoard("a", tuple(entries), _where(eid, 1, "boards", 0), game="Cartagena")
    got = [(1, F(20)), (2, F(9)), (2, F(9)), (4, F(2)), (5, F(0))]
    seats = tuple(
        Seat(
            e,
            e.player,
            pos,
            sc,
            (LEAGUE("placement", place=pos, players=5, value=sc),),
        )
        for e, (pos, sc) in zip(entries, got, strict=True)
    )
    ranking = tuple(
        Standing(
            e.player,
            [1, 2, 2, 4, 5][i],
            i in (1, 2),
            sc,
            1,
            (Counted(1, "a", sc, sc),),
        )
        for i, (e, (_, sc)) in enumerate(zip(entries, got, strict=True))
    )
    event = Event(
        eid,
        "Cartagena League 2024",
        date(2024, 9, 3),
        "league",
        (Round(1, (board,), _where(eid, 1), date(2024, 9, 3)),),
        Where(f"content/events/{eid}/event.yaml"),
    )
    return EventResult(event, (BoardScore(1, board, seats),), ranking)


def _blue_max() -> EventResult:
    eid = "2024-blue-max"
    w = _where(eid, 1, "boards", 0)
    allies = TeamEntry("chloe-dubois", 1, 0, F(120), w)
    central = TeamEntry("obrien", 0, 1, F(40), w)
    board = TeamBoard(
        "1",
        (TeamSide("Allies", (allies,), w), TeamSide("Central Powers", (central,), w)),
        w,
    )
    seats = (
        Seat(
            allies,
            "chloe-dubois",
            None,
            F(5),
            (
                TEAM("victory_strategic", value=4),
                TEAM("kill", value=1),
            ),
            side="Allies",
        ),
        Seat(
            central,
            "obrien",
            None,
            F(-1),
            (TEAM("lost_one", value=1),),
            side="Central Powers",
        ),
    )
    ranking = (
        Standing("chloe-dubois", 1, False, F(5), 1, (Counted(1, "1", F(5), F(5)),)),
        Standing("obrien", 2, False, F(-1), 1, (Counted(1, "1", F(-1), F(-1)),)),
    )
    event = Event(
        eid,
        "Blue Max Evening",
        date(2024, 10, 1),
        "blue-max",
        (Round(1, (board,), _where(eid, 1)),),
        Where(f"content/events/{eid}/event.yaml"),
    )
    return EventResult(event, (BoardScore(1, board, seats, "strategic", "Allies"),), ranking)


def sample_club(language: str = "en") -> tuple[Club, dict[str, EventResult]]:
    results = [_italia(), _league(), _blue_max()]
    club = Club(
        SiteConfig(
            "Circolo <Test> & Friends",
            language=language,
            url="https://example.github.io/results/",
            repository="https://github.com/example/results",
        ),
        _players(),
        tuple(r.event for r in results),
        intro="Welcome to the **club**.\n\n<script>alert(2)</script>\n",
        root="content",
    )
    return club, {r.event.id: r for r in results}
