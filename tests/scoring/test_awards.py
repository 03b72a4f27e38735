"""Best country (docs/content-format.md, "Awards"): one tiny event a rule, scored with Sum
of Squares, whose board scores are easy by hand: 100 × centres² / the board's sum of
centres². Every expected value is worked out here, in the comments."""

from __future__ import annotations

from fractions import Fraction

from podium.build import service
from podium.model import Player
from podium.outputs.results_json import results_data
from podium.powers import POWERS
from podium.scoring.awards import Holder, PowerAward, best_country
from podium.scoring.results import EventResult
from podium.scoring.tournament import with_round_in_play
from tests.conftest import Writer
from tests.scoring.yaml_boards import diplomacy_board, round_file

F = Fraction
EVENT = "events/2024-open/event.yaml"
HEAD = "name: Open 2024\nstart: 2024-05-10\nscoring: sum-of-squares\n"
A, B, C, D = "alice-rossi", "bob-smith", "carol-bianchi", "dan-gialli"
E, FR, G, H = "eve-neri", "frank-blu", "gina-verdi", "hugo-rosa"
NOBODY = ("France", "Germany", "Italy", "Russia", "Turkey")
PLAYERS = {pid: Player(pid, pid) for pid in (A, B, C, D, E, FR, G, H)}


def scored(club: Writer, event: str, *rounds: str) -> EventResult:
    """The event's result (``event``: the lines of event.yaml after its head)."""
    files: dict[str, str | None] = {EVENT: HEAD + event}
    files |= {f"events/2024-open/round-{n}.yaml": text for n, text in enumerate(rounds, 1)}
    reading = service.read(club(files), theme=False)
    assert reading.problems == ()
    return reading.results["2024-open"]


def awards(result: EventResult) -> dict[str, tuple[Holder, ...]]:
    found = best_country(result)
    assert tuple(a.power for a in found) == POWERS  # every power, in the usual order
    return {a.power: a.holders for a in found}


def test_the_highest_score_wins_then_more_centres_and_equal_results_share_it(
    club: Writer,
) -> None:
    # Every result scores 50 (2² / (2² + 2²), 4² / (4² + 4²)); 4 centres beat 2.
    result = scored(
        club,
        "",
        round_file(
            diplomacy_board(1, {"Austria": (A, 2), "England": (B, 2)}),
            diplomacy_board(2, {"Austria": (C, 4), "England": (D, 4)}),
        ),
        round_file(diplomacy_board(1, {"Austria": (E, 4), "England": (FR, 4)})),
    )
    found = awards(result)
    assert found["Austria"] == (Holder(C, 1, "2", F(50), 4), Holder(E, 2, "1", F(50), 4))
    assert found["England"] == (Holder(D, 1, "2", F(50), 4), Holder(FR, 2, "1", F(50), 4))


def test_a_power_nobody_played_is_listed_without_a_holder(club: Writer) -> None:
    result = scored(
        club, "", round_file(diplomacy_board(1, {"Austria": (A, 3), "England": (B, 1)}))
    )
    # Austria 100 × 9 / 10 = 90; England 100 × 1 / 10 = 10.
    assert best_country(result) == (
        PowerAward("Austria", (Holder(A, 1, "1", F(90), 3),)),
        PowerAward("England", (Holder(B, 1, "1", F(10), 1),)),
        *(PowerAward(power, ()) for power in NOBODY),
    )


CENTRES_ROUNDS = (
    round_file(
        # sum of squares 36 + 4 = 40: alice 3600/40 = 90, bob 400/40 = 10
        diplomacy_board(1, {"Austria": (A, 6), "England": (B, 2)}),
        # 36 + 9 + 1 = 46: carol 3600/46 = 1800/23, dan 900/46 = 450/23, eve 100/46 = 50/23
        diplomacy_board(2, {"Austria": (C, 6), "England": (D, 3), "France": (E, 1)}),
    ),
    # 25 + 1 = 26: dan 2500/26 = 1250/13 (96.15), alice 100/26 = 50/13
    round_file(diplomacy_board(1, {"Austria": (D, 5), "England": (A, 1)})),
)


def test_by_centres_the_most_centres_win_then_the_higher_score(club: Writer) -> None:
    found = awards(scored(club, "awards: {best_country: centres}\n", *CENTRES_ROUNDS))
    # Austria: alice and carol have 6; alice's 90 beats carol's 78.26 (dan's 96.15 has 5)
    assert found["Austria"] == (Holder(A, 1, "1", F(90), 6),)
    assert found["England"] == (Holder(D, 1, "2", F(450, 23), 3),)
    assert found["France"] == (Holder(E, 1, "2", F(50, 23), 1),)


def test_by_score_the_same_boards_give_another_best_austria(club: Writer) -> None:
    found = awards(scored(club, "awards: {best_country: score}\n", *CENTRES_ROUNDS))
    assert found["Austria"] == (Holder(D, 2, "1", F(1250, 13), 5),)
    assert found["England"] == (Holder(D, 1, "2", F(450, 23), 3),)


