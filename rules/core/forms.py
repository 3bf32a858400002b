"""Generic help for the answer forms: parsing ``verb key=value`` text, checking it against a form,
suggesting completions for autocomplete, and drawing a random legal answer (for demos and soak
tests). All of it is game-agnostic, so every game's allocations behave the same way everywhere.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import lru_cache

from rules.core.decision import Amount, Assign, Choice, Decision, Form, Options, Slot, Split, Step, Steps, form_text
from rules.core.errors import IllegalAction, MalformedAction
from rules.core.messages import CATALOGUE, Name, Param, msg
from rules.core.numbers import is_count, is_number, read_number


def parse_pairs(words: list[str], aliases: Mapping[str, str], what: Param) -> dict[str, int]:
    """Parse ``key=value`` words, mapping each key through ``aliases`` (lower-case, no diacritics);
    ``what`` names what a key must be, in the error ("a province": text or a catalogue message)."""
    values: dict[str, int] = {}
    for word in words:
        key, sep, raw = word.partition("=")
        if not sep or not key or not raw:
            raise MalformedAction(msg("core.error.pair", word=repr(word)))
        canonical = aliases.get(normalise(key))
        if canonical is None:
            raise MalformedAction(msg("core.error.not_a", word=repr(key), what=what))
        if canonical in values:
            raise IllegalAction(msg("core.error.twice", place=canonical))
        values[canonical] = read_number(raw)
    return values


def with_zeros(values: Mapping[str, int], keys: Sequence[str], *, zeros: int | None = None) -> dict[str, int]:
    """What a player typed, with every place of ``keys`` he left out at 0, in the order of ``keys`` (so
    ``place muscovy=1`` or ``dice prussia=3`` need not name the empty places; the log keeps the whole
    canonical text). ``zeros``: how many places may hold a 0 at all (Boże's influence tokens hold one 0
    token: a place left out is filled only while that holds); ``None`` for counts, where any place may be 0.
    Keys not in ``keys`` are kept, after them, for the rules to refuse by name."""
    missing = [k for k in keys if k not in values]
    typed_zeros = sum(1 for v in values.values() if v == 0)
    fill = zeros is None or len(missing) + typed_zeros <= zeros
    out = {k: values.get(k, 0) for k in keys if k in values or fill}
    out.update({k: v for k, v in values.items() if k not in out})
    return out


_FOLD = str.maketrans("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ", "acelnoszzACELNOSZZ")


@lru_cache(maxsize=4096)
def normalise(word: str) -> str:
    """Lower-case and strip Polish diacritics and separators, for lenient matching of names (kept for the
    words seen lately: reading an answer normalises each of its words against every name it may be)."""
    return word.translate(_FOLD).lower().replace("-", "").replace("_", "").replace(" ", "")


def check_assign(form: Assign, values: Mapping[str, int], rule: str) -> None:
    """Every slot gets exactly one item, and only items from the pool, each used once."""
    missing = [_place(slot) for slot in form.slots if slot.key not in values]
    if missing:
        raise IllegalAction(msg("core.error.missing", places=missing), rule=rule)
    extra = set(values) - {slot.key for slot in form.slots}
    if extra:
        raise IllegalAction(msg("core.error.extra", places=sorted(extra)), rule=rule)
    want = Counter(values.values())
    have = Counter(form.pool)
    for value, count in sorted(want.items()):
        if count > have[value]:
            held = have[value]
            raise IllegalAction(
                msg("core.error.token_twice", value=value, count=count, held=held)
                if held
                else msg("core.error.no_token", value=value),
                rule=rule,
            )


def check_split(form: Split, values: Mapping[str, int], rule: str) -> None:
    """Every slot named, none over its cap, none negative, and the total exactly right."""
    for slot, cap in zip(form.slots, form.caps, strict=True):
        if slot.key not in values:
            raise IllegalAction(msg("core.error.unnamed", place=_place(slot)), rule=rule)
        n = values[slot.key]
        if n < 0:
            raise IllegalAction(msg("core.error.negative", place=_place(slot)), rule=rule)
        if n > cap:
            raise IllegalAction(msg("core.error.at_most", place=_place(slot), cap=cap), rule=rule)
    extra = set(values) - {slot.key for slot in form.slots}
    if extra:
        raise IllegalAction(msg("core.error.extra", places=sorted(extra)), rule=rule)
    total = sum(values.values())
    if total != form.total:
        raise IllegalAction(msg("core.error.total", total=form.total, got=total), rule=rule)


def _place(slot: Slot) -> Param:
    """A slot as an error names it: its name in every language if it has one, else its label."""
    return slot.name if slot.name is not None else slot.label


def split_feasible(form: Split, filled: Mapping[str, int]) -> bool:
    """Whether the slots not yet filled can still take what is left."""
    left = form.total - sum(filled.values())
    room = sum(cap for slot, cap in zip(form.slots, form.caps, strict=True) if slot.key not in filled)
    return 0 <= left <= room


def suggest(form: Form, typed: str, limit: int = 25) -> list[Choice]:
    """Up to ``limit`` legal completions of what a player has typed so far."""
    typed_norm = " ".join(typed.lower().split())
    if isinstance(form, Options):
        hits = [c for c in form.choices if typed_norm in c.text.lower() or typed_norm in c.label.lower()]
        return hits[:limit]
    if isinstance(form, Steps):
        return _suggest_steps(form, typed_norm, limit)
    if isinstance(form, Amount):
        digits = "".join(ch for ch in typed_norm if ch in "0123456789")
        numbers = [n for n in range(form.low, form.high + 1) if str(n).startswith(digits)]
        return [Choice(f"{form.verb} {n}", f"{form.verb} {n}") for n in numbers[:limit]]
    return _suggest_slots(form, typed_norm, limit)


def _suggest_steps(form: Steps, typed: str, limit: int) -> list[Choice]:
    """Follow the typed words down the tree (a choice may hold several words: a suggested division); offer the
    whole action so far and its next choices that begin with what is typed after it."""
    done: list[str] = []
    rest = typed.strip()
    while rest:
        step = form.after(done)
        exact = [c for c in step.choices if rest == c.text.lower() or rest.startswith(c.text.lower() + " ")]
        if not exact:
            break
        done.append(max(exact, key=lambda c: len(c.text)).text)
        rest = rest[len(done[-1]) :].strip()
    step = form.after(done)
    base = " ".join(done)
    out: list[Choice] = []
    if step.complete and not rest:
        out.append(Choice(base, base))
    for choice in step.choices:
        if choice.text.lower().startswith(rest):
            text = f"{base} {choice.text}".strip()
            label = f"{base} {choice.label}".strip() if base else choice.label
            out.append(Choice(text, label))
    return out[:limit]


def walk(form: Steps, text: str) -> Step | None:
    """The step after the words of ``text``, or ``None`` if the words leave the tree."""
    chosen = step_choices(form, text)
    return form.after([c.text for c in chosen]) if chosen is not None else None


def _suggest_slots(form: Assign | Split, typed: str, limit: int) -> list[Choice]:
    keys = {slot.key for slot in form.slots}
    filled: dict[str, int] = {}
    for word in typed.split()[1:]:
        key, sep, raw = word.partition("=")
        if sep and key in keys and is_count(raw) and key not in filled:
            filled[key] = int(raw)
    options: list[dict[str, int]] = [filled]
    for slot in form.slots:
        if slot.key in filled:
            continue
        nxt: list[dict[str, int]] = []
        for partial in options:
            for value in _next_values(form, slot.key, partial):
                nxt.append({**partial, slot.key: value})
        options = nxt
        break
    out: list[Choice] = []
    for partial in options:
        text = form.verb + " " + " ".join(f"{s.key}={partial[s.key]}" for s in form.slots if s.key in partial)
        out.append(Choice(text, text))
    return out[:limit]


def _next_values(form: Assign | Split, key: str, filled: Mapping[str, int]) -> list[int]:
    if isinstance(form, Assign):
        left = Counter(form.pool)
        left.subtract(filled.values())
        return sorted(v for v, n in left.items() if n > 0)
    cap = dict(zip((s.key for s in form.slots), form.caps, strict=True))[key]
    return [n for n in range(cap + 1) if split_feasible(form, {**filled, key: n})]


def random_answer(form: Form, below: Callable[[int], int]) -> str:
    """A uniformly drawn legal answer; ``below(n)`` returns a random integer in ``[0, n)``."""
    if isinstance(form, Options):
        return form.choices[below(len(form.choices))].text
    if isinstance(form, Amount):
        return f"{form.verb} {form.low + below(form.high - form.low + 1)}"
    if isinstance(form, Steps):
        return _random_steps(form, below)
    values: dict[str, int] = {}
    for slot in form.slots:
        choices = _next_values(form, slot.key, values)
        values[slot.key] = choices[below(len(choices))]
    return form_text(form, values)


def _random_steps(form: Steps, below: Callable[[int], int]) -> str:
    """Walk the tree at random; where the action may end, end it with probability one half."""
    words: list[str] = []
    while True:
        step = form.after(words)
        if not step.choices or (step.complete and below(2) == 0):
            if not step.complete:
                raise ValueError(f"the walk {' '.join(words)!r} reached a dead end")
            return " ".join(words)
        words.append(step.choices[below(len(step.choices))].text)


def only_answer(form: Form) -> str | None:
    """The form's one legal answer, if it has exactly one, else ``None`` (the table plays such a
    decision at once instead of waiting for a click: DESIGN §4, the table's voice)."""
    if isinstance(form, Options):
        return form.choices[0].text if len(form.choices) == 1 else None
    if isinstance(form, Amount):
        return f"{form.verb} {form.low}" if form.low == form.high else None
    if isinstance(form, Steps):
        words: list[str] = []
        while True:
            step = form.after(words)
            if step.complete and not step.choices:
                return " ".join(words) if words else None
            if step.complete or len(step.choices) != 1:
                return None
            words.append(step.choices[0].text)
    values: dict[str, int] = {}
    for slot in form.slots:
        choices = _next_values(form, slot.key, values)
        if len(choices) != 1:
            return None
        values[slot.key] = choices[0]
    return form_text(form, values)


