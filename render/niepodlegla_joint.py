"""The open joint decision of Niepodległa (There Will Be No Independence Without National Consent): what
the table decides, the stage it is at (a proposal, the answers, the arbiter), and the proposal on the table in
the board's words (card numbers and seat names).
"""

from __future__ import annotations

from render.niepodlegla_labels import label, seat_name, short_card
from render.niepodlegla_pen import Pen
from rules.core.messages import CATALOGUE
from rules.niepodlegla.view import NiepodleglaView


def _joint(pen: Pen) -> None:
    """The open joint decision: what is decided, the stage it is at, and the proposal on the table."""
    view, rect = pen.view, pen.panel_rect("joint")
    pen.panel(rect, outline="proposal" if view.joint is not None else "border")
    joint = view.joint
    y = rect.y + 20
    x = rect.x + 14
    x += pen.text((x, y), pen.t("joint"), "heading", heavy=True)
    if joint is None:
        pen.text((x + 16, y), pen.t("no_joint"), "body", fill="muted")
        return
    if CATALOGUE.has(f"render.niepodlegla.joint.{joint.kind}"):
        x += pen.text((x, y), f" — {pen.t('joint.' + joint.kind)}", "heading")
    arbiter = pen.t("arbiter", seat=seat_name(view, joint.arbiter, pen.lang))
    if x + 30 + pen.width(arbiter, "small") <= rect.right - 14:
        pen.text((rect.right - 14, y), arbiter, "small", fill="muted", anchor="rm")
    y = rect.y + 50
    x = rect.x + 14
    proposer = seat_name(view, joint.proposer, pen.lang) if joint.proposer is not None else "—"
    if joint.stage == "respond":
        pen.text((x, y), pen.t("stage.respond", seat=proposer), "small", heavy=True)
    elif joint.stage == "arbiter":
        arbiter_name = seat_name(view, joint.arbiter, pen.lang)
        pen.text((x, y), pen.t("stage.arbiter", seat=arbiter_name), "small", heavy=True, fill="objected")
    else:
        pen.text((x, y), pen.t("stage.propose"), "small", heavy=True)
    if joint.proposal:
        words = _proposal_words(view, joint.proposal, pen.lang)
        pen.text((x, y + 26), pen.fit(words, rect.w - 28, "small", True), "small", heavy=True, fill="proposal")


def _proposal_words(view: NiepodleglaView, proposal: str, lang: str = "en") -> str:
    """A proposal's action text with card numbers and seat names for the keys in it: ``propose missions
    a09=grey … dice grey=7 …`` reads ``dice: Grey 7 … · A-09 → Grey …`` (the division of the dice first:
    the missions proposed are also shown on the cards)."""
    seats = {s.key: seat_name(view, s.seat, lang) for s in view.seats}
    cards = {c.key: short_card(c, lang) for c in view.table}
    cities = {c.key: c.name for c in view.cities}
    words = proposal.split()
    if words and words[0] == "propose":
        words = words[1:]
    if words and words[0] in ("missions", "city", "remove", "discard", "jail", "challenges", "effect", "harder"):
        words = words[1:]
    prefix = ""
    if "dice" in words:
        at = words.index("dice")
        division = [w.partition("=") for w in words[at + 1 :]]
        prefix = f"{label(lang, 'dice')}: " + ", ".join(f"{seats.get(k, k)} {v}" for k, _, v in division) + " · "
        words = words[:at]
    out = []
    for word in words:
        key, eq, value = word.partition("=")
        if eq:
            name = cards.get(key) or seats.get(key) or cities.get(key) or key
            out.append(f"{name} → {seats.get(value, '—' if value == '-' else value)}")
        else:
            out.append(cards.get(word) or seats.get(word) or cities.get(word) or word)
    return prefix + (", " if any("→" in w for w in out) else " ").join(out)
