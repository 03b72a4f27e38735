"""A result the total method leaves out is struck through on the pages (docs/scoring.md,
"Totals"), showing what it would have counted."""

from __future__ import annotations

from fractions import Fraction

from podium.model import Club, Rules, SiteConfig, Total
from podium.scoring.tournament import score_event
from tests.scoring.builders import event, people, placement, rnd
from tests.site.conftest import render_site


def test_a_result_left_out_is_struck_through_in_the_ranking_and_on_the_player_page() -> None:
    # ann: 2 in round 1, 1 in round 2 (two-player league boards: 2, 0; equal points share
    # (2 + 0) / 2 = 1); best-game keeps the 2 and strikes the 1 through.
    players = people("ann", "bob")
    rounds = (rnd(1, placement(1, ann=2, bob=1)), rnd(2, placement(1, ann=1, bob=1)))
    ev = event("league", *rounds, rules=Rules(total=Total("best-game")))
    result = score_event(ev, players)
    club = Club(SiteConfig("Club"), players, (ev,))
    files = render_site(club, {ev.id: result})
    ranking = files[f"events/{ev.id}/index.html"].decode()
    assert '<s>1</s><span class="vh"> (Round 2, board 1; not counted (best result only))' in ranking
    player = files["players/ann/index.html"].decode()
    assert "<strong><s>1</s></strong>" in player
    why = '<a href="../../rules/league/index.html#term-counted">'
    assert (
        '<strong><s>1</s></strong><ul class="breakdown adjust">'
        f"<li>{why}not counted (best result only)" in player
    )
    # the total's line, below the results: 2 + (1 left out) = 2
    assert (
        '<tr class="sum"><th scope="row" colspan="3">Total</th><td class="num"><strong>2</strong>'
        in player
    )
    ann = result.standing("ann")
    assert ann is not None and ann.total == Fraction(2)
