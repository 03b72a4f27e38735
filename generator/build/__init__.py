"""The build, by stage: :mod:`~podium.build.pipeline` is the recipe (discover -> load ->
check -> score -> plan -> render -> write); :mod:`~podium.build.sources` discovers and
hashes the inputs; :mod:`~podium.build.service` loads, checks and scores (for every
command); :mod:`~podium.build.memo` keeps stages' results in the
:mod:`~podium.build.cache`; :mod:`~podium.build.workers` makes events in worker
processes; :mod:`~podium.build.writer` publishes; :mod:`~podium.progress` reports.
"""
