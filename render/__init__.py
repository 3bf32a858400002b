"""Board images: draw a game's view (never its state) with Pillow and return PNG bytes (DESIGN §5)."""
