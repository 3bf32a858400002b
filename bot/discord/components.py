"""Buttons, menus and modals built from any decision's form, with stateless custom ids.

Every component's custom id carries the game id, the decision step it was drawn for, what it does and any
partial answer, e.g. ``mz:s:12:7:t:0a01`` (game 12, step 7, the next word after the words chosen so far),
and, on a message that offers several seats different forms, the seat it is for (``…:t:0a01:2``). Nothing
is kept in memory, so prompts and modals keep working after a restart, and a click on a prompt from an
earlier step is recognisably stale.

Few clicks (DESIGN §4, the table's voice): a form's presets are one-click buttons; a small answer space is
offered whole (every legal answer as one button or menu option); a word-by-word answer fills in every word
that is forced and is sent as soon as it is whole and cannot go on; "pass", "done" and other one-word
answers are buttons beside the menu; an allocation of up to six places is one modal of menus (the last
place gets what is left), pre-filled with the answer the table would play at the deadline. Discord's limits
shape them: at most 5 rows, 5 buttons a row, 25 options a menu, 5 inputs a modal.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast

import discord

from bot.discord.replies import answered
from bot.words.i18n import t
from bot.words.text import answer_label, counted, unit_in
from rules.core.decision import Amount, Assign, Choice, Form, Options, Split, Steps
from rules.core.forms import fill_forced, fits, parse_pairs, remembered, split_feasible, whole_answers
from rules.core.memo import Memo
from rules.core.messages import CATALOGUE

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
MAX_BUTTONS = 20
MAX_ROW = 5
MAX_OPTIONS = 25
MAX_BUTTON_LABEL = 80
MAX_MENU_TEXT = 100
MODAL_INPUTS = 5

UTILITY = ("f", "h", "p", "c", "q", "r")
"""Kinds that do not answer: the full board, help, the private copy of a prompt, Change, Answer ahead, Rules."""
AHEAD = "q"
"""The kind of the Answer ahead button, and the prefix of the kinds of an answer-ahead prompt's components (its
form is the decision the seat will owe next in the chain: ``qo`` picks one of its options, ``qn`` a number...)."""


def menu_option(label: str, value: str, description: str = "") -> discord.SelectOption:
    """A menu option; a label longer than Discord allows goes on in the option's description (before the
    option's own detail), cut between two items of a list where it can be and else between two words, never
    inside one, so that two options never read the same."""
    if len(label) <= MAX_MENU_TEXT:
        return discord.SelectOption(label=label, value=value, description=clip(description) or None)
    head, tail = cut_label(label, MAX_MENU_TEXT - 1)
    described = "…" + tail + (f" — {description}" if description else "")
    return discord.SelectOption(label=head + "…", value=value, description=clip(described))


LIST_BREAKS = (" · ", "; ", ", ")
"""Where a long label is best cut: between the items of a list (the words of an answer, the parts of a
proposal)."""


def cut_label(text: str, size: int) -> tuple[str, str]:
    """``text`` cut in two, the first part within ``size`` characters: between two items of a list if one ends in
    its second half, else between two words (within a word only when the first ``size`` characters hold none)."""
    for brk in LIST_BREAKS:
        cut = text.rfind(brk, 0, size + len(brk))
        if cut >= size // 2:
            return text[:cut].rstrip(), text[cut + len(brk) :]
    cut = text.rfind(" ", 0, size + 1)
    if cut > 0:
        return text[:cut].rstrip(" ,;·"), text[cut + 1 :]
    return text[:size], text[size:]


def clip(text: str, size: int = MAX_MENU_TEXT) -> str:
    """A one-line text within ``size`` characters, cut between words with "…"."""
    if len(text) <= size:
        return text
    cut = text.rfind(" ", 0, size - 1)
    return text[: cut if cut > 0 else size - 1].rstrip(" ,;") + "…"


def encode(values: list[int]) -> str:
    return "".join(DIGITS[v] for v in values)


def index_value(text: str) -> int | None:
    """A menu value or a number from a custom id as a non-negative number: ASCII digits only and at most four
    (``'²'.isdigit()`` is true but ``int('²')`` fails); ``None`` for a forged or garbled value, which is then
    refused in a sentence."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 4 else None


