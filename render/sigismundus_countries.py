"""The Foreign Policy Directions track and the Neighbouring Countries of Sigismundus Augustus (rulebook,
"The Board"; Foreign Policy; Scoring).

The track shows each space's points and the country marker lying on it, crowned once turned; each country's
field shows its space, the houses' House markers on it, who holds its seal and its bonus, and a Secret Pact.
The focus image's table of countries names them as the track does (:func:`_short_name`).
"""

from __future__ import annotations

from render.layout_base import Style
from render.sigismundus_labels import PREFIX
from render.sigismundus_pen import CROWN, Pen, _disc_item, _row
from rules.core.messages import CATALOGUE
from rules.sigismundus.view import CountryView, SigismundusView


def _country_name(pen: Pen, country: CountryView) -> str:
    return pen.named(f"country.{country.key}", country.name)


def _short_name(pen: Pen, country: CountryView) -> str:
    key = PREFIX + f"short.{country.key}"
    return pen.t(f"short.{country.key}") if CATALOGUE.has(key) else _country_name(pen, country)


def _foreign(pen: Pen, view: SigismundusView) -> None:
    """The Foreign Policy Directions track: each space's points, and the country marker lying on it (the
    crowned side up once turned)."""
    rect = pen.layout.panels["foreign"]
    pen.panel(rect)
    pen.text((rect.x + 14, rect.y + 18), pen.t("foreign"), "small", heavy=True, fill="muted")
    spaces = max(1, len(view.countries))
    gap = 8
    width = (rect.w - 28 - gap * (spaces - 1)) // spaces
    top, bottom = rect.y + 34, rect.bottom - 10
    y = (top + bottom) // 2
    for i, country in enumerate(view.countries):
        x = rect.x + 14 + i * (width + gap)
        pen.draw.rounded_rectangle(
            (x, top, x + width, bottom), radius=8, fill=pen.colour("field"), outline=pen.colour("border")
        )
        points = pen.t("points", first=country.first, second=country.second)
        middle = x + 10 + pen.width(points, "small", True) // 2
        pen.text((middle, y - 11), str(country.space), "body", heavy=True, anchor="mm")
        pen.text((middle, y + 12), points, "small", heavy=True, fill="muted", anchor="mm")
        left = x + 20 + pen.width(points, "small", True)
        _direction_marker(pen, pen.layout.country(country.key).style, country, (left, x + width - 8, y))


def _direction_marker(pen: Pen, style: Style, country: CountryView, span: tuple[int, int, int]) -> None:
    """A country's Foreign Policy marker: its colours and short name, a gold crown and rim when crowned."""
    left, right, y = span
    crown = f"{CROWN} " if country.crowned else ""
    name = pen.fit(_short_name(pen, country), right - left - 20 - pen.width(crown, "small", True), "small", True)
    width = pen.width(crown + name, "small", True) + 18
    x = right - width
    height = pen.piece["chip"]
    outline = pen.colour("gold") if country.crowned else style.outline
    box = (x, y - height // 2, right, y + height // 2)
    pen.draw.rounded_rectangle(box, radius=6, fill=style.fill, outline=outline, width=3 if country.crowned else 2)
    if crown:
        x += 9 + pen.text((x + 9, y), crown, "small", heavy=True, fill="gold")
        pen.text((x, y), name, "small", heavy=True, fill=style.text)
    else:
        pen.text((x + 9, y), name, "small", heavy=True, fill=style.text)


def _country(pen: Pen, view: SigismundusView, country: CountryView) -> None:
    """A Neighbouring Country field: its place on the track, the houses' markers, the seal and its bonus."""
    box = pen.layout.country(country.key)
    rect, style = box.rect, box.style
    pen.panel(rect, outline=style.outline, width=3)
    pen.draw.rounded_rectangle((rect.x + 2, rect.y + 2, rect.right - 3, rect.y + 40), radius=8, fill=style.fill)
    y = rect.y + 21
    right = rect.right - 14
    if country.crowned:
        right -= 4 + pen.text((right, y), CROWN, "heading", heavy=True, fill="gold", anchor="rm")
    name, size = pen.shrink(_country_name(pen, country), right - rect.x - 24, heavy=True)
    pen.text((rect.x + 14, y), name, size, True, style.text)
    x, y = rect.x + 14, rect.y + 60
    where = pen.t("space", space=country.space, first=country.first, second=country.second)
    pen.text((x, y), where, "small", heavy=True, fill="muted")
    if country.pact:
        text = pen.t("pact")
        pen.pill(rect.right - 14 - pen.pill_width(text) + 6, y, text, pen.style("pact", "pact_text"))
    y += 36
    start = pen.label((x, y), pen.t("markers"))
    items = [_disc_item(pen, y, seat, str(count), 13) for seat, count in enumerate(country.markers) if count]
    if items:
        _row(pen, (start, y), rect.right - 10, items)
    else:
        pen.text((start, y), pen.t("none"), "small", fill="muted")
    y += 36
    start = pen.label((x, y), pen.t("seal"))
    pen.seat_disc((start + 13, y), 13, country.seal)
    if country.seal is not None and 0 <= country.seal < len(view.seats):
        name = pen.fit(pen.local(view.seats[country.seal].house), rect.right - start - 50, heavy=True)
        pen.text((start + 34, y), name, heavy=True)
    y += 32
    bonus = pen.t("bonus", bonus=pen.t(f"bonus.{country.bonus}", amount=country.bonus_amount))
    if CATALOGUE.has(PREFIX + f"bonus.{country.bonus}"):
        pen.text((x, y), pen.fit(bonus, rect.w - 28, "small"), "small", fill="muted")