def forced_answer(decision: Decision, seat: int) -> str | None:
    """The answer the table may play for ``seat`` at once: the form's only legal answer, when playing it
    tells nobody anything (the decision is public, or its forms follow from public facts alone:
    ``Decision.public_forms``). A sealed answer forced by a private hand is left for the player."""
    if seat not in decision.waiting_for():
        return None
    if (decision.secret or decision.private_choices) and not decision.public_forms:
        return None
    return only_answer(decision.forms[seat])


def fill_forced(form: Steps, words: Sequence[str]) -> list[str]:
    """``words`` extended by every word that is the only one possible next (a wizard step whose answer is
    forced is filled in, DESIGN §4 the table's voice), up to a step that offers a real choice or ends."""
    done = list(words)
    for _ in range(100):
        step = form.after(done)
        if step.complete or len(step.choices) != 1:
            break
        done.append(step.choices[0].text)
    return done


def remembered(form: Form) -> Form:
    """``form`` with its walk remembered: a :class:`Steps` form whose ``after`` computes each prefix's next
    step once (listing the whole answers and then labelling each walks the same prefixes again, and a
    step builds its choices' labels anew each time); any other form as it is."""
    if not isinstance(form, Steps):
        return form
    walk = form.after
    steps: dict[tuple[str, ...], Step] = {}

    def after(words: Sequence[str]) -> Step:
        key = tuple(words)
        step = steps.get(key)
        if step is None:
            step = steps[key] = walk(words)
        return step

    return replace(form, after=after)


