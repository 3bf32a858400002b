"""The benchmarks (``python -m bot bench``) and the doubles they and the tests stand in for Discord and
PostgreSQL with.

- ``run``: the command and the DESIGN §8 figures, each against its floor in the same run;
- ``ai``: the AI seats' strength and speed; ``load``: a thousand live games in one process and several;
  ``table``: the table's voice (posts, pings, clicks) through the Discord layer;
- ``fake_discord``: a recording Discord (HTTP and gateway faked) that drives the real discord.py dispatch;
  ``fake_openapi``: its check of every request against Discord's own API description;
- ``pgserver``: a throwaway PostgreSQL server for the tests and the load benchmark.

May import everything in the project; nothing in the product imports it (``python -m bot bench`` reaches it
from ``bot/__main__.py`` only).
"""
