"""Pure game engines: the game-agnostic kernel (:mod:`rules.core`) and one package per game.

Nothing here imports discord, a database, PIL or asyncio, reads the clock, touches the disk or the
network, or draws a random number from anywhere but the game's own seeded RNG (DESIGN §1-2).
"""