GIVE_UP = 1 << 30
"""More answers owed than any limit: a walk that says it owes them gives up."""


def whole_answers(form: Form, limit: int = 25, budget: int = 400) -> list[str] | None:
    """Every legal answer of ``form``, in the form's own order, when there are at most ``limit`` of them
    (and finding them takes at most ``budget`` steps of the walk), else ``None``: a small answer space is
    offered whole, in one click, instead of as a wizard.

    A :class:`Steps` walk stops as soon as the answers found and the choices not yet followed together pass
    ``limit``: every choice a step offers leads to at least one whole answer (a wizard offers no dead end), so
    a large space (a Niepodległa proposal) is known to be too large after a few steps, not after ``budget``.
    A walk that meets things picked together (:class:`~rules.core.decision.Several`) gives up too: they are
    offered as one menu of several picks, not as each of their combinations."""
    out: list[str] = []
    visits = [0]

    def room(owed: int = 0) -> bool:
        visits[0] += 1
        if len(out) + owed > limit:
            visits[0] = budget + 1
        return len(out) <= limit and visits[0] <= budget

    if isinstance(form, Options):
        out = [c.text for c in form.choices]
    elif isinstance(form, Amount):
        out = [f"{form.verb} {n}" for n in range(form.low, min(form.high, form.low + limit) + 1)]
    elif isinstance(form, Steps):
        _walk_words(form, [], out, room, 0)
    else:
        _walk_slots(form, {}, out, room)
    if len(out) > limit or visits[0] > budget:
        return None
    return out


def _walk_words(form: Steps, words: list[str], out: list[str], room: Callable[[int], bool], owed: int) -> None:
    """The whole answers of a :class:`Steps` form from ``words`` on; ``owed`` counts the choices offered before
    and not yet followed, each worth at least one answer (a function, not a closure calling itself: that is a
    reference cycle, which keeps the form for the cyclic garbage collector, whose pauses stall the bot)."""
    if not room(owed):
        return
    step = form.after(words)
    if step.several is not None:
        room(GIVE_UP)
        return
    if step.complete and words:
        out.append(" ".join(words))
    left = len(step.choices)
    for choice in step.choices:
        left -= 1
        _walk_words(form, [*words, choice.text], out, room, owed + left)


