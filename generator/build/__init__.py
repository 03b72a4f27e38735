"""The build pipeline, its cache, its site writer and its progress reports."""
