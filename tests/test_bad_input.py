"""Bad input a club secretary really produces: every one a located message, never a crash.

Each test breaks one thing in the small club of conftest.py and asserts the exact problem
text, with file:line:col where there is a line to point at.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.cli import main
from tests.conftest import BASE, Writer
from tests.test_validation import problems

ROUND = "events/2024-open/round-1.yaml"
EVENT = "events/2024-open/event.yaml"
R = "content/events/2024-open/round-1.yaml"
E = "content/events/2024-open/event.yaml"
FOLDER = "content/events/2024-open"


# --------------------------------------------------------------------------- YAML itself


def test_a_line_indented_with_a_tab_says_so(club: Writer) -> None:
    root = club({ROUND: BASE[ROUND].replace("      England", "\t  England")})
    assert problems(root) == [
        f"{R}:5:1: YAML syntax error: found character that cannot start any token; "
        "indent with spaces, not tabs"
    ]


def test_a_key_yaml_reads_as_true_or_a_number_or_a_date(club: Writer) -> None:
    extra = "yes:\n  name: Yes Man\n1984:\n  name: Orwell\n2024-01-01:\n  name: New Year\n"
    root = club({"players.yaml": BASE["players.yaml"] + extra})
    assert problems(root) == [
        "content/players.yaml:19:1: YAML reads the key 'yes' as true or false, not as text; "
        "put it in quotes: 'yes':",
        "content/players.yaml:21:1: YAML reads the key '1984' as a number, not as text; "
        "put it in quotes: '1984':",
        "content/players.yaml:23:1: YAML reads the key '2024-01-01' as a date, not as text; "
        "put it in quotes: '2024-01-01':",
    ]


def test_a_quoted_key_is_text(club: Writer) -> None:
    root = club({"players.yaml": BASE["players.yaml"] + "'1984':\n  name: Orwell\n"})
    assert problems(root) == []


def test_a_power_written_as_a_number(club: Writer) -> None:
    root = club({ROUND: BASE[ROUND].replace("Austria:", "1:")})
    assert problems(root) == [
        f"{R}:4:7: YAML reads the key '1' as a number, not as text; put it in quotes: '1':"
    ]


def test_a_date_that_is_not_in_the_calendar(club: Writer) -> None:
    root = club({EVENT: BASE[EVENT].replace("2024-05-10", "2024-02-30")})
    assert problems(root) == [
        f"{E}:2:8: this date is not in the calendar (day is out of range for month); "
        "write a real date as YYYY-MM-DD"
    ]


def test_a_file_that_is_not_utf8_points_at_the_first_bad_byte(club: Writer) -> None:
    root = club()
    (root / "site.yaml").write_bytes("title: Caffè ".encode() + b"\xe9\n")
    assert problems(root) == [
        "content/site.yaml:1:14: the file is not UTF-8 text (byte 0xe9); "
        "save it as UTF-8 (your editor's 'encoding' setting)"
    ]


def test_a_report_that_is_not_utf8(club: Writer) -> None:
    root = club()
    (root / "events/2024-open/index.md").write_bytes(b"# Report\n\nBrunate \xe0 maggio\n")
    assert problems(root) == [
        f"{FOLDER}/index.md:3:9: the file is not UTF-8 text (byte 0xe0); "
        "save it as UTF-8 (your editor's 'encoding' setting)"
    ]


def test_a_second_document_in_a_file(club: Writer) -> None:
    root = club({"site.yaml": "title: A Club\n---\ntitle: Another\n"})
    assert problems(root) == [
        "content/site.yaml:2:1: YAML syntax error: a second document starts here (after '---'); "
        "a content file holds one document: remove this '---' line or what follows"
    ]


def test_a_quote_that_is_never_closed_points_at_the_quote(club: Writer) -> None:
    root = club({"site.yaml": "title: 'A Club\nlanguage: en\n"})
    assert problems(root) == [
        "content/site.yaml:1:8: YAML syntax error: a quote that is never closed; "
        "close it with the same quote mark on this line"
    ]


def test_a_colon_inside_a_value(club: Writer) -> None:
    root = club({EVENT: BASE[EVENT].replace("name: Open 2024", "name: Open: 2024")})
    assert problems(root) == [
        f"{E}:1:11: YAML syntax error: mapping values are not allowed in this context; "
        "a value with ': ' in it needs quotes (name: \"Open: 2025\"), or fix the indentation"
    ]


@pytest.mark.parametrize("start", ["@", "`", "%"])
def test_a_value_starting_with_a_reserved_character(club: Writer, start: str) -> None:
    root = club({"site.yaml": f"title: {start}club\n"})
    assert problems(root) == [
        "content/site.yaml:1:8: YAML syntax error: found character that cannot start any "
        f"token; YAML does not let a value start with '{start}': put it in quotes"
    ]


def test_an_alias_that_is_not_defined(club: Writer) -> None:
    root = club({"site.yaml": "title: *club\n"})
    assert problems(root) == [
        "content/site.yaml:1:8: YAML syntax error: found undefined alias; "
        "'*' starts an alias in YAML: put the value in quotes, or define the anchor first"
    ]


def test_a_python_tag_is_refused(club: Writer) -> None:
    root = club({"site.yaml": "title: !!python/object:os.system x\n"})
    assert problems(root) == [
        "content/site.yaml:1:8: YAML syntax error: could not determine a constructor for the "
        "tag 'tag:yaml.org,2002:python/object:os.system'; remove the tag (the part starting "
        "with '!'), or put the value in quotes"
    ]


@pytest.mark.parametrize("empty", ['""', "'   '"])
def test_names_and_titles_cannot_be_empty(club: Writer, empty: str) -> None:
    root = club(
        {
            "site.yaml": f"title: {empty}\n",
            "players.yaml": BASE["players.yaml"].replace("name: Bob Smith", f"name: {empty}"),
            EVENT: BASE[EVENT].replace("name: Open 2024", f"name: {empty}"),
        }
    )
    value = empty.replace('"', "'")
    assert problems(root) == [
        f"{E}:1:7: 'name' must be some text, not {value}; write it",
        f"content/players.yaml:6:9: 'name' in player bob-smith must be some text, not {value}; "
        "write it",
        f"content/site.yaml:1:8: 'title' must be some text, not {value}; write it",
    ]


# --------------------------------------------------------------------------- file names


def test_a_round_file_ending_in_yml_is_not_read_silently_or_skipped(club: Writer) -> None:
    root = club({"events/2024-open/round-2.yml": BASE[ROUND]})
    assert problems(root) == [
        f"{FOLDER}/round-2.yml: round files are named round-N.yaml, not 'round-2.yml'; "
        "rename it round-2.yaml"
    ]


def test_a_round_file_in_capitals_is_not_skipped(club: Writer) -> None:
    root = club({"events/2024-open/round-2.YAML": BASE[ROUND]})
    assert problems(root) == [
        f"{FOLDER}/round-2.YAML: round files are named round-N.yaml, not 'round-2.YAML'; "
        "rename it round-2.yaml"
    ]


def test_a_round_file_without_the_dash(club: Writer) -> None:
    root = club({"events/2024-open/round2.yaml": BASE[ROUND]})
    assert problems(root) == [
        f"{FOLDER}/round2.yaml: round files are named round-N.yaml, not 'round2.yaml'; "
        "rename it round-2.yaml"
    ]


def test_editor_lock_and_backup_files_are_ignored(club: Writer) -> None:
    root = club({"events/2024-open/.#round-1.yaml": "x", "events/2024-open/round-1.yaml~": "x"})
    assert problems(root) == []


def test_event_yml_instead_of_event_yaml(club: Writer) -> None:
    root = club({EVENT: None, "events/2024-open/event.yml": BASE[EVENT]})
    assert problems(root) == [
        f"{FOLDER}: the event folder has no event.yaml; rename event.yml to event.yaml"
    ]


def test_site_yml_instead_of_site_yaml(club: Writer) -> None:
    root = club({"site.yaml": None, "site.yml": BASE["site.yaml"]})
    assert problems(root) == ["content/site.yaml: file not found; rename site.yml to site.yaml"]


def test_missing_players_file(club: Writer) -> None:
    root = club({"players.yaml": None})
    assert problems(root) == [
        "content/players.yaml: file not found; create it (see docs/content-format.md)"
    ]


def test_events_is_a_file(club: Writer) -> None:
    root = club({EVENT: None, ROUND: None})  # no event folder is made
    (root / "events").write_text("oops\n", encoding="utf-8")
    assert problems(root) == [
        "content/events: 'events' is a file, not a folder; "
        "make it a folder that holds one folder per event"
    ]


# --------------------------------------------------------------------------- values


def test_a_player_listed_twice_in_sit_outs(club: Writer) -> None:
    root = club({ROUND: BASE[ROUND] + "sit_outs: [hugo-rosa, hugo-rosa]\n"})
    assert problems(root) == [
        f"{R}:11:23: player 'hugo-rosa' is listed twice in 'sit_outs'; keep only one of them"
    ]


def test_an_empty_required_value_is_not_to_be_removed(club: Writer) -> None:
    root = club({EVENT: BASE[EVENT].replace("scoring: italia-2010", "scoring:")})
    assert problems(root) == [f"{E}:3:9: 'scoring' is empty; give it a value"]


def test_a_number_where_text_is_expected(club: Writer) -> None:
    root = club({EVENT: BASE[EVENT].replace("name: Open 2024", "name: 2024")})
    assert problems(root) == [f"{E}:1:7: 'name' must be text, not 2024; put it in quotes: '2024'"]


def test_a_country_in_small_letters(club: Writer) -> None:
    root = club({"players.yaml": BASE["players.yaml"].replace("country: IT", "country: it")})
    assert problems(root) == [
        "content/players.yaml:3:12: 'country' in player alice-rossi must be a two-letter "
        "country code in capitals (ISO 3166-1), like IT, not 'it'; write it as 'IT'"
    ]


def test_a_rule_that_is_a_word_is_not_a_number(club: Writer) -> None:
    root = club({EVENT: BASE[EVENT] + "rules:\n  sit_out_points: fifty\n"})
    assert problems(root) == [
        f"{E}:5:19: 'sit_out_points' in rules must be a number, not 'fifty'; "
        "write digits, like 7 or 12.5"
    ]


def check(capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """``podium check`` in the current folder: exit status and what it printed on stderr."""
    status = main(["check"])
    return status, capsys.readouterr().err


def test_an_unknown_theme_has_did_you_mean(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    club({"site.yaml": "title: Test Club\ntheme: defualt\n"})
    assert check(capsys) == (
        1,
        "content/site.yaml:2:8: unknown theme 'defualt'; did you mean 'default'?\n"
        "1 problem in 1 file\n",
    )


def test_an_unknown_theme_says_where_to_create_it(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    club({"site.yaml": "title: Test Club\ntheme: fancy\nurl: https://club.test/\n"})
    assert check(capsys) == (
        1,
        "content/site.yaml:2:8: unknown theme 'fancy'; create the folder themes/fancy, "
        "or use theme: default\n1 problem in 1 file\n",
    )
    (Path("themes") / "fancy").mkdir(parents=True)
    assert check(capsys) == (0, "")


# --------------------------------------------------------------------------- one run


def test_every_problem_of_one_round_file_in_one_run(club: Writer) -> None:
    text = (
        BASE[ROUND]
        .replace("player: alice-rossi, centres: 9", "player: alice-rossi, centers: 9")
        .replace("bob-smith", "bob-smiht")
        .replace("France:", "Frnace:")
        .replace("centres: 5}", "centres: [1, 2, 3, 4, 5]}")
        .replace("board: 1", "board: 1\n    result: drew")
    )
    second = "  - board: 2\n    powers:\n      Austria: {player: frank-blu, centres: 3}\n"
    root = club({ROUND: text + second + "sit_outs: hugo-rosa\n"})
    assert problems(root) == [
        f"{R}:3:13: 'result' in board 1 must be one of solo, draw, time or concession, not 'drew'; "
        "did you mean 'draw'?",
        f"{R}:5:38: unknown key 'centers' in board 1, Austria; did you mean 'centres'?",
        f"{R}:6:25: unknown player 'bob-smiht' in board 1, England; did you mean 'bob-smith'?",
        f"{R}:7:7: unknown power 'Frnace' in board 1; did you mean 'France'?",
        f"{R}:8:46: 'centres' in board 1, Germany has 5 counts, but 1901-1907 is 7 years; "
        "give one count per year from 1901 to 1907, or only the final count",
        f"{R}:14:25: player 'frank-blu' plays on boards 1 and 2 of round 1; "
        "list them under 'two_boards' if the TD allowed it, otherwise fix a board",
        f"{R}:15:11: 'sit_outs' must be a list, not 'hugo-rosa'; "
        "write [a, b] or one '- ' line per item",
    ]


def test_a_problem_in_event_yaml_does_not_hide_the_rounds(club: Writer) -> None:
    event = BASE[EVENT] + "rules:\n  sit_out_point: 50\n"
    root = club({EVENT: event, ROUND: BASE[ROUND].replace("bob-smith", "bob-smiht")})
    assert problems(root) == [
        f"{E}:5:3: unknown key 'sit_out_point' in rules; did you mean 'sit_out_points'?",
        f"{R}:5:25: unknown player 'bob-smiht' in board 1, England; did you mean 'bob-smith'?",
    ]


def test_a_seat_left_out_for_its_problem_does_not_make_up_others(club: Writer) -> None:
    second = "  - board: 2\n    powers:\n      Austria: {player: alice-rossi, centers: 3}\n"
    root = club({ROUND: BASE[ROUND] + second + "two_boards: [alice-rossi]\n"})
    assert problems(root) == [  # and not "alice-rossi is listed under 'two_boards' but ..."
        f"{R}:13:38: unknown key 'centers' in board 2, Austria; did you mean 'centres'?"
    ]


def test_a_bad_year_range_leaves_the_board_out_rather_than_guess(club: Writer) -> None:
    text = BASE[ROUND].replace("board: 1", "board: 1\n    end: 19o7")
    root = club({ROUND: text.replace("centres: 9}", "centres: [1, 2, 3, 4, 5, 6, 9]}")})
    assert problems(root) == [  # no "has 7 counts" guessed from a default year range
        f"{R}:3:10: 'end' in board 1 must be a whole number, not '19o7'; write digits, like 7"
    ]


def test_check_finds_what_only_scoring_finds(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    club({ROUND: BASE[ROUND].replace("bob-smith, centres: 8", "bob-smith, centres: 9")})
    assert check(capsys) == (
        1,
        f"{R}:4:16: round 1, board 1: Austria and England are tied on 9 centres for 1st–2nd "
        "place, and the tie cannot be broken without their centre counts for 1901–1906; "
        "give `centres` for Austria and England as a list of 7 counts, one per year from "
        "1901 to 1907, or the director's order of the tied powers, best first: "
        "order: [Austria, England]\n1 problem in 1 file\n",
    )


def _club_round_template(club: Writer, root: Path, text: str | bytes) -> None:
    """The club, with its own theme's round.html holding ``text``."""
    club()
    template = root / "themes" / "default" / "templates" / "round.html"
    template.parent.mkdir(parents=True)
    template.write_bytes(text if isinstance(text, bytes) else text.encode())


