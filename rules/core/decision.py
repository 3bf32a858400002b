"""What the table is waiting for: decisions, the shape of their answers, and events.

A :class:`Decision` names the seats that must answer now, whether the answers are secret (hidden
until all are in, then revealed together) and simultaneous or taken in turn order, the legal
answers as a *form* per seat, and a default answer per seat for when a seat runs out of time
(DESIGN §2). The Discord layer and the local table turn forms into buttons, menus, autocomplete
and prompts without knowing the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core.messages import CATALOGUE, Msg, Param


@dataclass(frozen=True, init=False, eq=False)
class Choice:
    """One enumerated answer: its canonical action text and a label for a button.

    ``name`` is the label for every language (a catalogue :class:`Msg` or a :class:`Name`), when the
    game gives one: a surface that knows its reader's language formats it instead of ``label``. A choice
    made with a ``name`` and no ``label`` builds its English label when first read: a wizard's walk builds
    many menus whose labels nobody reads (a Niepodległa proposal: 25 menus of 25), and building them was
    most of what it cost the bot's event loop."""

    text: str
    name: Param | None
    detail: Param | None
    """What the answer does and costs, in one short line (a card's effect, a mission's requirements, what a
    token buys), shown beside the label where the surface has room (a menu option's description)."""
    _label: str | None = field(repr=False)
    _from_name: bool = field(repr=False)
    """The English label is the name's (built when first read, then kept for English readers too)."""

    def __init__(
        self, text: str, label: str | None = None, name: Param | None = None, detail: Param | None = None
    ) -> None:
        if label is None and name is None:
            raise ValueError(f"choice {text!r} has neither a label nor a name")
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "_label", label)
        object.__setattr__(self, "_from_name", label is None)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "detail", detail)

    @property
    def label(self) -> str:
        """The label in English (the game's own text, or its name's English text)."""
        label = self._label
        if label is None:
            assert self.name is not None  # (the constructor asks for one of the two)
            label = CATALOGUE.label(self.name, "en")
            object.__setattr__(self, "_label", label)
        return label

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Choice):
            return NotImplemented
        return self.text == other.text and self.label == other.label

    def __hash__(self) -> int:
        return hash((self.text, self.label))

    def label_in(self, lang: str) -> str:
        """The label in ``lang``."""
        if self.name is None or (self._from_name and lang == "en"):
            return self.label
        return CATALOGUE.label(self.name, lang)

    def detail_in(self, lang: str) -> str:
        """The detail in ``lang`` ("" when the game gives none)."""
        return "" if self.detail is None else CATALOGUE.label(self.detail, lang)


@dataclass(frozen=True)
class Slot:
    """A named place in an :class:`Assign` or :class:`Split` form (a province, the Royal Court);
    ``name`` as for :class:`Choice`."""

    key: str
    label: str
    name: Param | None = field(default=None, compare=False)
    detail: Param | None = field(default=None, compare=False)
    """What a value in this slot means ("tokens here send that many dice to Prussia"), as for :class:`Choice`."""

    def label_in(self, lang: str) -> str:
        """The label in ``lang``."""
        return self.label if self.name is None else CATALOGUE.label(self.name, lang)

    def detail_in(self, lang: str) -> str:
        """The detail in ``lang`` ("" when the game gives none)."""
        return "" if self.detail is None else CATALOGUE.label(self.detail, lang)


@dataclass(frozen=True)
class Options:
    """Choose exactly one of an enumerated list of answers."""

    choices: tuple[Choice, ...]


@dataclass(frozen=True)
class Amount:
    """Pick a whole number in ``[low, high]``; the action text is ``"{verb} {n}"``."""

    verb: str
    low: int
    high: int
    unit: str = ""


@dataclass(frozen=True)
class Assign:
    """Give every slot exactly one item from a multiset ``pool`` of numbers, each item used once.

    The action text is ``"{verb} slot=value slot=value ..."`` in slot order.
    """

    verb: str
    slots: tuple[Slot, ...]
    pool: tuple[int, ...]
    presets: tuple[Choice, ...] = field(default=(), compare=False)
    """Whole answers offered in one click ("same as last turn", "spread evenly"), each legal now."""


@dataclass(frozen=True)
class Split:
    """Split ``total`` units among slots, at most ``caps[i]`` in slot ``i``.

    The action text is ``"{verb} slot=n ..."`` listing every slot in order.
    """

    verb: str
    slots: tuple[Slot, ...]
    caps: tuple[int, ...]
    total: int
    presets: tuple[Choice, ...] = field(default=(), compare=False)
    """Whole answers offered in one click, as for :class:`Assign`."""


@dataclass(frozen=True)
class Several:
    """Things picked together at one step of a :class:`Steps` form (the Foreign Policy cards to discard).

    ``items`` holds one choice per thing, in the order their words are written (a card held twice is two
    choices with one word); any of them, one at least and ``most`` at most, may follow the words so far, and
    after them the step's choices that are none of their words (the country that gets the markers). A
    surface offers them as one menu of several picks, apart from the step's other choices. ``name`` says what
    they are, for that menu's placeholder."""

    items: tuple[Choice, ...]
    most: int
    name: Param | None = None