def test_a_disqualified_player_comes_after_everyone_else_of_the_power(club: Writer) -> None:
    result = scored(
        club,
        f"disqualified: [{A}]\n",
        round_file(
            # 36 + 4 = 40: alice 90, bob 10
            diplomacy_board(1, {"Austria": (A, 6), "England": (B, 2)}),
            # carol 10, dan 90
            diplomacy_board(2, {"Austria": (C, 2), "England": (D, 6)}),
        ),
        # 1 + 1 = 2: 50 each
        round_file(diplomacy_board(1, {"France": (A, 1), "Germany": (E, 1)})),
    )
    found = awards(result)
    assert found["Austria"] == (Holder(C, 1, "2", F(10), 2),)  # not alice's 90
    assert found["England"] == (Holder(D, 1, "2", F(90), 6),)
    assert found["France"] == (Holder(A, 2, "1", F(50), 1),)  # nobody else played France
    assert found["Germany"] == (Holder(E, 2, "1", F(50), 1),)


def test_holders_are_results_so_a_player_may_hold_one_award_twice(club: Writer) -> None:
    result = scored(
        club,
        "",
        round_file(diplomacy_board(1, {"Austria": (A, 2), "England": (C, 2)})),
        round_file(diplomacy_board(1, {"Austria": (A, 2), "England": (B, 2)})),
    )
    found = awards(result)
    assert found["Austria"] == (Holder(A, 1, "1", F(50), 2), Holder(A, 2, "1", F(50), 2))
    # holders in player-id order: bob-smith (round 2) before carol-bianchi (round 1)
    assert found["England"] == (Holder(B, 2, "1", F(50), 2), Holder(C, 1, "1", F(50), 2))


def test_the_top_table_counts_its_board_score_and_a_round_in_play_its_finished_boards(
    club: Writer,
) -> None:
    result = scored(
        club,
        "rules: {top_table_bonus_percent: 50}\n",
        # 1 + 1 = 2: carol, dan 50
        round_file(diplomacy_board(1, {"Austria": (C, 1), "England": (D, 1)})),
        # 9 + 1 = 10: alice 90 (counted 135 on the top table), bob 10 (15)
        round_file(diplomacy_board(1, {"Austria": (A, 3), "England": (B, 1)}, top_table=True)),
        # in play: board 1 finished, 36 + 4 = 40: eve 90 with 6 centres, frank 10 with 2
        round_file(
            diplomacy_board(1, {"Austria": (E, 6), "England": (FR, 2)}),
            diplomacy_board(2, {"Austria": (G, None), "England": (H, None)}),
        ),
    )
    alice = result.counted(A, 2, "1")
    assert alice is not None and alice.counted == 135  # the top table's multiplier is on
    official = awards(result)
    assert official["Austria"] == (Holder(A, 2, "1", F(90), 3),)
    assert official["England"] == (Holder(D, 1, "1", F(50), 1),)  # bob's 10 (15 counted)
    so_far = awards(with_round_in_play(result, PLAYERS))
    assert so_far["Austria"] == (Holder(E, 3, "1", F(90), 6, provisional=True),)
    assert so_far["England"] == official["England"]  # frank's 10 is less


def test_best_country_none_gives_no_best_country(club: Writer) -> None:
    result = scored(
        club,
        "awards: {best_country: none}\n",
        round_file(diplomacy_board(1, {"Austria": (A, 3), "England": (B, 1)})),
    )
    assert best_country(result) == ()


def test_a_placement_event_has_no_best_country(club: Writer) -> None:
    league = "name: League\nstart: 2024-05-10\nscoring: league\n"
    files: dict[str, str | None] = {
        EVENT: league,
        "events/2024-open/round-1.yaml": (
            f"boards:\n  - board: 1\n    players:\n      - {{player: {A}, place: 1}}\n"
            f"      - {{player: {B}, place: 2}}\n"
        ),
    }
    reading = service.read(club(files), theme=False)
    assert best_country(reading.results["2024-open"]) == ()


def test_results_json_gives_the_awards_as_documented(club: Writer) -> None:
    files: dict[str, str | None] = {
        EVENT: HEAD
        + "awards:\n  given:\n"
        + f"    - {{name: Best stab, players: [{B}], note: 'Spring 1903, Munich'}}\n"
        + f"    - {{name: Best newcomers, players: [{C}, {A}]}}\n",
        # 4 + 4 = 8 on both boards: everyone 50
        "events/2024-open/round-1.yaml": round_file(
            diplomacy_board(1, {"Austria": (A, 2), "England": (B, 2)}),
            diplomacy_board(2, {"Austria": (C, 2), "Turkey": (D, 2)}),
        ),
    }
    reading = service.read(club(files), theme=False)
    data = results_data(reading.results["2024-open"], reading.club)
    holder = {"round": 1, "score": 50, "centres": 2}
    assert data["awards"] == {
        "best_country": [
            {"power": "Austria", "holders": [
                {"player": A, "name": "Alice Rossi", "board": "1", **holder},
                {"player": C, "name": "Carol Bianchi", "board": "2", **holder}]},
            {"power": "England", "holders": [
                {"player": B, "name": "Bob Smith", "board": "1", **holder}]},
            *({"power": power, "holders": []} for power in NOBODY[:-1]),
            {"power": "Turkey", "holders": [
                {"player": D, "name": "Dan Gialli", "board": "2", **holder}]},
        ],
        "given": [
            {"name": "Best stab", "players": [B], "note": "Spring 1903, Munich"},
            {"name": "Best newcomers", "players": [C, A], "note": None},
        ],
    }  # fmt: skip
