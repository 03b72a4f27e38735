"""The build, by stage: :mod:`~generator.build.pipeline` is the recipe (discover -> load ->
check -> score -> plan -> render -> write); :mod:`~generator.build.sources` discovers and
hashes the inputs; :mod:`~generator.build.service` loads, checks and scores (for every
command); :mod:`~generator.build.memo` keeps stages' results in the
:mod:`~generator.build.cache`; :mod:`~generator.build.workers` makes events in worker
processes; :mod:`~generator.build.writer` publishes; :mod:`~generator.progress` reports.
"""
