"""The scoring systems, one module each (see podium.scoring.registry)."""
