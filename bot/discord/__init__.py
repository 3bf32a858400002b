"""The Discord adapter: the bot, its cogs and everything it posts.

- ``app``: :class:`MarszalekBot`, which wires the services below and dispatches Discord's events to them;
- ``cogs/``: the slash commands (lobby, play, admin), thin: they validate, call the table and reply;
- ``components``: buttons, menus and modals built from a decision, and their custom ids;
- ``prompts``: a player's answer from a click, ``/play`` or a DM, the reply and the DM prompts;
- ``announce``, ``live``, ``dashboard``: what follows an action in the channel, the thread and the live message;
- ``scheduler``: deadlines, reminders and stand-ins as they fall due; ``ai_seats``: the AI players' turns;
- ``hand``, ``translator``, ``invite``: a seat's private view, the commands' Polish, the invite link.

May import: the table service (``bot.table``), storage, the shared words (``bot.words``) and the shared
modules at ``bot/``'s top, ``render`` and ``rules``. Never the terminal adapter or the benchmarks.
"""
