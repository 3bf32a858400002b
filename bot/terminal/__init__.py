"""The terminal adapter: the local table, every seat in one terminal (``python -m bot local``).

- ``local``: the command line, the hot-seat loop, scripts, random play to the result, resuming a saved game;
- ``screen``: what is on the screen in hot-seat play, and whose secrets (hidden before the device is passed);
- ``prompts``: a decision as the table asks it, its answers numbered with their names and what they do;
- ``builder``: an answer built step by step (a proposal, a special action), word by word;
- ``ahead``: ``:ahead``, answering a turn before it comes;
- ``rulebook``: ``:rules``, the rules topics;
- ``typed``: game names and Boże's Polish verbs as typed, made canonical.

May import: the table service (``bot.table``), storage, the shared words (``bot.words``) and the shared
modules at ``bot/``'s top, ``render`` and ``rules``. Never the Discord adapter or the benchmarks.
"""
