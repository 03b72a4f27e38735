"""One test per validation rule: the exact message, with file:line:col and a hint."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from podium.build import service
from podium.content.formats import TEXT_PATTERN, text_problem
from podium.content.problems import ContentError
from podium.scoring.registry import available
from podium.themes import LANGUAGES
from tests.conftest import BASE, Writer

ROUND = "events/2024-open/round-1.yaml"
EVENT = "events/2024-open/event.yaml"
R = "content/events/2024-open/round-1.yaml"
E = "content/events/2024-open/event.yaml"
LANGUAGE_CHOICE = f"{', '.join(LANGUAGES[:-1])} or {LANGUAGES[-1]}"  # "en, de, fr or it"


def problems(root: Path) -> list[str]:
    """Every problem of the club at ``root`` as printed, or [] when it is clean."""
    try:
        service.load(root)
    except ContentError as error:
        return [str(p) for p in error.problems]
    return []


def round_with(old: str, new: str, count: int = 1) -> dict[str, str | None]:
    """The base round file with one edit."""
    assert old in BASE[ROUND]
    return {ROUND: BASE[ROUND].replace(old, new, count)}


def test_the_base_fixture_is_clean(club: Writer) -> None:
    assert problems(club()) == []


def test_yaml_syntax_error_has_the_parsers_position(club: Writer) -> None:
    root = club({ROUND: "boards:\n  - board: 1\n    powers: {Austria: [\n"})
    assert problems(root) == [
        f"{R}:4:1: YAML syntax error: did not find expected node content; "
        "check the indentation, colons and quotes on this line and the line above"
    ]


def test_tab_indentation_says_to_use_spaces(club: Writer) -> None:
    root = club({"site.yaml": "title: Club\n\tlanguage: en\n"})
    assert problems(root) == [
        "content/site.yaml:2:1: YAML syntax error: found a tab character that violates "
        "indentation; indent with spaces, not tabs"
    ]


def test_duplicate_key_is_refused(club: Writer) -> None:
    root = club({"site.yaml": "title: A Club\nlanguage: en\ntitle: Another Club\n"})
    assert problems(root) == [
        "content/site.yaml:3:1: duplicate key 'title' (first at line 1); "
        "keep only one of them: YAML would silently use the last one"
    ]


def test_unknown_key_points_at_the_key_with_did_you_mean(club: Writer) -> None:
    root = club(round_with("player: alice-rossi, centres: 9", "player: alice-rossi, centers: 9"))
    assert problems(root) == [
        f"{R}:4:38: unknown key 'centers' in board 1, Austria; did you mean 'centres'?"
    ]


def test_unknown_key_without_a_close_match_lists_the_keys(club: Writer) -> None:
    root = club({"site.yaml": "title: Club\ncolour: red\n"})
    assert problems(root) == [
        "content/site.yaml:2:1: unknown key 'colour'; the keys allowed here are title, url, "
        "language, theme, repository, branch, markdown_raw_html, clean_urls, logo, search "
        "and ratings"
    ]


def test_ratings_must_be_true_or_false(club: Writer) -> None:
    root = club({"site.yaml": 'title: Club\nratings: "on"\nratinsg: true\n'})
    assert problems(root) == [
        "content/site.yaml:2:10: 'ratings' must be true or false, not 'on'; write true or false",
        "content/site.yaml:3:1: unknown key 'ratinsg'; did you mean 'ratings'?",
    ]


def test_unknown_rules_key_has_did_you_mean(club: Writer) -> None:
    root = club({EVENT: BASE[EVENT] + "rules:\n  sit_out_point: 50\n"})
    assert problems(root) == [
        f"{E}:5:3: unknown key 'sit_out_point' in rules; did you mean 'sit_out_points'?"
    ]


def test_missing_required_field(club: Writer) -> None:
    root = club({EVENT: "start: 2024-05-10\nscoring: italia-2010\n"})
    assert problems(root) == [f"{E}:1:1: missing required key 'name'; add 'name:'"]


def test_a_power_without_centres_on_a_board_with_centres_points_at_the_power(
    club: Writer,
) -> None:
    root = club(round_with("player: alice-rossi, centres: 9", "player: alice-rossi"))
    assert problems(root) == [
        f"{R}:4:7: board 1 is partly filled: Austria has no centres; "
        "give the centres of every power, or of none while the board is being played"
    ]


def test_wrong_value_type_points_at_the_value(club: Writer) -> None:
    root = club(
        {"players.yaml": BASE["players.yaml"] + "ivan-petrov:\n  name: Ivan\n  country: NO\n"}
    )
    assert problems(root) == [
        "content/players.yaml:21:12: 'country' in player ivan-petrov must be text, not false; "
        "put it in quotes (YAML reads yes, no, on and off as true/false)"
    ]


def test_empty_value(club: Writer) -> None:
    root = club(round_with("Austria: {player: alice-rossi, centres: 9}", "Austria:"))
    assert problems(root) == [
        f"{R}:4:15: board 1, Austria is empty; give it a value or remove the key"
    ]


def test_value_not_among_the_choices(club: Writer) -> None:
    root = club(round_with("board: 1", "board: 1\n    result: drwa"))
    assert problems(root) == [
        f"{R}:3:13: 'result' in board 1 must be one of solo, draw, time or concession, not 'drwa'; "
        "did you mean 'draw'?"
    ]


def test_unknown_player_suggests_the_nearest_ids(club: Writer) -> None:
    root = club(round_with("alice-rossi", "alice-rosi"))
    assert problems(root) == [
        f"{R}:4:25: unknown player 'alice-rosi' in board 1, Austria; did you mean 'alice-rossi'?"
    ]


def test_unknown_player_without_a_near_id(club: Writer) -> None:
    root = club(round_with("alice-rossi", "zoe"))
    assert problems(root) == [
        f"{R}:4:25: unknown player 'zoe' in board 1, Austria; "
        "add 'zoe' to content/players.yaml, or fix the id"
    ]


def test_unknown_players_in_event_and_round_lists(club: Writer) -> None:
    event = (
        BASE[EVENT]
        + "lots: [bob-smiht]\ndisqualified: [zed]\n"
        + "penalties:\n  - {player: carol-bianchy, points: 10}\n"
    )
    extra = "sit_outs: [hugo-rossa]\ntwo_boards: [x1]\nrefused_top_table: [x2]\n"
    root = club({EVENT: event, ROUND: BASE[ROUND] + extra})
    assert problems(root) == [
        f"{E}:4:8: unknown player 'bob-smiht' in 'lots'; did you mean 'bob-smith'?",
        f"{E}:5:16: unknown player 'zed' in 'disqualified'; "
        "add 'zed' to content/players.yaml, or fix the id",
        f"{E}:7:14: unknown player 'carol-bianchy' in penalty 1; did you mean 'carol-bianchi'?",
        f"{R}:11:12: unknown player 'hugo-rossa' in 'sit_outs'; did you mean 'hugo-rosa'?",
        f"{R}:12:14: unknown player 'x1' in 'two_boards'; "
        "add 'x1' to content/players.yaml, or fix the id",
        f"{R}:13:21: unknown player 'x2' in 'refused_top_table'; "
        "add 'x2' to content/players.yaml, or fix the id",
    ]


def test_unknown_power_with_did_you_mean(club: Writer) -> None:
    root = club(round_with("Austria:", "Autria:"))
    assert problems(root) == [
        f"{R}:4:7: unknown power 'Autria' in board 1; did you mean 'Austria'?"
    ]


def test_unknown_power_lists_the_powers(club: Writer) -> None:
    root = club(round_with("Austria:", "Q:"))
    assert problems(root) == [
        f"{R}:4:7: unknown power 'Q' in board 1; write Austria, England, France, Germany, "
        "Italy, Russia or Turkey (or just the first letter)"
    ]


def test_powers_may_be_written_by_initial_in_any_case(club: Writer) -> None:
    root = club(round_with("Austria:", "a:"))
    assert problems(root) == []
    board = service.load(root).events[0].rounds[0].boards[0]
    assert [p.power for p in board.powers] == [  # type: ignore[union-attr]
        "Austria",
        "England",
        "France",
        "Germany",
        "Italy",
        "Russia",
        "Turkey",
    ]


def test_the_same_power_twice(club: Writer) -> None:
    root = club(round_with("Turkey:", "A:"))
    assert problems(root) == [
        f"{R}:10:7: Austria appears twice in board 1 (as 'Austria' and 'A'); keep only one of them"
    ]


def test_player_on_two_boards_not_in_two_boards(club: Writer) -> None:
    second = """\
  - board: 2
    powers:
      Austria: {player: hugo-rosa, centres: 5}
      England: {player: alice-rossi, centres: 4}