@dataclass(frozen=True)
class Step:
    """What may follow the words chosen so far in a :class:`Steps` form.

    ``choices`` are the legal next words (``Choice.text`` is the word), ``complete`` says whether the
    words so far already make a whole action that may be submitted as it is. ``onward`` is the game's word
    that none of the choices ends the action, even with the forced words after it (a Niepodległa proposal's
    missions are followed by its dice): a surface that looks for one-click answers need not walk each
    choice's next step to find none (building those steps is most of what drawing a large wizard costs).
    ``several``: some of the choices are things picked together (:class:`Several`). ``submit`` says what
    sending the words so far as they are does ("Spread the markers over several countries"), for a surface's
    Submit button, when the game knows better than "Submit".
    """

    choices: tuple[Choice, ...]
    complete: bool = False
    onward: bool = False
    several: Several | None = None
    submit: Param | None = None


@dataclass(frozen=True)
class Steps:
    """An answer built word by word, each word chosen from the legal ones given the words before.

    For actions whose space is too large to list but easy to walk (a special action with its
    target, a recruitment with its counts). ``after(words)`` returns the :class:`Step` that may
    follow ``words``; the action text is the words joined by spaces. The game still validates the
    final text: the walk only guides.
    """

    after: Callable[[Sequence[str]], Step]
    hint: str = ""
    presets: tuple[Choice, ...] = field(default=(), compare=False)
    """Whole answers offered in one click (a suggested Niepodległa proposal, the last one again), each
    legal now, as for :class:`Assign`."""
    presets_walk: bool = field(default=False, compare=False)
    """Each preset is known to be a whole answer of this tree (the game built or checked it so): a surface
    need not walk it to find out (a Niepodległa proposal's walk builds a menu of labels at every word)."""


Form = Options | Amount | Assign | Split | Steps


@dataclass(frozen=True)
class Decision:
    """One thing the table waits for.

    ``seats`` are the seats that must answer; for a simultaneous decision ``answered`` lists those
    that already have (public knowledge: who, never what). A decision with ``private_choices`` is
    answered in the open, but its forms are shown to their seat alone.
    """

    key: str
    seats: tuple[int, ...]
    prompt: Msg
    forms: Mapping[int, Form]
    defaults: Mapping[int, str]
    rule: str
    secret: bool = False
    simultaneous: bool = False
    answered: frozenset[int] = field(default_factory=frozenset)
    private_choices: bool = False
    """The answer is public, but the choices show what only the seat knows (the cards in its hand): the
    seat alone is shown them."""
    explain: Msg | None = field(default=None, compare=False)
    """What the decision means for the player, in a sentence or two a newcomer understands (each token is
    how many dice go to that province; the Royal Court's sum picks the Hetman and sizes the Royal Army)."""
    topic: str = field(default="", compare=False)
    """The key of the ``/rules`` topic that explains this decision (``data/<game>/rules.toml``)."""
    public_forms: bool = field(default=False, compare=False)
    """For a secret or private-choices decision: every seat's form follows from what everyone can see (a
    range from a public purse, never a hand), so an answer that is the only legal one may be played at once
    without telling anyone anything (:func:`rules.core.forms.forced_answer`)."""

    def waiting_for(self) -> tuple[int, ...]:
        """The seats that still owe an answer."""
        return tuple(s for s in self.seats if s not in self.answered)

    def answered_by(self, seats: frozenset[int]) -> Decision:
        """The same decision once ``seats`` have answered it (a copy of its attributes: this is on every
        simultaneous answer's path)."""
        new = object.__new__(Decision)
        new.__dict__.update(self.__dict__)
        object.__setattr__(new, "answered", seats)
        return new


@dataclass(frozen=True)
class Event:
    """Something that happened, in words a player understands.

    ``to`` is ``None`` for everyone (channel, thread, spectators) or the seats that may read it.
    ``dice`` holds the faces of a roll, if the event is one. An event of kind ``"board"`` marks the
    end of a phase and carries a copy of the state at that moment in ``board``, so the board can be
    shown after every phase even when several automatic phases run in one step; it is public and
    must only ever be drawn through a spectator view.
    """

    msg: Msg
    to: tuple[int, ...] | None = None
    kind: str = "info"
    dice: tuple[int, ...] = ()
    board: Any = field(default=None, compare=False, repr=False)

    @property
    def public(self) -> bool:
        return self.to is None


def form_text(form: Assign | Split, values: Mapping[str, int]) -> str:
    """The canonical action text for a filled-in :class:`Assign` or :class:`Split` form."""
    return form.verb + " " + " ".join(f"{slot.key}={values[slot.key]}" for slot in form.slots)
