"""The tracks of Niepodległa's board: the rounds I-VI with the countdown (basic), the time track 1-10
with the hourglass and the shield, the February Revolution and 11 November 1918 (advanced; Special Events,
Phase 6: Time Effects), the two policy tracks facing each other (The Foreign Policy and National Consent
Tracks), and the morale track (Summary of Rounds I-V; Phase 4: Morale Check).
"""

from __future__ import annotations

from render.niepodlegla_labels import _numeral
from render.niepodlegla_pen import WIDE, Pen

REVOLUTION_FIELD = 6


def _round_track(pen: Pen) -> None:
    """Rounds I–VI: the time marker on the current round; I–V hold the countdown cards, VI is the final."""
    view, rect = pen.view, pen.panel_rect("track")
    pen.panel(rect)
    y = rect.y + rect.h // 2
    x = rect.x + 14 + pen.text((rect.x + 14, y), pen.t("round"), "heading", heavy=True) + 16
    cell = 140
    for n in range(1, view.rounds + 1):
        current, past = n == view.round, n < view.round
        box = (x, rect.y + 8, x + cell - 8, rect.bottom - 9)
        fill = "highlight" if current else "past" if past else "slot"
        pen.draw.rounded_rectangle(box, radius=8, fill=pen.colour(fill), outline=pen.colour("border"), width=1)
        ink = "highlight_text" if current else "ink"
        pen.text((x + 14, y - 8), _numeral(n), "big", heavy=True, fill=ink, anchor="lm")
        caption = pen.t("final") if n == view.rounds else pen.t("countdown")
        pen.text((x + 14, y + 20), pen.fit(caption, cell - 30, "small"), "small", fill=ink if current else "muted")
        if current:
            pen.hourglass((x + cell - 28, y - 8), 26)
        x += cell
    deck = pen.t("deck", n=view.deck)
    pen.text((rect.right - 16, y), deck, "body", heavy=True, anchor="rm")


def _time_track(pen: Pen) -> None:
    """Fields 1–10: the hourglass (time marker) on the current field, the shield over the field it covers,
    the February Revolution at 6 and 11 November 1918 at the last."""
    view, rect = pen.view, pen.panel_rect("time")
    pen.panel(rect)
    fields = max(view.rounds, 1)
    rows = 1 if rect.w >= WIDE else 2  # a focus image: two rows of five fields
    per_row = -(-fields // rows)
    band = (rect.h - 10) // rows
    left = rect.x + 14 + pen.text((rect.x + 14, rect.y + band // 2 + 5), pen.t("time"), "heading", heavy=True) + 16
    cell = (rect.right - 14 - left) // per_row
    for n in range(1, fields + 1):
        row, column = divmod(n - 1, per_row)
        x = left + column * cell
        top = rect.y + 10 + row * band
        y = top + band // 2 - 5
        current, past = n == view.round, n < view.round
        box = (x, top, x + cell - 8, top + band - 11)
        fill = "highlight" if current else "past" if past else "slot"
        pen.draw.rounded_rectangle(box, radius=8, fill=pen.colour(fill), outline=pen.colour("border"), width=1)
        ink = "highlight_text" if current else "ink"
        pen.text((x + 12, y - 10), str(n), "big", heavy=True, fill=ink)
        caption = ""
        if n == REVOLUTION_FIELD:
            caption = pen.t("revolution")
        elif n == fields:
            caption = pen.t("november")
        if caption:
            pen.text((x + 10, y + 24), pen.fit(caption, cell - 24, "small"), "small", fill=ink if current else "muted")
        if current:
            pen.hourglass((x + cell - 30, y - 10), 28)
        if view.shield == n:
            pen.shield((x + cell - 30 if not current else x + cell - 58, y - 10), 28)


def _policy(pen: Pen) -> None:
    """The two policy tracks facing each other: foreign policy from the left, national consent from the
    right, so the markers meet where the two levels add up to the meeting sum."""
    view, rect = pen.view, pen.panel_rect("policy")
    pen.panel(rect)
    top, meet = max(view.track_top, 1), view.meet_at or view.track_top
    first, last = min(0, meet - top), max(top, meet)
    columns = last - first + 1
    label_w = 270
    x0 = rect.x + 14 + label_w
    cell = (rect.right - 14 - x0) // columns
    rows = (("foreign", view.foreign, 1), ("consent", view.consent, -1))
    for i, (key, level, direction) in enumerate(rows):
        y = rect.y + 24 + i * 38
        style = pen.layout.tracks[key]
        pen.draw.rectangle((rect.x + 14, y - 12, rect.x + 22, y + 12), fill=style.fill)
        pen.text((rect.x + 30, y), pen.fit(pen.t(key), label_w - 24, "body", True), "body", heavy=True)
        for value in range(0, top + 1):
            column = value if direction > 0 else meet - value
            x = x0 + (column - first) * cell
            box = (x + 2, y - 15, x + cell - 3, y + 15)
            if value == level:
                pen.draw.rounded_rectangle(box, radius=6, fill=style.fill, outline=style.outline, width=2)
                pen.text(((box[0] + box[2]) // 2, y), str(value), "body", heavy=True, fill=style.text, anchor="mm")
            else:
                pen.draw.rounded_rectangle(box, radius=6, fill=pen.colour("slot"), outline=pen.colour("faint"))
                pen.text(((box[0] + box[2]) // 2, y), str(value), "small", fill="muted", anchor="mm")
    apart = view.consent + view.foreign - meet
    note = pen.t("met", n=apart) if apart >= 0 else pen.t("apart", n=-apart)
    pen.text((rect.x + 14, rect.bottom - 16), note, "small", heavy=True, fill="submitted" if apart >= 0 else "waiting")


def _morale(pen: Pen) -> None:
    """The morale track: the markers left (the first four orange), the empty spaces, the "X"."""
    view, rect = pen.view, pen.panel_rect("morale")
    pen.panel(rect)
    advanced = view.version == "advanced"
    spaces = max(view.morale, pen.piece["morale_slots"] if advanced else view.morale_cap)
    count = str(view.morale) if advanced else pen.t("of", n=view.morale, total=view.morale_cap)
    pen.heading(rect, pen.t("morale"))
    pen.text((rect.right - 14, rect.y + 20), count, "heading", heavy=True, fill="highlight", anchor="rm")
    size = pen.piece["slot_size"]
    step = min(size + 4, (rect.w - 28) // max(1, spaces + 1))
    x, y = rect.x + 14, rect.y + 62
    for i in range(spaces):
        centre = (x + size // 2, y)
        if i < view.morale:
            pen.marker(centre, orange=i < 4, size=min(size, step))
        else:
            pen.slot(centre, min(size, step))
        x += step
    x += 8
    if x + size > rect.right - 14:
        x, y = rect.x + 14, y + 38
    centre = (x + size // 2, y)
    pen.slot(centre, size, round_=False)
    pen.text(centre, "X", "small", heavy=True, fill="muted", anchor="mm")
    if view.overflow:
        pen.marker(centre, orange=True, size=size - 6)
        x += size + 8
        if x + pen.width(pen.t("overflow"), "small", True) > rect.right - 14:
            x, y = rect.x + 14, y + 34
        pen.text((x, y), pen.t("overflow"), "small", heavy=True, fill="objected")
    rule = pen.t(f"morale_rule.{'advanced' if advanced else 'basic'}")
    pen.text((rect.x + 14, rect.bottom - 20), pen.fit(rule, rect.w - 28, "small"), "small", fill="muted")
