"""The table's own words in English and Polish, shared by both adapters.

- ``i18n``: the Discord layer's and the table service's sentences (``t(lang, key)``);
- ``cli``: the command line's, the local table's and a record's sentences;
- ``text``: naming seats, saying a rules message, fitting text to what a player reads without scrolling;
- ``present``: what the adapters show of a decision (one value per state, seat and language);
- ``ai_text``: the AI seats' sentences; ``topics``: the ``/rules`` topics.

May import ``rules`` (its messages and catalogues) and ``bot.editions``; nothing else of ``bot``.
"""