def _refused_template(
    club: Writer, capsys: pytest.CaptureFixture[str], root: Path, text: str | bytes, expected: str
) -> None:
    """The club with its own theme's round.html holding ``text``: `podium check` and the
    build both print ``expected`` and exit 1, and the build writes nothing."""
    _club_round_template(club, root, text)
    assert check(capsys) == (1, expected)
    assert main(["build", "content", "-o", "site", "-q"]) == 1
    assert capsys.readouterr().err == expected + "nothing was written to site\n"
    assert not (root / "site").exists()


def test_a_club_template_jinja_cannot_read_is_refused_with_its_line(
    club: Writer, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A club's own template with a typo: `podium check` and the build say where, and the
    build writes nothing (it compiles the theme before making any page)."""
    text = '{% extends "base.html" %}\n{% block main %}\n{{ oops( }}\n'
    expected = (
        "themes/default/templates/round.html:3:1: the template cannot be read: unexpected "
        "'}', expected ')'; fix its Jinja syntax, or remove the file to use the theme's own\n"
        "1 problem in 1 file\n"
    )
    _refused_template(club, capsys, tmp_path, text, expected)


def test_a_club_template_naming_a_template_the_theme_lacks_has_did_you_mean(
    club: Writer, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Before: the build stopped with "cannot write the site there (bse.html)", as if the
    output folder were at fault. A name worked out when the page is made is not checked."""
    text = (
        '{% extends "bse.html" %}\n{% from "macros.html" import power %}\n'
        '{% block main %}{% include "edit.html" %}{% include name %}'
        '{% import "macro.html" as m %}{% endblock %}\n'
    )
    expected = (
        "themes/default/templates/round.html:1:1: the theme has no template 'bse.html'; "
        "did you mean 'base.html', 'share.html' or 'series.html'?\n"
        "themes/default/templates/round.html:3:1: the theme has no template 'macro.html'; "
        "did you mean 'macros.html', 'share.html' or 'round.html'?\n"
        "2 problems in 1 file\n"
    )
    _refused_template(club, capsys, tmp_path, text, expected)


def test_a_template_name_worked_out_on_the_page_that_the_theme_lacks_is_located(
    club: Writer, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Before: "cannot write the site there (standing.html)", as if the output folder were at
    fault. `podium check` cannot know the name; the build says where it was asked for."""
    _club_round_template(
        club,
        tmp_path,
        '{% extends "base.html" %}\n'
        '{% block main %}{% set name = "standing.html" %}{% include name %}{% endblock %}\n',
    )
    assert check(capsys)[0] == 0
    assert main(["build", "content", "-o", "site", "-q"]) == 1
    assert capsys.readouterr().err == (
        "themes/default/templates/round.html:2:1: the theme has no template 'standing.html'; "
        "did you mean 'standings.html', 'ratings.html' or 'statistics.html'?\n"
        "1 problem in 1 file\nnothing was written to site\n"
    )
    assert not (tmp_path / "site").exists()


def test_a_club_template_that_is_not_utf8_points_at_the_first_bad_byte(
    club: Writer, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Before: a UnicodeDecodeError traceback from `podium check` and the build."""
    text = b'{% extends "base.html" %}\n<p>caf\xe9</p>\n'
    expected = (
        "themes/default/templates/round.html:2:7: the file is not UTF-8 text (byte 0xe9); "
        "save it as UTF-8 (your editor's 'encoding' setting)\n"
        "1 problem in 1 file\n"
    )
    _refused_template(club, capsys, tmp_path, text, expected)
