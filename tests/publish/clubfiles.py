"""A tiny club for the diff and history tests: one Italia 2010 event, two rounds.

The scores below are worked by hand from the Italia 2010 rules (final counts only, no ties):

Round 1: Germany 9, Austria 8, Russia 7, Turkey 4, England 3, Italy 1, France 0.
No break (9 - 8 < 3); five players with >= 3 centres, so TSS 40%.
  Germany 1st (36+70)x1.4+1 = 149.4   Austria 2nd (32+34+10)x1.4+1 = 107.4
  Russia 3rd (28+16+10)x1.4+1 = 76.6  Turkey (16+10)x1.4+1 = 37.4
  England (12+10)x1.4+1 = 31.8        Italy (4+10)x1.4+1 = 20.6      France 1

Round 2: Austria 11, Russia 9, France 6, Germany 3, Italy 2, England 1, Turkey 0.
No break (11 - 9 < 3); four players with >= 3 centres, so TSS 30%.
  Austria 1st (44+70)x1.3+1 = 149.2   Russia 2nd (36+34+10)x1.3+1 = 105
  France 3rd (24+16+10)x1.3+1 = 66    Germany (12+10)x1.3+1 = 29.6
  Italy (8+10)x1.3+1 = 24.4           England (4+10)x1.3+1 = 19.2    Turkey 1

With Russia 10 in round 2 instead of 9 (one centre; still no break, TSS unchanged):
  Russia 2nd (40+34+10)x1.3+1 = 110.2, every other score unchanged.

Totals (round 1 + round 2):
  Dan  149.4 + 149.2 = 298.6  rank 1
  Ann  107.4 +  19.2 = 126.6  rank 2
  Fay   76.6 +  29.6 = 106.2  rank 3  (4 after the correction)
  Cat    1   + 105   = 106    rank 4  (110.2 in round 2: 111.2, rank 3 after)
  Eve   20.6 +  66   =  86.6  rank 5
  Gus   37.4 +  24.4 =  61.8  rank 6
  Ben   31.8 +   1   =  32.8  rank 7
"""

from __future__ import annotations

SITE = "title: Test Club\nlanguage: en\n"

PLAYERS = """\
ann: {name: Ann Arbor}
ben: {name: Ben Bow}
cat: {name: Cat Cole}
dan: {name: Dan Dee}
eve: {name: Eve Eyre}
fay: {name: Fay Fox}
gus: {name: Gus Gray}
"""

EVENT = """\
name: Spring Cup
start: 2024-04-06
scoring: italia-2010
"""

ROUND_1 = """\
boards:
  - board: 1
    powers:
      Austria: {player: ann, centres: 8}
      England: {player: ben, centres: 3}
      France: {player: cat, centres: 0}
      Germany: {player: dan, centres: 9}
      Italy: {player: eve, centres: 1}
      Russia: {player: fay, centres: 7}
      Turkey: {player: gus, centres: 4}
"""


def round_2(russia: int = 9) -> str:
    return f"""\
boards:
  - board: 1
    powers:
      Austria: {{player: dan, centres: 11}}
      England: {{player: ann, centres: 1}}
      France: {{player: eve, centres: 6}}
      Germany: {{player: fay, centres: 3}}
      Italy: {{player: gus, centres: 2}}
      Russia: {{player: cat, centres: {russia}}}
      Turkey: {{player: ben, centres: 0}}
"""


def club_files(event: str = "2024-spring-cup", russia: int = 9) -> dict[str, str]:
    """The files of the club, by path relative to the repository."""
    folder = f"content/events/{event}"
    return {
        "content/site.yaml": SITE,
        "content/players.yaml": PLAYERS,
        f"{folder}/event.yaml": EVENT,
        f"{folder}/round-1.yaml": ROUND_1,
        f"{folder}/round-2.yaml": round_2(russia),
    }
