"""What a Niepodległa card gives and costs, as icons and words (Rewards for Completing Missions; Phase 3:
Negative Effects; Phase 5: Positive Effects).

An effect of the view becomes an item, an icon kind and its words in the reader's language
(:func:`effect_item`); a card's effects become lines of items, a sign before each (+ gives, − costs), wrapped
into the room the card has left (:func:`_effects`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial

from render.niepodlegla_labels import PREFIX, figure_name, label
from render.niepodlegla_pen import OBSTACLE_GLYPHS, SYMBOLS, Pen
from rules.core.messages import CATALOGUE
from rules.niepodlegla.view import CardView, EffectView

Item = tuple[str, str]
"""A piece of an effect as drawn: an icon kind ("" for none, "independence", an obstacle kind, a symbol,
"black", "hourglass", "shield") and its words."""


def _effect_lines(pen: Pen, card: CardView) -> list[tuple[str, list[Item], str]]:
    """What the card gives (+) and what it costs (−, and ⚠ when a failure costs it too), as drawn items."""
    lines: list[tuple[str, list[Item], str]] = []
    cities = {c.key: c.name for c in pen.view.cities}
    if card.reward_kind:
        lines.append(("+", reward_items(card.reward_kind, pen.lang), "submitted"))
    elif any(card.rewards):
        lines.append(("+", effect_items(card.rewards, pen.lang, cities), "submitted"))
    if card.penalties:
        items = effect_items((card.penalties,), pen.lang, cities)
        if card.warning:
            items = [*items, ("", f"(⚠ {pen.t('if_failed')})")]
        lines.append(("−", items, "warning"))
    return lines


def reward_items(kind: str, lang: str = "en") -> list[Item]:
    """A basic card's reward (``green1``…: where its independence tokens go) as drawn items in ``lang``."""
    return [("independence", _label_or(lang, f"reward.{kind}", kind))]


def effect_items(
    alternatives: Sequence[Sequence[EffectView]], lang: str = "en", cities: Mapping[str, str] | None = None
) -> list[Item]:
    """Effects as drawn items in ``lang``: each alternative's effects one after another, "or" between
    alternatives. ``cities`` names the areas of the map by key (as the map names them)."""
    items: list[Item] = []
    for i, alternative in enumerate(alternatives):
        if i:
            items.append(("", label(lang, "or")))
        items.extend(effect_item(effect, lang, cities) for effect in alternative)
    return items


SIMPLE = {
    "black": "black",
    "hourglass": "hourglass",
    "remove": "",
    "shield": "shield",
    "flip": "",
}
"""The effects with no arguments, and their icons (``render.niepodlegla.effect.<verb>`` names each)."""
TRACK_VERBS = ("consent", "foreign")


def effect_item(effect: EffectView, lang: str = "en", cities: Mapping[str, str] | None = None) -> Item:
    """One effect as an icon and words in ``lang``: an independence token or an obstacle token of its kind,
    and the place, track, figure or token it names (a key the board has no word for is shown as the key)."""
    t = partial(label, lang)
    verb = effect.verb
    if verb in SIMPLE:
        return (SIMPLE[verb], t(f"effect.{verb}"))
    if verb in ("token", "tokens2", "obstacle", "obstacles2"):
        where = place_name(effect.place, lang, cities)
        icon = "independence" if verb.startswith("token") else effect.kind
        return (icon, t("effect.tokens2", place=where) if verb.endswith("2") else t("effect.token", place=where))
    if verb in TRACK_VERBS:
        return ("", t("effect.track", track=t(f"track.{verb}"), n=f"{effect.n:+d}"))
    if verb == "figure":
        return ("", t("effect.figure", figure=figure_name(effect.kind, lang)))
    if verb == "gain":
        return ("", t("effect.gain", name=_label_or(lang, f"token.{effect.kind}", effect.kind)))
    if verb == "discard":
        return ("", t("effect.discard", n=effect.n))
    if verb == "jail":
        return ("", _label_or(lang, f"effect.jail.{effect.kind}", effect.kind))
    return ("", " ".join(str(w) for w in (verb, effect.kind, effect.place, effect.n or "") if w))


def place_name(key: str, lang: str = "en", cities: Mapping[str, str] | None = None) -> str:
    """A place an effect names, in ``lang``: any area, the Russian partition, a region, or an area of the
    map (its name from ``cities``, as the map writes it)."""
    if key in ("any", "russia"):
        return label(lang, f"place.{key}")
    if CATALOGUE.has(PREFIX + f"region.{key}"):
        return label(lang, f"region.{key}")
    return (cities or {}).get(key, key)


def _label_or(lang: str, key: str, fallback: str) -> str:
    """The board label ``key`` in ``lang``, or ``fallback`` where the catalogue has none."""
    return label(lang, key) if CATALOGUE.has(PREFIX + key) else fallback


def _effects(
    pen: Pen, origin: tuple[int, int], right: int, sign: str, items: Sequence[Item], ink: str, rows: int = 1
) -> int:
    """Effects: a sign, then each effect's token and words; words that do not fit go on to the next of ``rows``
    lines (under the first word), and what still does not fit is cut with an ellipsis at ``right``. Returns
    the lines used."""
    x, y = origin
    x += pen.text((x, y), sign, "body", heavy=True, fill=ink) + 6
    size = 18
    used = 1
    for i, (icon, words) in enumerate(items):
        if x >= right - 20:
            break
        if i and words != pen.t("or") and items[i - 1][1] != pen.t("or"):
            x += pen.text((x - 6, y), ",", "small") + 2
        if icon:
            _item_icon(pen, icon, (x + size // 2, y), size)
            x += size + 4
        muted = words == pen.t("or")
        fill = "muted" if muted else "ink"
        left = x
        text = words
        while used < rows and pen.width(text, "small") > right - x:
            head, tail = _split_to_fit(pen, text, right - x)
            if not head:
                break
            pen.text((x, y), head, "small", fill=fill)
            text, x, y, used = tail, left, y + 22, used + 1
        x += pen.text((x, y), pen.fit(text, right - x, "small"), "small", fill=fill) + 6
    return used


def _split_to_fit(pen: Pen, text: str, width: int) -> tuple[str, str]:
    """The most whole words of ``text`` that fit ``width`` pixels, and the rest ("" and ``text``: none fit)."""
    words = text.split(" ")
    for n in range(len(words) - 1, 0, -1):
        head = " ".join(words[:n])
        if pen.width(head, "small") <= width:
            return head, " ".join(words[n:])
    return "", text


def _item_icon(pen: Pen, icon: str, centre: tuple[int, int], size: int) -> None:
    if icon == "independence":
        pen.independence(centre, size)
    elif icon in OBSTACLE_GLYPHS:
        pen.obstacle(centre, icon, size)
    elif icon in SYMBOLS:
        pen.symbol(centre, icon, size)
    elif icon == "black":
        pen.black_die(centre, size)
    elif icon == "hourglass":
        pen.hourglass(centre, size)
    elif icon == "shield":
        pen.shield(centre, size)
