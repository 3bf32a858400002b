"""What a Sigismundus group reads, through the real Discord dispatch: the starting office prompt and the Foreign
Policy prompt word for word in English and Polish (golden texts), and Foreign Policy answered on its components
as the rules allow it ("each card gives one additional marker that may be put on one chosen country"): the cards
to discard picked together in one menu that holds cards alone, then one country, no control twice."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.bench.fake_discord import Harness, components
from bot.bench.table import ANSWER_KINDS, kind_of
from tests.bot.talk import click, dm_prompt, live, transcript
from tests.bot.test_discord_games import open_lobby


@pytest.fixture(params=["en", "pl"])
async def h(request: pytest.FixtureRequest, db_url: str) -> AsyncIterator[Harness]:
    harness = await Harness.start(db_url, seed=5)
    harness.lang = request.param  # type: ignore[attr-defined]
    locale = "pl" if request.param == "pl" else "en-GB"
    harness.guild_locale = locale
    harness.locales = dict.fromkeys(range(1, 4), locale)
    yield harness
    await harness.stop()


def read(message: dict[str, Any]) -> str:
    """A message as a player reads it: its text (the deadline's moment masked: the clock is real), then each
    component: a button's label, a menu's placeholder and options with their descriptions."""
    lines = [re.sub(r"<t:\d+:(\w)>", r"<t:…:\1>", message["content"])]
    for c in components(message):
        if c.get("type") == 2:
            lines.append(f"[{c['label']}]")
        else:
            lines.append(f"<{c['placeholder']}> (up to {c.get('max_values') or 1})")
            lines += [
                f"  - {o['label']}" + (f" — {o['description']}" if o.get("description") else "") for o in c["options"]
            ]
    return "\n".join(lines)


def answer_labels(message: dict[str, Any]) -> list[str]:
    """The labels of the controls that answer (not the full board, help or start over)."""
    found = []
    for c in components(message):
        kind = kind_of(c)
        if kind is not None and kind[1] in ANSWER_KINDS:
            found.append(c.get("label") or c.get("placeholder"))
    return found


async def to_foreign_policy(h: Harness) -> int:
    """Play the defaults up to the first Foreign Policy decision, every seat drawing a Foreign Policy card in the
    Draw; returns the seat that answers first (it holds two Diplomatic Missions in this seeded game)."""
    for _ in range(60):
        loaded = await h.bot.table.load(1)
        decision = loaded.decisions()[0]
        seat = decision.waiting_for()[0]
        if decision.key == "foreign.influence":
            return seat
        text = "draw foreign" if decision.key.startswith("draw") else decision.defaults[seat]
        await h.slash(seat + 1, "play", action=text)
    raise AssertionError("no Foreign Policy decision")


SETUP = {
    "en": """**Preparing for the Game**
Houses dealt: Tęczyński: initiative 4, Górka: initiative 5, Tarnowski: initiative 2.
Foreign Policy Directions, from the first space: Muscovy, Sweden, Ottoman Empire, Austria, Grand Duchy of \
Lithuania, Crimean Khanate.
Royal Representative: Tarnowski; Magnate's Representative: Tęczyński; Nobility's Representative: Tęczyński.
Starting offices are chosen from Tarnowski (the lowest initiative), to the right.
📋 **Sigismundus Augustus** #1 · Preparing for the Game
▶️ <@3> — Tarnowski: choose your starting Senatorial Office.
Your first Senatorial Office: it pays its income at every Income, its prestige in victory points at every Scoring, \
and a Land office keeps one unit free. Whoever chooses last takes the first player marker.
• **castellanus posnaniensis (15) · income 1** — Land office · no VP at Scoring · keeps 1 unit free
• **episcopus posnaniensis (13) · income 1** — Ecclesiastical office · 2 VP at each Scoring · ecclesiastical court
• **palatinus sandomirensis (12) · income 2** — Land office · no VP at Scoring · keeps 1 unit free
🔜 Then in this phase: Górka, Tęczyński (answer ahead with 🔜)
Deadline: <t:…:R> (<t:…:f>); then the default answer is applied
[castellanus posnaniensis (15) · income 1]
[episcopus posnaniensis (13) · income 1]
[palatinus sandomirensis (12) · income 2]
[🔜 Answer ahead]
[🗺 Full board]
[📖 Rules]
[❓ Help]""",
    "pl": """**Przygotowanie gry**
Rozdane rody: Tęczyński: inicjatywa 4, Górka: inicjatywa 5, Tarnowski: inicjatywa 2.
Kierunki polityki zagranicznej, od pierwszego pola: Moskwa, Szwecja, Imperium Osmańskie, Austria, Wielkie \
Księstwo Litewskie, Chanat Krymski.
Przedstawiciel króla: Tarnowski; Przedstawiciel magnatów: Tęczyński; Przedstawiciel szlachty: Tęczyński.
Urzędy startowe wybiera się w prawo; zaczyna Tarnowski, bo ma najniższą inicjatywę.
📋 **Sigismundus Augustus** nr 1 · Przygotowanie gry
▶️ <@3> — Tarnowski: wybierz swój startowy urząd senatorski.
Twój pierwszy urząd senatorski: w każdej fazie Dochodu daje swój dochód, w każdej Punktacji swój prestiż w \
punktach zwycięstwa, a urząd ziemski utrzymuje za darmo jedną jednostkę. Kto wybiera ostatni, bierze znacznik \
pierwszego gracza.
• **kasztelan poznański (15) · dochód 1** — Urząd ziemski · bez PZ w Punktacji · 1 jednostka za darmo
• **biskup poznański (13) · dochód 1** — Urząd kościelny · 2 PZ w każdej Punktacji · sąd kościelny
• **wojewoda sandomierski (12) · dochód 2** — Urząd ziemski · bez PZ w Punktacji · 1 jednostka za darmo
🔜 Dalej w tej fazie: Górka, Tęczyński (odpowiedz z góry przyciskiem 🔜)
Termin: <t:…:R> (<t:…:f>); potem zostanie przyjęta odpowiedź domyślna
[kasztelan poznański (15) · dochód 1]
[biskup poznański (13) · dochód 1]
[wojewoda sandomierski (12) · dochód 2]
[🔜 Odpowiedz z góry]
[🗺 Cała plansza]
[📖 Zasady]
[❓ Pomoc]""",
}


async def test_the_starting_office_prompt_names_each_office_and_its_income(h: Harness) -> None:
    """Preparing for the Game 13: "Each player chooses one Land or Ecclesiastical Office" — each button names the
    office as the rulebook does (its Latin name; in Polish the Polish one the announcements use) and its income;
    the text says the rest once."""
    await open_lobby(h, "sigismundus", 3, {})
    assert read(live(h)) == SETUP[h.lang]  # type: ignore[attr-defined]


FOREIGN = {
    "en": """✉️ **Sigismundus Augustus** #1 · Round 1 of 8 · Phase 5: Foreign Policy · answer by <t:…:R> (<t:…:f>)
**Tęczyński: place a House marker on a Neighbouring Country, with one more for each Foreign Policy card you discard, \
or pass.**
Put one House marker on a Neighbouring Country, and one more for each Foreign Policy card you discard; each country \
that gets a marker moves one space left on the track, where it is worth more. Crowned countries score at this \
round's Scoring. Choose the cards to discard, then the country that gets every marker, or spread them over several \
countries.
• **Place House markers** — One marker, and one more for each Foreign Policy card you discard
Answer with the buttons, or type it here (Help shows how).
<Suggested answers…> (up to 1)
  - 1 House marker on Muscovy — Space 1: 8/4 VP, scores this round · no House markers yet
  - 1 House marker on Sweden — Space 2: 7/3 VP · no House markers yet
  - 1 House marker on Ottoman Empire — Space 3: 6/3 VP · no House markers yet
  - 1 House marker on Austria — Space 4: 5/2 VP · no House markers yet
  - 1 House marker on Grand Duchy of Lithuania — Space 5: 4/2 VP · no House markers yet
  - 1 House marker on Crimean Khanate — Space 6: 3/1 VP · no House markers yet
[Pass]
[Place House markers]
[🗺 Full board]
[📖 Rules]
[❓ Help]""",
    "pl": """✉️ **Sigismundus Augustus** nr 1 · Runda 1 z 8 · Faza 5: Polityka zagraniczna · odpowiedź do <t:…:R> \
(<t:…:f>)
**Tęczyński: połóż znacznik rodu na polu kraju sąsiedniego i po jednym więcej za każdą odrzuconą kartę polityki \
zagranicznej albo spasuj.**
Połóż jeden znacznik rodu na kraju sąsiednim i po jednym więcej za każdą odrzuconą kartę polityki zagranicznej; \
każdy kraj, który dostanie znacznik, przesuwa się na torze o pole w lewo, gdzie jest wart więcej. Kraje z koroną \
punktują w Punktacji tej rundy. Wybierz karty do odrzucenia, a potem kraj, który dostanie wszystkie znaczniki, albo \
rozłóż je na kilka krajów.
• **Połóż znaczniki rodu** — Jeden znacznik i po jednym więcej za każdą odrzuconą kartę polityki zagranicznej
Odpowiedz przyciskami albo wpisz odpowiedź tutaj (jak — pokazuje Pomoc).
<Proponowane odpowiedzi…> (up to 1)
  - 1 znacznik rodu: Moskwa — Pole 1: 8/4 PZ, punktuje w tej rundzie · nie ma jeszcze znaczników rodu
  - 1 znacznik rodu: Szwecja — Pole 2: 7/3 PZ · nie ma jeszcze znaczników rodu
  - 1 znacznik rodu: Imperium Osmańskie — Pole 3: 6/3 PZ · nie ma jeszcze znaczników rodu
  - 1 znacznik rodu: Austria — Pole 4: 5/2 PZ · nie ma jeszcze znaczników rodu
  - 1 znacznik rodu: Wielkie Księstwo Litewskie — Pole 5: 4/2 PZ · nie ma jeszcze znaczników rodu
  - 1 znacznik rodu: Chanat Krymski — Pole 6: 3/1 PZ · nie ma jeszcze znaczników rodu
[Pas]
[Połóż znaczniki rodu]
[🗺 Cała plansza]
[📖 Zasady]
[❓ Pomoc]""",
}


async def test_foreign_policy_is_answered_on_its_menus_as_the_rules_allow(h: Harness) -> None:
    """The DM prompt reads as its golden text, with no control twice; "Place House markers" opens a menu of the
    cards to discard (both Diplomatic Missions, told apart, and nothing else) beside the countries; both cards
    picked at once, then one country: taken, never refused."""
    lang = h.lang  # type: ignore[attr-defined]
    await open_lobby(h, "sigismundus", 3, {})
    seat = await to_foreign_policy(h)
    user = seat + 1
    prompt = dm_prompt(h, user)
    assert read(prompt) == FOREIGN[lang]
    labels = answer_labels(prompt)
    assert len(labels) == len(set(labels)) == 3, f"no control twice: {labels}"

    place = next(
        c for c in components(prompt) if c.get("label") == ("Place House markers", "Połóż znaczniki rodu")[lang == "pl"]
    )
    await click(h, user, prompt, place["custom_id"])
    now = transcript(h).payload(transcript(h).messages[int(prompt["id"])])
    (menu,) = [c for c in components(now) if c.get("type") == 3]
    card = ("Diplomatic Mission", "Misja dyplomatyczna")[lang == "pl"]
    assert [o["label"] for o in menu["options"]] == [f"{card} ({('card', 'karta')[lang == 'pl']} {n})" for n in (1, 2)]
    assert menu["max_values"] == 2, "any of the cards: the menu allows every set the rules do"
    countries = [c["label"] for c in components(now) if c.get("type") == 2 and kind_of(c) and kind_of(c)[1] == "u"]  # type: ignore[index]
    assert len(countries) == 6 and not set(countries) & {o["label"] for o in menu["options"]}, "one kind per menu"
    labels = answer_labels(now)
    assert len(labels) == len(set(labels)), f"no control twice: {labels}"

    await click(h, user, now, menu["custom_id"], [o["value"] for o in menu["options"]])
    now = transcript(h).payload(transcript(h).messages[int(prompt["id"])])
    assert not [c for c in components(now) if c.get("type") == 3], "the cards are picked: the country is left"
    sweden = next(c for c in components(now) if c.get("label") in ("Sweden", "Szwecja"))
    done = await click(h, user, now, sweden["custom_id"])
    said = [c.content for c in h.responses(done["id"])]
    assert said and said[0].startswith("✅") and not any("❌" in text for text in said), said
    state = (await h.bot.table.load(1)).state
    assert state.countries["sweden"].markers[seat] == 3 and "mission" not in state.players[seat].hand
