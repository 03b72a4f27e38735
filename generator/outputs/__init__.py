"""The downloadable outputs: results.json, ranking.csv and podium score's tables."""
