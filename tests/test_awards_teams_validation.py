"""The checks of ``awards:`` and ``teams:`` in event.yaml: one test a rule, the exact
message with file:line:col and a hint. The base club's one round seats alice-rossi to
gina-verdi; hugo-rosa is in players.yaml but not in the event."""

from __future__ import annotations

from tests.conftest import EVENT, Writer
from tests.test_validation import E, problems

FILE = "events/2024-open/event.yaml"


def event_with(text: str) -> dict[str, str | None]:
    return {FILE: EVENT + text}


def test_awards_and_teams_written_right_are_clean(club: Writer) -> None:
    root = club(
        event_with(
            "awards:\n"
            "  best_country: centres\n"
            "  given:\n"
            "    - {name: Best stab, players: [bob-smith], note: 'Spring 1903, Munich'}\n"
            "teams:\n"
            "  size: 2\n"
            "  rounds: [1]\n"
            "  count: 1\n"
            "  members:\n"
            "    Milano: [alice-rossi, bob-smith]\n"
            "    Torino: [carol-bianchi, dan-gialli]\n"
        )
    )
    assert problems(root) == []


def test_best_country_is_one_of_three_words(club: Writer) -> None:
    root = club(event_with("awards:\n  best_country: centre\n"))
    assert problems(root) == [
        f"{E}:5:17: 'best_country' in awards must be one of score, centres or none, "
        "not 'centre'; did you mean 'centres'?"
    ]


def test_a_placement_event_has_no_best_country(club: Writer) -> None:
    league = "name: League\nstart: 2024-05-10\nscoring: league\nawards: {best_country: score}\n"
    rounds = "boards:\n  - board: 1\n    players:\n      - {player: alice-rossi, place: 1}\n"
    root = club({FILE: league, "events/2024-open/round-1.yaml": rounds})
    assert problems(root) == [
        f"{E}:4:24: league boards have no powers, so there is no best country; "
        "write 'best_country: none', or remove it"
    ]
    none = league.replace("score", "none")
    assert problems(club({FILE: none, "events/2024-open/round-1.yaml": rounds})) == []


def test_an_award_names_at_least_one_player(club: Writer) -> None:
    root = club(event_with("awards:\n  given:\n    - {name: Best stab, players: []}\n"))
    assert problems(root) == [
        f"{E}:6:34: award 'Best stab' names no player; list who won it, or remove the award"
    ]


def test_an_awards_players_are_known_in_the_event_and_listed_once(club: Writer) -> None:
    root = club(
        event_with(
            "awards:\n  given:\n"
            "    - {name: Best stab, players: [bob-smyth, bob-smith, bob-smith, hugo-rosa]}\n"
        )
    )
    assert problems(root) == [
        f"{E}:6:35: unknown player 'bob-smyth' in award 'Best stab'; did you mean 'bob-smith'?",
        f"{E}:6:57: player 'bob-smith' is listed twice in award 'Best stab'; keep only one of them",
        f"{E}:6:68: player 'hugo-rosa' of award 'Best stab' does not play in the event; "
        "give it to a player of the event, or fix the id",
    ]


def test_an_awards_name_follows_the_text_rules(club: Writer) -> None:
    long = "Best " + "very " * 16 + "long"
    root = club(
        event_with(
            "awards:\n  given:\n"
            '    - {name: "Best\\u202estab", players: [bob-smith]}\n'
            f"    - {{name: {long}, players: [bob-smith]}}\n"
        )
    )
    assert problems(root) == [
        f"{E}:6:14: 'name' in award 1 must be one line of text, without tabs, control or "
        "invisible characters, not 'Best\\u202estab'; remove the tabs, line breaks, control "
        "and invisible characters",
        f"{E}:7:14: 'name' in award 2 must be at most 80 characters long, "
        "not 'Best very very very very very very very…'; write it shorter",
    ]


TEAMS = "teams:\n  size: 2\n  members:\n"


def test_every_team_has_size_players(club: Writer) -> None:
    root = club(event_with(TEAMS + "    Milano: [alice-rossi, bob-smith, carol-bianchi]\n"))
    assert problems(root) == [
        f"{E}:7:5: team 'Milano' has 3 players, but 'size' is 2; "
        "give every team 2 players, or change 'size'"
    ]


def test_a_player_is_in_one_team(club: Writer) -> None:
    root = club(
        event_with(
            TEAMS + "    Milano: [alice-rossi, bob-smith]\n    Torino: [bob-smith, dan-gialli]\n"
        )
    )
    assert problems(root) == [
        f"{E}:8:14: player 'bob-smith' is in team 'Milano' and team 'Torino'; keep them in one team"
    ]


def test_a_team_member_is_in_players_yaml(club: Writer) -> None:
    root = club(event_with(TEAMS + "    Milano: [alice-rossi, bob-smyth]\n"))
    assert problems(root) == [
        f"{E}:7:27: unknown player 'bob-smyth' in team 'Milano'; did you mean 'bob-smith'?"
    ]


def test_a_team_round_is_a_round_of_the_event(club: Writer) -> None:
    root = club(
        event_with(
            "teams:\n  size: 2\n  rounds: [1, 2]\n  members:\n    M: [alice-rossi, bob-smith]\n"
        )
    )
    assert problems(root) == [
        f"{E}:6:15: team round 2 is not a round of the event, which has 1 round; use round 1"
    ]


def test_a_team_count_is_at_least_one(club: Writer) -> None:
    root = club(
        event_with("teams:\n  size: 2\n  count: 0\n  members:\n    M: [alice-rossi, bob-smith]\n")
    )
    assert problems(root) == [
        f"{E}:6:10: 'count' in teams must be at least 1, not 0; fix the number"
    ]


def test_a_team_is_of_two_players_or_more(club: Writer) -> None:
    root = club(event_with("teams:\n  size: 1\n  members:\n    M: [alice-rossi]\n"))
    assert problems(root) == [f"{E}:5:9: 'size' in teams must be at least 2, not 1; fix the number"]


def test_a_team_name_follows_the_text_rules(club: Writer) -> None:
    root = club(event_with(TEAMS + '    "Mi\\tlano": [alice-rossi, bob-smith]\n'))
    assert problems(root) == [
        f"{E}:7:5: the team name 'Mi\\tlano' must be one line of text, without tabs, control "
        "or invisible characters, not 'Mi\\tlano'; remove the tabs, line breaks, control and "
        "invisible characters"
    ]
