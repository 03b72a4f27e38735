"""The scoring systems, one module each (see generator.scoring.registry)."""
