"""What the commands use beyond the build: diff, git history, scaffolding, serve, schemas."""