def _walk_slots(form: Assign | Split, values: dict[str, int], out: list[str], room: Callable[[], bool]) -> None:
    """The whole answers of a form of slots from ``values`` on (see :func:`_walk_words`)."""
    if not room():
        return
    if len(values) == len(form.slots):
        out.append(form_text(form, values))
        return
    slot = form.slots[len(values)]
    for value in _next_values(form, slot.key, values):
        _walk_slots(form, {**values, slot.key: value}, out, room)


def fits(form: Form, text: str) -> bool:
    """Whether ``text`` is a whole legal answer of ``form`` as far as the form can tell (the game still
    validates it): a preset that no longer fits is not offered."""
    words = text.split()
    if not words:
        return False
    if isinstance(form, Options):
        return any(c.text == text for c in form.choices)
    if isinstance(form, Amount):
        return (
            words[0] == form.verb and len(words) == 2 and is_count(words[1]) and form.low <= int(words[1]) <= form.high
        )
    if isinstance(form, Steps):
        step = walk(form, text)
        return step is not None and step.complete
    if words[0] != form.verb:
        return False
    try:
        values = parse_pairs(words[1:], {s.key: s.key for s in form.slots}, "")
        if isinstance(form, Assign):
            check_assign(form, values, "")
        else:
            check_split(form, values, "")
    except (IllegalAction, MalformedAction):
        return False
    return True


def unit_in(unit: str, lang: str) -> str:
    """An amount's unit (``ducats``) in ``lang``: the catalogue's ``unit:<unit>``, else as written."""
    return (CATALOGUE.translation(f"unit:{unit}", lang) if unit and lang != "en" else None) or unit


def counted(n: int, unit: str, lang: str) -> str:
    """``n`` of an amount's unit, the noun agreeing with the number: "1 vote", "2 głosy", "5 głosów"."""
    if CATALOGUE.translation(f"unit.count:{unit}", lang) is not None:
        return CATALOGUE.format(msg(f"unit.count:{unit}", n=n), str, lang)
    return f"{n} {unit_in(unit, lang)}".rstrip()


def step_choices(form: Steps, text: str) -> list[Choice] | None:
    """A step answer as the choices it is made of (a choice may hold several words: a suggested division),
    or ``None`` when the form cannot build it."""
    chosen: list[Choice] = []
    rest = text.strip()
    while rest:
        offered = form.after([c.text for c in chosen]).choices
        fits = [c for c in offered if rest == c.text or rest.startswith(c.text + " ")]
        if not fits:
            return None
        chosen.append(max(fits, key=lambda c: len(c.text)))
        rest = rest[len(chosen[-1].text) :].strip()
    return chosen


def answer_label(form: Form, text: str, lang: str = "en") -> str:
    """An answer in words, as its form labels it ("Prussia 3, Lithuania 0, …", "4 zł", "Pass"), for
    confirmations and results: the canonical text only where no label is known."""
    words = text.split()
    if isinstance(form, Options):
        picked = next((c for c in form.choices if c.text == text), None)
        return picked.label_in(lang) if picked else text
    if isinstance(form, Amount):
        return counted(int(words[-1]), form.unit, lang) if words and is_number(words[-1]) else text
    if isinstance(form, Assign | Split):  # the values themselves say more than a preset's name
        try:
            values = parse_pairs(words[1:], {s.key: s.key for s in form.slots}, "")
        except (IllegalAction, MalformedAction):
            return text
        if isinstance(form, Split):  # a split names where something goes, and how much where more than one
            placed = [s for s in form.slots if values.get(s.key)]
            if form.total == 1:
                return ", ".join(s.label_in(lang) for s in placed) or "—"
            return ", ".join(f"{s.label_in(lang)} {values[s.key]}" for s in placed) or "—"
        return ", ".join(f"{s.label_in(lang)} {values[s.key]}" for s in form.slots if s.key in values)
    for preset in form.presets:
        if preset.text == text:
            return preset.label_in(lang)
    chosen = step_choices(form, text)
    if chosen is None:
        return text
    return " · ".join(c.label_in(lang).rstrip("…").strip() for c in chosen)


def answer_name(form: Form, text: str) -> Name:
    """An answer's label in every language, as a message parameter (a sealed answer told to its owner)."""
    return Name({lang: answer_label(form, text, lang) for lang in ("en", "pl")})
