"""A player's private view: the text of what he holds (his own hidden things included) and his own
board image. Shown by ``/hand`` (ephemeral) and sent by DM to a player who takes over a seat."""

from __future__ import annotations

import asyncio

from bot.images import board_png, has_board
from bot.table import Loaded
from bot.words.i18n import t
from bot.words.text import say, seat_namer


async def private_view(loaded: Loaded, seat: int, lang: str) -> tuple[str, bytes | None]:
    """(text, PNG) of ``seat``'s view; only ever for that seat's own reader. The text may be longer than
    one message: send it through the length-safe helpers."""
    game, state, record = loaded.game, loaded.state, loaded.record
    namer = seat_namer(game, state, {s.seat: s.name for s in record.seats}, lang)
    described = game.describe(state, seat)
    lines = [t(lang, "bot.hand.title", title=game.title, id=record.id, headline=say(described[0], namer, lang),
               seat=namer(seat))]  # fmt: skip
    lines += [say(line, namer, lang) for line in described[1:]]
    decision = loaded.decision_for(seat)
    if decision is not None:
        lines.append(t(lang, "bot.hand.waiting", prompt=loaded.shown(decision, seat, lang).prompt))
    png = (
        await asyncio.to_thread(board_png, record.game, game.view(state, seat), lang)
        if has_board(record.game)
        else None
    )
    return "\n".join(lines), png
