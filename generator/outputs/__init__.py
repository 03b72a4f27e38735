"""The outputs that are not pages: results.json, ranking.csv, the iCalendar files (listed
in :mod:`podium.outputs.registry`), and podium score's tables."""