"""
    root = club({ROUND: BASE[ROUND] + second})
    assert problems(root) == [
        f"{R}:14:25: player 'alice-rossi' plays on boards 1 and 2 of round 1; "
        "list them under 'two_boards' if the TD allowed it, otherwise fix a board"
    ]
    allowed = club({ROUND: BASE[ROUND] + second + "two_boards: [alice-rossi]\n"})
    assert problems(allowed) == []


def test_two_boards_listed_but_one_board_played(club: Writer) -> None:
    root = club({ROUND: BASE[ROUND] + "two_boards: [alice-rossi]\n"})
    assert problems(root) == [
        f"{R}:11:14: player 'alice-rossi' is listed under 'two_boards' but plays only 1 board "
        "in round 1; remove them from 'two_boards', or add their second board"
    ]


def test_same_player_twice_on_one_board(club: Writer) -> None:
    root = club(round_with("gina-verdi", "alice-rossi"))
    assert problems(root) == [
        f"{R}:10:24: player 'alice-rossi' is on board 1 twice (Austria and Turkey); "
        "a player has one seat per board; fix one of them"
    ]


def test_sit_out_who_also_plays(club: Writer) -> None:
    root = club({ROUND: BASE[ROUND] + "sit_outs: [hugo-rosa, bob-smith]\n"})
    assert problems(root) == [
        f"{R}:11:23: player 'bob-smith' sits out round 1 but also plays on board 1; "
        "remove them from 'sit_outs' or from the board"
    ]


def test_centres_list_of_the_wrong_length(club: Writer) -> None:
    root = club(round_with("centres: 9}", "centres: [4, 5, 6, 7, 8, 9]}"))
    assert problems(root) == [
        f"{R}:4:47: 'centres' in board 1, Austria has 6 counts, but 1901-1907 is 7 years; "
        "give one count per year from 1901 to 1907, or only the final count"
    ]


def test_centres_length_follows_start_and_end(club: Writer) -> None:
    edited = BASE[ROUND].replace("board: 1", "board: 1\n    end: 1905")
    root = club({ROUND: edited.replace("centres: 9}", "centres: [4, 5, 6, 7, 8, 9, 9]}", 1)})
    assert problems(root) == [
        f"{R}:5:47: 'centres' in board 1, Austria has 7 counts, but 1901-1905 is 5 years; "
        "give one count per year from 1901 to 1905, or only the final count"
    ]


def test_centre_count_outside_0_to_34(club: Writer) -> None:
    root = club(round_with("centres: 9}", "centres: 35}"))
    assert problems(root) == [
        f"{R}:4:47: centre count 35 in board 1, Austria is outside 0-34; fix the count"
    ]


def test_centre_count_in_a_history_outside_0_to_34(club: Writer) -> None:
    root = club(round_with("centres: 9}", "centres: [4, 5, 6, 7, 8, -1, 9]}"))
    assert problems(root) == [
        f"{R}:4:63: centre count -1 in board 1, Austria is outside 0-34; fix the count"
    ]


def test_board_centres_above_34_in_the_final_year(club: Writer) -> None:
    root = club(round_with("centres: 0}", "centres: 4}"))
    assert problems(root) == [
        f"{R}:3:5: the centres on board 1 add up to 37 in 1907, more than the 34 on the map; "
        "check the counts for 1907"
    ]


def test_board_centres_above_34_in_an_earlier_year(club: Writer) -> None:
    lines = {
        "Austria": "[5, 6, 7, 8, 10, 9, 9]",
        "England": "[5, 6, 7, 8, 10, 9, 9]",
        "France": "[5, 6, 6, 6, 8, 6, 6]",
        "Germany": "[5, 5, 6, 6, 7, 5, 5]",
    }
    text = BASE[ROUND]
    for power, counts in lines.items():
        start = text.index(f"{power}: ")
        end = text.index("}", start)
        player = text[start:end].split("player: ")[1].split(",")[0]
        text = text[:start] + f"{power}: {{player: {player}, centres: {counts}" + text[end:]
    root = club({ROUND: text})
    assert problems(root) == [
        f"{R}:3:5: the centres on board 1 add up to 35 in 1905, more than the 34 on the map; "
        "check the counts for 1905"
    ]


def test_board_number_repeated_in_a_round(club: Writer) -> None:
    second = "  - board: 1\n    powers:\n      Austria: {player: hugo-rosa, centres: 0}\n"
    root = club({ROUND: BASE[ROUND] + second})
    assert problems(root) == [
        f"{R}:11:12: board 1 appears twice in round 1 (first at line 2); "
        "give each board of a round its own number or name"
    ]


def test_round_files_with_a_gap(club: Writer) -> None:
    root = club({"events/2024-open/round-3.yaml": BASE[ROUND]})
    assert problems(root) == [
        "content/events/2024-open: round-2.yaml is missing: round files must be numbered "
        "1..3 without gaps; add the missing rounds or renumber the round files"
    ]


def test_round_files_misnamed(club: Writer) -> None:
    root = club(
        {
            "events/2024-open/round-0.yaml": BASE[ROUND],
            "events/2024-open/round-02.yaml": BASE[ROUND],
            "events/2024-open/rounds.yaml": BASE[ROUND],
        }
    )
    assert problems(root) == [
        "content/events/2024-open/round-0.yaml: rounds are numbered from 1; "
        "name the round files round-1.yaml, round-2.yaml, ...",
        "content/events/2024-open/round-02.yaml: round file name with a leading zero; "
        "rename it round-2.yaml",
        "content/events/2024-open/rounds.yaml: unexpected file 'rounds.yaml' in the event "
        "folder; name round files round-1.yaml, round-2.yaml, ...; "
        "move other YAML files elsewhere",
    ]


def test_unknown_scoring_with_did_you_mean(club: Writer) -> None:
    root = club({EVENT: BASE[EVENT].replace("italia-2010", "italia2010")})
    known = ", ".join(available())  # every registered system, whatever they are
    assert problems(root) == [
        f"{E}:3:10: unknown scoring system 'italia2010'; did you mean 'italia-2010'? "
        f"(known: {known})"
    ]


def test_unknown_scoring_lists_the_systems(club: Writer) -> None:
    root = club({EVENT: BASE[EVENT].replace("italia-2010", "chess")})
    *others, last = available()
    assert problems(root) == [
        f"{E}:3:10: unknown scoring system 'chess'; use one of {', '.join(others)} or {last}"
    ]


def test_bad_event_id(club: Writer) -> None:
    root = club({"events/Open 2024/event.yaml": BASE[EVENT]})
    assert problems(root) == [
        "content/events/Open 2024: event id 'Open 2024' is not lowercase letters, digits "
        "and '-'; rename the folder to 'open-2024' (ids are used in web addresses)"
    ]


def test_bad_player_id(club: Writer) -> None:
    root = club({"players.yaml": BASE["players.yaml"] + "Ivan_Petrov:\n  name: Ivan Petrov\n"})
    assert problems(root) == [
        "content/players.yaml:19:1: player id 'Ivan_Petrov' is not lowercase letters, digits "
        "and '-'; write it as 'ivan-petrov' (ids are used in web addresses)"
    ]


def test_the_id_a_hint_suggests_is_the_id_add_player_makes(club: Writer) -> None:
    # one slug function: the check's hint folds accents as `podium add player` does
    root = club({"players.yaml": BASE["players.yaml"] + "Jürgen Müller:\n  name: Jürgen Müller\n"})
    assert problems(root) == [
        "content/players.yaml:19:1: player id 'Jürgen Müller' is not lowercase letters, digits "
        "and '-'; write it as 'jurgen-muller' (ids are used in web addresses)"
    ]


def test_unknown_tiebreak_and_round_out_of_range(club: Writer) -> None:
    event = BASE[EVENT] + "tiebreaks: [game_played, round_score:2, round_power:1, dice]\n"
    root = club({EVENT: event})
    assert problems(root) == [
        f"{E}:4:13: unknown tie-break 'game_played'; did you mean 'games_played'?",
        f"{E}:4:26: tie-break 'round_score:2' names round 2, but the event has 1 round; "
        "use round 1",
        f"{E}:4:56: unknown tie-break 'dice'; use games_played, women_first, round_score:N, "
        "round_power:N, youngest or lots",
    ]


def test_round_board_scores_only_for_c_diplo(club: Writer) -> None:
    root = club({EVENT: BASE[EVENT] + "rules:\n  round_board_scores: 0\n"})
    assert problems(root) == [
        f"{E}:5:3: 'round_board_scores' applies only to c-diplo scoring, not italia-2010; remove it"
    ]
    c_diplo = club(
        {EVENT: BASE[EVENT].replace("italia-2010", "c-diplo") + "rules:\n  round_board_scores: 0\n"}
    )
    assert problems(c_diplo) == []


def test_penalty_in_a_round_that_does_not_exist(club: Writer) -> None:
    event = BASE[EVENT] + "penalties:\n  - {player: bob-smith, points: 10, round: 2}\n"
    root = club({EVENT: event})
    assert problems(root) == [
        f"{E}:5:44: penalty 1 is for round 2, but the event has 1 round; fix 'round'"
    ]


def test_a_second_top_table(club: Writer) -> None:
    marked = BASE[ROUND].replace("board: 1", "board: 1\n    top_table: true")
    root = club({ROUND: marked, "events/2024-open/round-2.yaml": marked})
    assert problems(root) == [
        "content/events/2024-open/round-2.yaml:3:16: board 1 of round 2 is marked top_table, "
        "but board 1 of round 1 already is; mark only one board of the event with "
        "'top_table: true'"
    ]


def test_event_ending_before_it_starts(club: Writer) -> None:
    root = club({EVENT: BASE[EVENT] + "end: 2024-05-09\n"})
    assert problems(root) == [
        f"{E}:4:6: the event ends on 2024-05-09, before it starts on 2024-05-10; "
        "fix 'start' or 'end'"
    ]


def test_errors_in_several_files_come_out_in_one_run(club: Writer) -> None:
    root = club(
        {
            "site.yaml": "title: Club\nlanguage: xx\n",
            "players.yaml": BASE["players.yaml"] + "bob-smith:\n  name: Bob Again\n",
            EVENT: BASE[EVENT] + "tiebreaks: [lots, dice]\n",
            ROUND: BASE[ROUND].replace("Russia", "Prussia").replace("gina-verdi", "gina"),
            "events/2024-open/round-2.yaml": "boards: [\n",
        }
    )
    assert problems(root) == [
        "content/events/2024-open/event.yaml:4:19: unknown tie-break 'dice'; use "
        "games_played, women_first, round_score:N, round_power:N, youngest or lots",
        f"{R}:9:7: unknown power 'Prussia' in board 1; did you mean 'Russia'?",
        "content/events/2024-open/round-2.yaml:2:1: YAML syntax error: did not find "
        "expected node content; check the indentation, colons and quotes on this line "
        "and the line above",
        "content/players.yaml:19:1: duplicate key 'bob-smith' (first at line 5); "
        "keep only one of them: YAML would silently use the last one",
        f"content/site.yaml:2:11: 'language' must be one of {LANGUAGE_CHOICE}, not 'xx'; "
        "write one of them",
    ]


@pytest.mark.parametrize("player", ["gina", "gina-verdi"])
def test_unreadable_players_file_does_not_flood_unknown_players(club: Writer, player: str) -> None:
    root = club({"players.yaml": "a: [\n", ROUND: BASE[ROUND].replace("gina-verdi", player)})
    assert problems(root) == [
        "content/players.yaml:2:1: YAML syntax error: did not find expected node content; "
        "check the indentation, colons and quotes on this line and the line above"
    ]


def test_one_text_rule_refuses_every_control_separator_and_format_character() -> None:
    """Every character of Unicode's categories Cc, Zl, Zp and Cf in the Basic Multilingual
    Plane is refused in a name, by the pattern the files are validated with and by the
    rule the commands that write a name use; the two joiners some scripts need are not."""
    kinds = ("Cc", "Zl", "Zp", "Cf")
    chars = [chr(c) for c in range(0x10000) if unicodedata.category(chr(c)) in kinds]
    allowed = [
        c for c in chars if re.fullmatch(TEXT_PATTERN, f"a{c}b") or not text_problem(f"a{c}b")
    ]
    assert [f"U+{ord(c):04X}" for c in allowed] == ["U+200C", "U+200D"]
    assert text_problem("a\u200cb") is None and re.fullmatch(TEXT_PATTERN, "a\u200db")
