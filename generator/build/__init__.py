"""The build, by stage: :mod:`~podium.build.pipeline` is the recipe (discover -> load ->
check -> score -> plan -> render -> write); :mod:`~podium.build.sources` discovers and
hashes the inputs; :mod:`~podium.build.service` loads, checks and scores (for every
command); :mod:`~podium.build.cache` keeps one record per event and per output;
:mod:`~podium.build.workers` makes events in worker processes;
:mod:`~podium.build.writer` publishes, under :mod:`~podium.build.lock`;
:mod:`~podium.progress` reports.
"""
