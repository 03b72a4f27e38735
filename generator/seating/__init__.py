"""Board formation (``podium seat``): who plays which power on which board of the next round.

Italia 2010, section 8, read as one priority list (docs/running-an-event.md): board sizes
(:mod:`.sizes`), then declared links kept apart, then no power played before, then no two
powers of one group, then as few repeated opponents as possible (:mod:`.search`); in the
last round of an event with a top table, board 1 is the ranking's first seven
(:mod:`.top_table`). :mod:`.plan` puts these together from an event read by the one
load -> check -> score service; :mod:`.roundfile` writes the draw as a round file and
:mod:`.explain` says what was done and why. Everything here is pure: the same inputs and
seed give the same boards.
"""