def valid_partial(form: Assign | Split, partial: list[int]) -> bool:
    """Whether the values of an allocation built place by place are each still allowed (a forged or stale
    custom id may carry any)."""
    if len(partial) > len(form.slots):
        return False
    return all(value in next_values(form, partial[:index]) for index, value in enumerate(partial))


def decode(text: str) -> list[int]:
    return [DIGITS.index(ch) for ch in text]


def encode_path(indices: list[int]) -> str:
    """Indices of the words chosen in a Steps form, two base-36 digits each."""
    return "".join(DIGITS[i // 36] + DIGITS[i % 36] for i in indices)


def decode_path(text: str) -> list[int]:
    return [DIGITS.index(text[i]) * 36 + DIGITS.index(text[i + 1]) for i in range(0, len(text) - 1, 2)]


def steps_words(form: Steps, path: list[int]) -> list[str] | None:
    """The words a path of indices chose, or ``None`` if the tree no longer has them."""
    words: list[str] = []
    for index in path:
        choices = form.after(words).choices
        if not 0 <= index < len(choices):
            return None
        words.append(choices[index].text)
    return words


def words_path(form: Steps, words: Sequence[str]) -> list[int]:
    """The indices of ``words`` in the tree (the inverse of :func:`steps_words`)."""
    path: list[int] = []
    done: list[str] = []
    for word in words:
        texts = [c.text for c in form.after(done).choices]
        path.append(texts.index(word))
        done.append(word)
    return path


@dataclass(frozen=True)
class Ref:
    """What a decision component refers to: game, step, kind and data, and the seat when one message
    offers several seats different forms."""

    game_id: int
    step: int
    kind: str
    data: str = ""
    seat: int | None = None

    @property
    def ahead(self) -> bool:
        """An answer-ahead prompt's component (or the Answer ahead button itself)."""
        return self.kind.startswith(AHEAD)

    def plain(self) -> Ref:
        """The same reference without the answer-ahead prefix (what it picks, whichever prompt it is on)."""
        return Ref(self.game_id, self.step, self.kind[len(AHEAD) :], self.data, self.seat) if self.ahead else self

    def kinded(self, kind: str, data: str | None = None) -> Ref:
        """Another component of the same prompt (an answer-ahead prompt's keeps its prefix)."""
        prefix = AHEAD if self.ahead else ""
        return Ref(self.game_id, self.step, prefix + kind, self.data if data is None else data, self.seat)

    def _tail(self) -> str:
        return f"{self.game_id}:{self.step}:{self.kind}:{self.data}" + ("" if self.seat is None else f":{self.seat}")

    def button_id(self) -> str:
        return "mz:b:" + self._tail()

    def select_id(self) -> str:
        return "mz:s:" + self._tail()

    def modal_id(self) -> str:
        return "mz:m:" + self._tail()


REF = r"(?P<gid>\d+):(?P<step>\d+):(?P<kind>[a-z]+):(?P<data>[0-9a-z]*)(?::(?P<seat>\d+))?"
MODAL = re.compile(r"^mz:m:" + REF + "$")


def ref_from(match: re.Match[str]) -> Ref:
    seat = match["seat"]
    return Ref(int(match["gid"]), int(match["step"]), match["kind"], match["data"], int(seat) if seat else None)


class Answering(Protocol):
    async def on_component(self, interaction: discord.Interaction[Any], ref: Ref, values: list[str]) -> None: ...


class Lobbying(Protocol):
    async def on_button(self, interaction: discord.Interaction[Any], game_id: int, action: str, data: str) -> None: ...

    async def on_vote(self, interaction: discord.Interaction[Any], game_id: int, agree: bool) -> None: ...


class Host(Protocol):
    """What a component's click reaches through ``interaction.client`` (the bot): the prompts and the lobby."""

    @property
    def prompts(self) -> Answering: ...

    @property
    def lobby(self) -> Lobbying: ...


class DecisionButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"mz:b:" + REF):
    """A button of a decision prompt; the bot's prompt handler does the work."""

    def __init__(self, ref: Ref, label: str, style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        super().__init__(discord.ui.Button(label=clip(label, MAX_BUTTON_LABEL), style=style, custom_id=ref.button_id()))
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DecisionButton:
        label = getattr(item, "label", None) or "…"
        return cls(ref_from(match), label)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        host = cast(Host, interaction.client)
        await answered(host.prompts.on_component(interaction, self.ref, values=[]), "a click")


class DecisionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"mz:s:" + REF):
    """A select menu of a decision prompt (a number, the next word, a whole answer, one of many choices)."""

    def __init__(self, ref: Ref, options: list[discord.SelectOption] | None = None, placeholder: str = "") -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=ref.select_id(),
                options=options or [discord.SelectOption(label="…", value="0")],
                placeholder=clip(placeholder, 150) or None,
                min_values=1,
                max_values=1,
            )
        )
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DecisionSelect:
        made = cls(ref_from(match))
        made.item._values = list(getattr(item, "values", []) or (interaction.data or {}).get("values", []))  # type: ignore[attr-defined]
        return made

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        host = cast(Host, interaction.client)
        values = list((interaction.data or {}).get("values", []))  # type: ignore[union-attr]
        await answered(host.prompts.on_component(interaction, self.ref, values=values), "a choice in a menu")


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"mz:l:(?P<gid>\d+):(?P<action>[a-z]+):(?P<data>[a-z_]*)"
):
    """Join, leave, start and option toggles on a lobby message (and the placeholder details at the start)."""

    def __init__(
        self,
        game_id: int,
        action: str,
        label: str,
        data: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=style, custom_id=f"mz:l:{game_id}:{action}:{data}"))
        self.game_id = game_id
        self.action = action
        self.data = data

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LobbyButton:
        return cls(int(match["gid"]), match["action"], getattr(item, "label", None) or "…", match["data"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        host = cast(Host, interaction.client)
        await answered(host.lobby.on_button(interaction, self.game_id, self.action, self.data), "a lobby button")


VOTE = r"mz:v:(?P<gid>\d+):(?P<answer>[yn])"


class VoteButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=VOTE):
    """Agree or refuse in a table vote (taking back moves, ending the game)."""

    def __init__(self, game_id: int, agree: bool, label: str) -> None:
        style = discord.ButtonStyle.success if agree else discord.ButtonStyle.danger
        super().__init__(
            discord.ui.Button(label=label[:80], style=style, custom_id=f"mz:v:{game_id}:{'y' if agree else 'n'}")
        )
        self.game_id = game_id
        self.agree = agree

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> VoteButton:
        return cls(int(match["gid"]), match["answer"] == "y", getattr(item, "label", None) or "…")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        host = cast(Host, interaction.client)
        await answered(host.lobby.on_vote(interaction, self.game_id, self.agree), "a vote")


# --- modals ------------------------------------------------------------------------------------------


def amount_modal(ref: Ref, form: Amount, title: str, lang: str = "en") -> discord.ui.Modal:
    """Type a number (a bid) when the range is too wide for one menu. Sent, never stored: its submit is
    handled by its custom id (``mz:m:…``), like the buttons, after a restart or hours later."""
    modal = discord.ui.Modal(title=clip(title, 45), custom_id=ref.kinded("n", "").modal_id())
    label = t(lang, "bot.form.amount_label", low=form.low, high=form.high, unit=unit_in(form.unit, lang))
    modal.add_item(
        discord.ui.TextInput(label=clip(label.strip(), 45), placeholder=str(form.low), max_length=6, custom_id="n")
    )
    modal.stop()  # not kept in discord.py's view store: the submit is dispatched by its custom id
    return modal


def modal_slots(form: Assign | Split) -> tuple[int, str]:
    """How many places the allocation modal asks for, and how the sixth place is settled: ``""`` (there is
    none), ``"rest"`` (it gets what is left: a split's remainder, the one item an assignment has left) or
    ``"first"`` (an assignment with items to spare: its value is chosen on the prompt before the modal)."""
    if len(form.slots) <= MODAL_INPUTS:
        return len(form.slots), ""
    if isinstance(form, Assign) and len(form.pool) > len(form.slots):
        return MODAL_INPUTS, "first"
    return MODAL_INPUTS, "rest"


def allocation_modal(
    ref: Ref, form: Assign | Split, values: dict[str, int], lang: str = "en"
) -> discord.ui.Modal | None:
    """One modal for an allocation of up to six places: a menu per place, pre-filled with ``values``; a
    sixth place gets what is left, or was chosen before (its value in ``ref.data``). ``None`` when the form
    has more places than that."""
    count, sixth = modal_slots(form)
    if len(form.slots) > MODAL_INPUTS + 1:
        return None
    last = form.slots[-1].label_in(lang)
    if sixth == "rest":
        title = t(lang, "bot.modal.rest", slot=last)
    elif sixth == "first":
        title = t(lang, "bot.modal.chosen", slot=last, value=decode(ref.data)[0] if ref.data else "?")
    else:
        title = t(lang, "bot.modal.title")
    kind = "a" if isinstance(form, Assign) else "s"
    modal = discord.ui.Modal(title=clip(title, 45), custom_id=ref.kinded(kind).modal_id())
    if isinstance(form, Assign):
        choices = [sorted(set(form.pool))] * count
    else:
        choices = [list(range(min(cap, MAX_OPTIONS - 1) + 1)) for cap in form.caps[:count]]
    for index, slot in enumerate(form.slots[:count]):
        options = [
            discord.SelectOption(label=str(v), value=str(v), default=values.get(slot.key) == v) for v in choices[index]
        ]
        select: discord.ui.Select[Any] = discord.ui.Select(custom_id=f"v{index}", options=options, min_values=1)
        modal.add_item(
            discord.ui.Label(
                text=clip(slot.label_in(lang), 45), description=clip(slot.detail_in(lang)) or None, component=select
            )
        )
    modal.stop()
    return modal


def modal_answer(
    form: Assign | Split, picked: dict[str, list[str]], data: str = ""
) -> tuple[str, dict[str, int]] | None:
    """The action text a submitted allocation modal means (a sixth place getting what is left, or the value
    chosen before the modal, ``data``), with the values by place; ``None`` if a menu came back empty or not
    a number."""
    count, sixth = modal_slots(form)
    values: dict[str, int] = {}
    for index, slot in enumerate(form.slots[:count]):
        chosen = picked.get(f"v{index}") or []
        value = index_value(chosen[0]) if len(chosen) == 1 else None
        if value is None or value > (max(form.pool) if isinstance(form, Assign) else form.caps[index]):
            return None
        values[slot.key] = value
    last = form.slots[-1].key
    if sixth == "first":
        if not data:
            return None
        values[last] = decode(data)[0]
    elif sixth == "rest" and isinstance(form, Assign):
        left = list(form.pool)
        for v in values.values():
            if v in left:
                left.remove(v)
        values[last] = left[0] if len(left) == 1 else -1
    elif sixth == "rest" and isinstance(form, Split):
        values[last] = form.total - sum(values.values())
    text = form.verb + " " + " ".join(f"{s.key}={values[s.key]}" for s in form.slots)
    return text, values


def pairs_of(form: Assign | Split, text: str) -> dict[str, int]:
    """The values of an allocation's action text, by place (``{}`` if it does not read)."""
    try:
        return parse_pairs(text.split()[1:], {s.key: s.key for s in form.slots}, "")
    except Exception:
        return {}


# --- building prompts --------------------------------------------------------------------------------

Row = list[discord.ui.Item[Any]]


_FITTING: Memo[tuple[Sequence[Choice], list[Choice]]] = Memo(256)
"""The presets that fit, by the identity of a form's presets (kept alive by the entry): a prompt's buttons and
its text both ask, and checking a preset walks the form."""


def presets_of(form: Form) -> list[Choice]:
    """The form's presets that still fit it (a preset that no longer fits is not offered)."""
    presets: Sequence[Choice] = getattr(form, "presets", ())
    if not presets:
        return []
    walks = isinstance(form, Steps) and form.presets_walk
    kept = _FITTING.get(id(presets), lambda: (presets, [p for p in presets if walks or fits(form, p.text)]))
    return list(kept[1])


def form_rows(
    game_id: int,
    step: int,
    form: Form,
    partial: list[int] | None = None,
    lang: str = "en",
    seat: int | None = None,
    rows: int = 4,
    ahead: bool = False,
    owner: str = "",
) -> list[Row]:
    """The components of one seat's form (or of its next wizard step, given the partial answer), in at
    most ``rows`` rows, labelled in ``lang``. ``seat`` binds them to a seat on a message that offers
    several seats different forms, and ``owner`` (his name) is then written on each of them; ``ahead``: the
    form of an answer-ahead prompt (its kinds prefixed)."""
    if not owner:
        return _form_rows(game_id, step, form, partial, lang, seat, rows, ahead)
    return owned(_form_rows(game_id, step, form, partial, lang, seat, rows, ahead, buttons=1), owner, lang)


GENERIC_PLACEHOLDERS = ("bot.form.choose", "bot.form.several", "bot.form.presets", "bot.form.amount_menu")
"""The placeholders that name no place (a wizard's names its place): after an owner's name they go on in lower
case ("Dmowski: choose…")."""


def owned(rows: list[Row], owner: str, lang: str) -> list[Row]:
    """The components of one seat's form on a message that offers several seats theirs, each naming its owner: a
    menu's placeholder ("Dmowski: choose…"), a button's label ("Done (Dmowski)"). Nobody mistakes another's
    menu for his own (it would be refused)."""
    generic = {t(lang, key) for key in GENERIC_PLACEHOLDERS}
    for row in rows:
        for item in row:
            inner = item.item
            if isinstance(inner, discord.ui.Select):
                text = inner.placeholder or t(lang, "bot.form.choose")
                what = text[:1].lower() + text[1:] if text in generic else text
                inner.placeholder = clip(t(lang, "bot.form.owned_menu", seat=owner, what=what), 150)
            elif isinstance(inner, discord.ui.Button):
                label = t(lang, "bot.form.owned_button", seat=owner, what=inner.label or "")
                inner.label = clip(label, MAX_BUTTON_LABEL)
    return rows


def _form_rows(
    game_id: int,
    step: int,
    form: Form,
    partial: list[int] | None,
    lang: str,
    seat: int | None,
    rows: int,
    ahead: bool,
    buttons: int = MAX_BUTTONS,
) -> list[Row]:
    """:func:`form_rows`; ``buttons``: the most choices offered as buttons rather than in a menu (one, for a seat's
    own form among others': his menu's placeholder names him once, not each of his buttons)."""
    prefix = AHEAD if ahead else ""

    def ref(kind: str, data: str = "") -> Ref:
        return Ref(game_id, step, prefix + kind, data, seat)

    out: list[Row] = []
    partial = partial or []
    form = remembered(form)  # the whole answers, their labels and the wizard walk the same prefixes
    presets = presets_of(form) if not partial else []
    if presets:
        out += _choice_rows(ref, "x", presets, lang, 1, buttons)
    if isinstance(form, Options):
        out += _choice_rows(ref, "o", list(form.choices), lang, rows - len(out), buttons)
        return out[:rows]
    if isinstance(form, Amount):
        if form.high - form.low + 1 <= MAX_OPTIONS:
            options = [
                discord.SelectOption(label=counted(n, form.unit, lang), value=str(n))
                for n in range(form.low, form.high + 1)
            ]
            out.append([DecisionSelect(ref("n"), options, t(lang, "bot.form.amount_menu"))])
        else:
            out.append([DecisionButton(ref("m"), t(lang, "bot.form.amount_button"), discord.ButtonStyle.primary)])
        return out[:rows]
    if not partial:
        whole = whole_answers(form)
        if whole is not None and len(whole) > 1:
            offered = {p.text for p in presets}  # a preset is not offered twice
            indices = [i for i, text in enumerate(whole) if text not in offered]
            answers = [Choice(whole[i], answer_label(form, whole[i], lang)) for i in indices]
            out += _choice_rows(ref, "k", answers, lang, rows - len(out), buttons, indices)
            return out[:rows]
    if isinstance(form, Steps):
        return (out + _steps_rows(ref, form, partial, lang, rows - len(out)))[:rows]
    if not partial and allocation_fits_modal(form):
        if isinstance(form, Assign) and modal_slots(form)[1] == "first":  # the sixth place first; the modal follows
            slot = form.slots[-1]
            options = [
                discord.SelectOption(label=f"{slot.label_in(lang)}: {v}", value=str(v)) for v in sorted(set(form.pool))
            ]
            out.append([DecisionSelect(ref("w"), options, t(lang, "bot.form.first_slot", slot=slot.label_in(lang)))])
            return out[:rows]
        label = t(lang, "bot.form.own_answer" if presets else "bot.form.answer")
        out.append([DecisionButton(ref("w"), label, discord.ButtonStyle.primary)])
        return out[:rows]
    return (out + _wizard_rows(ref, form, partial, lang))[:rows]


def allocation_fits_modal(form: Assign | Split) -> bool:
    """Whether an allocation fits one modal: five places, or six with the last getting what is left."""
    return len(form.slots) <= MODAL_INPUTS + 1 and (
        isinstance(form, Assign) or all(cap < MAX_OPTIONS for cap in form.caps[:MODAL_INPUTS])
    )


def _choice_rows(
    ref: Any,
    kind: str,
    choices: list[Choice],
    lang: str,
    rows: int,
    buttons: int = MAX_BUTTONS,
    indices: Sequence[int] | None = None,
) -> list[Row]:
    """Choices as buttons (few and short: at most ``buttons``) or menus of 25 (with each option's detail as its
    description); ``indices``: each choice's index in the list a click names (by default its place here)."""
    if rows <= 0 or not choices:
        return []
    at = list(indices) if indices is not None else list(range(len(choices)))
    labels = [c.label_in(lang) for c in choices]
    if len(choices) <= min(buttons, rows * MAX_ROW) and all(len(label) <= MAX_BUTTON_LABEL for label in labels):
        style = discord.ButtonStyle.success if kind == "x" else discord.ButtonStyle.primary
        made: list[discord.ui.Item[Any]] = [
            DecisionButton(ref(kind, str(i)), label, style) for i, label in zip(at, labels, strict=True)
        ]
        return [made[i : i + MAX_ROW] for i in range(0, len(made), MAX_ROW)]
    options = [menu_option(label, str(i), c.detail_in(lang)) for i, c, label in zip(at, choices, labels, strict=True)]
    placeholder = t(lang, "bot.form.presets" if kind == "x" else "bot.form.choose")
    out: list[Row] = []
    for start in range(0, min(len(options), MAX_OPTIONS * rows), MAX_OPTIONS):
        chunk = options[start : start + MAX_OPTIONS]
        out.append([DecisionSelect(ref(kind, DIGITS[start // MAX_OPTIONS]), chunk, placeholder)])
    return out


def one_word(form: Steps, words: list[str], choice: Choice) -> bool:
    """Whether choosing ``choice`` after ``words`` (and every forced word after it) ends the answer."""
    done = fill_forced(form, [*words, choice.text])
    step = form.after(done)
    return step.complete and not step.choices


def several(form: Steps, words: Sequence[str]) -> tuple[Choice, ...] | None:
    """The next words when they are a set to pick from: the things the game says are picked together (the
    Foreign Policy cards to discard, a card held twice listed twice), or next words every one of which ends a
    whole answer, with only more of the same after it (the dice to re-roll). ``None`` otherwise."""
    step = form.after(words)
    if step.several is not None:
        return step.several.items if 1 <= len(step.several.items) <= MAX_OPTIONS else None
    if picked_already(form, words):
        return None  # (the set was picked: what follows it is one choice)
    choices = step.choices
    if not 2 <= len(choices) <= MAX_OPTIONS:
        return None
    texts = {c.text for c in choices}
    grows = False
    for choice in choices:
        after = form.after([*words, choice.text])
        following = {c.text for c in after.choices}
        if not after.complete or not following <= texts - {choice.text}:
            return None
        grows = grows or bool(following)
    return choices if grows else None


def most_picks(form: Steps, words: Sequence[str], group: Sequence[Choice]) -> int:
    """How many of a set's words one menu of several may pick (the game's limit, else all of them)."""
    chosen = form.after(words).several
    return min(len(group), chosen.most) if chosen is not None else len(group)


def picked_already(form: Steps, words: Sequence[str]) -> set[str]:
    """The words of things picked together that the words so far end with (the cards just discarded): the set
    was picked in its menu of several, so the next step offers only what follows it."""
    for start in range(len(words) - 1, -1, -1):
        chosen = form.after(words[:start]).several
        if chosen is not None:
            texts = {c.text for c in chosen.items}
            return texts if set(words[start:]) <= texts else set()
    return set()


def _steps_rows(ref: Any, form: Steps, path: list[int], lang: str, rows: int) -> list[Row]:
    """The next word: one-word answers as buttons ("Pass", "Done"), a set of words as one menu of several
    (the dice to re-roll; the cards to discard, beside the country that follows them), the rest in menus of
    25; Submit when the words so far are a whole action that could still go on; Start over once a word is
    chosen."""
    start = fill_forced(form, [])
    words = fill_forced(form, steps_words(form, path) or [])
    path = words_path(form, words)
    nxt = form.after(words)
    data = encode_path(path)
    out: list[Row] = []
    buttons: list[discord.ui.Item[Any]] = []
    tail: list[discord.ui.Item[Any]] = []
    if nxt.complete and words:
        submit = t(lang, "bot.form.submit") if nxt.submit is None else CATALOGUE.label(nxt.submit, lang)
        tail.append(DecisionButton(ref("ts", data), submit, discord.ButtonStyle.success))
    if len(words) > len(start):
        tail.append(DecisionButton(ref("tr"), t(lang, "bot.form.start_over")))
    group = several(form, words)
    hidden = picked_already(form, words)
    if group is not None:
        options = [menu_option(c.label_in(lang), str(i), c.detail_in(lang)) for i, c in enumerate(group)]
        name = nxt.several.name if nxt.several is not None else None
        placeholder = t(lang, "bot.form.several") if name is None else clip(CATALOGUE.label(name, lang), 150)
        select = DecisionSelect(ref("v", data), options, placeholder)
        select.item.max_values = most_picks(form, words, group)
        if nxt.several is None:
            if tail:
                out.append(tail)
            out.append([select])
            return out[:rows]
        out.append([select])  # the things picked together, in a menu of their own; the rest follows
        rows -= 1
        hidden = {c.text for c in group}
    labels = [c.label_in(lang) for c in nxt.choices]
    shown = [i for i, c in enumerate(nxt.choices) if c.text not in hidden]
    single = [
        i
        for i in shown
        if not nxt.onward and len(labels[i]) <= MAX_BUTTON_LABEL and one_word(form, words, nxt.choices[i])
    ]
    room = 2 * MAX_ROW - len(tail) if rows > 2 else MAX_ROW - len(tail)
    if len(single) > room:
        single = []
    for index in single:
        buttons.append(
            DecisionButton(ref("u", data + encode_path([index])), labels[index], discord.ButtonStyle.primary)
        )
    menu = two_words(form, words, [i for i in shown if i not in single], lang)
    if len(menu) <= 3 and len(buttons) + len(menu) <= room and all(len(e[1]) <= MAX_BUTTON_LABEL for e in menu):
        for path_on, label, _ in menu:
            buttons.append(DecisionButton(ref("u", data + encode_path(path_on)), label))
        menu = []
    buttons += tail
    button_rows = [buttons[i : i + MAX_ROW] for i in range(0, len(buttons), MAX_ROW)]
    menus = rows - len(button_rows)
    options = [menu_option(label, ".".join(map(str, on)), detail) for on, label, detail in menu]
    placeholder = t(lang, "bot.form.choose")
    menus_out: list[Row] = []
    for chunk in range(min(menus, (len(options) + MAX_OPTIONS - 1) // MAX_OPTIONS)):
        part = options[chunk * MAX_OPTIONS : (chunk + 1) * MAX_OPTIONS]
        menus_out.append([DecisionSelect(ref("t", data + DIGITS[chunk]), part, placeholder)])
    return out + (button_rows + menus_out)[:rows]


def two_words(form: Steps, words: list[str], indices: list[int], lang: str) -> list[tuple[list[int], str, str]]:
    """The options of the next word's menu, each (its path from here, label, detail): a word that cannot end
    the answer is offered with each of the words that may follow it ("Recruit · Ukraine"), so the common
    answer takes a click less, when all of them fit one menu."""
    choices = form.after(words).choices
    following: list[tuple[int, tuple[Choice, ...]]] = []  # each word, and the words offered with it
    count = 0
    for i in indices:
        choice = choices[i]
        after = form.after([*words, choice.text])
        pairs = not after.complete and len(after.choices) >= 2 and several(form, [*words, choice.text]) is None
        following.append((i, after.choices if pairs else ()))
        count += len(after.choices) if pairs else 1
        if count > MAX_OPTIONS:  # the pairs do not fit one menu: labelled only when they are offered
            return [([i], choices[i].label_in(lang), choices[i].detail_in(lang)) for i in indices]
    out: list[tuple[list[int], str, str]] = []
    for i, then in following:
        choice = choices[i]
        if not then:
            out.append(([i], choice.label_in(lang), choice.detail_in(lang)))
            continue
        head = choice.label_in(lang).rstrip("…").strip()
        out += [([i, j], f"{head} · {d.label_in(lang)}", d.detail_in(lang)) for j, d in enumerate(then)]
    return out


def _wizard_rows(ref: Any, form: Assign | Split, partial: list[int], lang: str) -> list[Row]:
    """An allocation too large for one modal: one menu per place, each value it may still take."""
    kind = "a" if isinstance(form, Assign) else "s"
    out: list[Row] = []
    if len(partial) < len(form.slots):
        slot = form.slots[len(partial)]
        values = next_values(form, partial)
        label = slot.label_in(lang)
        options = [discord.SelectOption(label=f"{label}: {v}", value=str(v)) for v in values]
        out.append([DecisionSelect(ref(kind, encode(partial)), options, f"{label}…")])
    if partial:
        out.append([DecisionButton(ref(kind + "r"), t(lang, "bot.form.start_over"))])
    return out


def fill_wizard(form: Assign | Split, partial: list[int]) -> list[int]:
    """``partial`` extended by every place whose value is forced."""
    done = list(partial)
    while len(done) < len(form.slots):
        values = next_values(form, done)
        if len(values) != 1:
            break
        done.append(values[0])
    return done


def build_view(
    game_id: int,
    step: int,
    form: Form,
    partial: list[int] | None = None,
    lang: str = "en",
    seat: int | None = None,
    rules: bool = False,
) -> discord.ui.View:
    """The components for one seat's form alone (a DM, a private copy), labelled in ``lang``; ``rules``: the
    decision has a rules topic (its Rules button)."""
    rows = form_rows(game_id, step, form, partial, lang, seat, rows=4)
    return compose(rows, [utility_row(game_id, step, lang, rules=rules)])


def utility_row(
    game_id: int, step: int, lang: str, board: bool = True, ahead: bool = False, rules: bool = False
) -> Row:
    """The full board, the rules of the decision (``rules``: it has a topic) and the typing help, one click away on
    every prompt; ``ahead``: the Answer ahead button (for the players who will owe a decision later in this chain,
    each shown his own, privately)."""
    row: Row = []
    if ahead:
        row.append(DecisionButton(Ref(game_id, step, AHEAD), t(lang, "bot.ahead.button"), discord.ButtonStyle.success))
    if board:
        row.append(DecisionButton(Ref(game_id, step, "f"), t(lang, "bot.form.full_board")))
    if rules:
        row.append(DecisionButton(Ref(game_id, step, "r"), t(lang, "bot.form.rules")))
    row.append(DecisionButton(Ref(game_id, step, "h"), t(lang, "bot.form.help")))
    return row


class Components(discord.ui.View):
    """A message's components. Every item the bot posts is a dynamic item, dispatched by its custom id and never
    through the view that posted it, so an item keeps no reference back to its view: the view and its items are
    then freed by reference counting once the message is sent, not left in a reference cycle for the garbage
    collector, whose pauses stall the event loop (about 30 objects a click; issue 12)."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def add_item(self, item: discord.ui.Item[Any]) -> Components:
        if not isinstance(item, discord.ui.DynamicItem):
            raise TypeError(f"a message's items are dynamic items, not {type(item).__name__}")
        super().add_item(item)
        item._update_view(None)  # type: ignore[no-untyped-call]
        return self


def compose(*groups: list[Row]) -> Components:
    """A view from rows of items, in order, within Discord's five rows."""
    view = Components()
    row_number = 0
    for group in groups:
        for row in group:
            if not row or row_number >= 5:
                continue
            for item in row[:MAX_ROW]:
                item.row = row_number
                view.add_item(item)
            row_number += 1
    return view


def next_values(form: Assign | Split, partial: list[int]) -> list[int]:
    """The values the next slot may take given the slots filled so far."""
    filled = {slot.key: v for slot, v in zip(form.slots, partial, strict=False)}
    if isinstance(form, Assign):
        left = list(form.pool)
        for v in partial:
            left.remove(v)
        return sorted(set(left))
    slot = form.slots[len(partial)]
    cap = form.caps[len(partial)]
    return [n for n in range(cap + 1) if split_feasible(form, {**filled, slot.key: n})]


def wizard_answer(form: Assign | Split, partial: list[int]) -> str:
    return form.verb + " " + " ".join(f"{slot.key}={v}" for slot, v in zip(form.slots, partial, strict=True))
