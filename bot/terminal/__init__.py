"""The terminal adapter: the local table, every seat in one terminal (``python -m bot local``).

- ``local``: the hot-seat loop, scripts, random play to the result, resuming a saved game.

May import: the table service (``bot.table``), storage, the shared words (``bot.words``) and the shared
modules at ``bot/``'s top, ``render`` and ``rules``. Never the Discord adapter or the benchmarks.
"""
