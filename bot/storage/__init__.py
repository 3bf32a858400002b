"""Storage: games as seed plus append-only action log, with checkpoints at phase boundaries (DESIGN §3)."""
