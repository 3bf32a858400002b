"""The bot's own sentences (lobby, prompts, reminders, host controls) in the shared catalogue, and
the reader's language: a player's Discord locale for what only he reads, the server's for the
channel. Polish and English; everything else falls back to English."""

from __future__ import annotations

from typing import Any

from rules.core.messages import CATALOGUE, msg


def lang_of(locale: Any) -> str:
    """``pl`` for a Polish Discord locale, ``en`` for any other (or none)."""
    return "pl" if str(locale or "").lower().startswith("pl") else "en"


def t(lang: str, key: str, **params: Any) -> str:
    """One of the bot's sentences in ``lang`` (seat references are not used in these)."""
    return CATALOGUE.format(msg(key, **params), str, lang)


EN = {
    "bot.blocked.host": (
        "⚠️ **{title} #{id}**: Discord refuses me a permission in {channel}, so I cannot post there. Please grant me "
        "{permissions} in the channel's settings; meanwhile the players get their prompts by direct message."
    ),
    "bot.blocked.status": "⚠️ I lack a permission in this channel: prompts go by direct message until it is granted.",
    "bot.gone.host": (
        "⚠️ **{title} #{id}**: its channel {channel} was deleted, and its thread with it. The game goes on by direct "
        "message: each player gets his prompts here and answers them (or with `/play`), `/game status` here says "
        "where it stands, and the final standings will come here too."
    ),
    "bot.gone.status": (
        "⚠️ The game's channel {channel} was deleted: the game goes on by direct message, prompts and final "
        "standings included."
    ),
    "bot.lobby.permissions": (
        "❌ I cannot run a game in this channel: I am missing {missing}. A server admin can grant them in the "
        "channel's settings (Permissions), then create the game again."
    ),
    "bot.permission.view_channel": "View Channel",
    "bot.permission.send_messages": "Send Messages",
    "bot.permission.attach_files": "Attach Files",
    "bot.permission.read_message_history": "Read Message History",
    "bot.permission.create_public_threads": "Create Public Threads",
    "bot.permission.send_messages_in_threads": "Send Messages in Threads",
    "bot.modal.game": "{title} #{id}",
    "bot.ahead.button": "🔜 Answer ahead",
    "bot.ahead.title": "🔜 **{title} #{id}** — your next turn in this phase: {prompt}",
    "bot.ahead.orders_only": "🔜 **{title} #{id}** — a standing order for the rest of this phase:",
    "bot.ahead.queued": "Queued: {entries}",
    "bot.ahead.else": "; else ",
    "bot.ahead.empty": "Nothing queued yet: pick your answer below.",
    "bot.ahead.order": "Standing order: {order}",
    "bot.ahead.how": (
        "When your turn comes, the table plays the first of these still legal, as if you chose it then; if none is, "
        "you are asked as usual. Only you see this."
    ),
    "bot.ahead.clear": "Clear",
    "bot.ahead.then": "⏭ And the turn after",
    "bot.ahead.suggest": "💡 The AI's pick",
    "bot.ahead.suggested": "💡 The AI would answer: {answer}",
    "bot.ahead.take": "✅ Queue the AI's pick",
    "bot.ahead.next_queued": "🔜 **{title} #{id}** — your next turn: {entries}",
    "bot.ahead.after_title": "⏭ Then, your turn after that: {prompt}",
    "bot.ahead.moved": "The table moved on; here is your next turn as it stands now.",
    "bot.ahead.offer_self": "🔜 You can answer your next turn in this phase now.",
    "bot.ahead.note": "**{title} #{id}**: {note}",
    "bot.live.next": "🔜 Then in this phase: {names} (answer ahead with 🔜)",
    # the dashboard
    "bot.dash.title": "📋 **{title}** #{id} · {headline}",
    "bot.dm.title": "{icon} **{title}** #{id} · {headline}",
    "bot.dash.waiting": "{count:Waiting for|Waiting for}: {names}",
    "bot.dash.submitted": "Answered: {count} of {total} ({names})",
    "bot.dash.submitted_secret": (
        "Sealed answers in: {count} of {total} ({names}); the values stay hidden until all are in"
    ),
    "bot.dash.deadline": "Deadline: {relative} ({exact}); then the default answer is applied",
    "bot.dash.no_deadline": "No deadlines in this game.",
    "bot.dash.paused": "⏸ Paused by the host; `/game resume` starts the clock again.",
    "bot.dash.stand_ins": "Stand-ins (defaults at once): {names} — back with `/game back`",
    "bot.dash.vote_undo": "Open vote: take back moves ({count} of {total} agree)",
    "bot.dash.vote_end": "Open vote: end the game without a result ({count} of {total} agree)",
    "bot.dash.finished": "The game is over.",
    "bot.dash.abandoned": "The game was abandoned.",
    "bot.dash.lobby": "Waiting for players.",
    # a player's own view
    "bot.hand.title": "**{title}** #{id} · {headline} — you are {seat}",
    "bot.hand.waiting": "The table is waiting for you: {prompt}",
    # reminders and deadlines
    "bot.remind.half": (
        "⏳ **{title}** #{id}: half your time is gone. The table waits for you until {relative} ({exact}): {prompt}\n"
        "Dashboard: {link}"
    ),
    "bot.remind.soon": (
        "⏰ **{title}** #{id}: your time runs out {relative} ({exact}); then the default answer is applied. "
        "{prompt}\nDashboard: {link}"
    ),
    "bot.deadline.default": "⏱ {mention} {seat} ran out of time: the default was applied ({action}).",
    "bot.deadline.secret": "a sealed answer",
    "bot.stand_in.plays": "🤖 {mention} {seat}: the stand-in played the default ({action}).",
    "bot.stand_in.now": (
        "🤖 {mention} {seat} missed two deadlines in a row: a stand-in now plays the defaults at once "
        "until the player returns with `/game back` or the host gives the seat to someone else (`/game replace`)."
    ),
    # answers to a click, a command or a DM
    "bot.refused_rules": "❌ Not allowed: {reason}. Nothing changed.",
    "bot.refused_bug": "❌ Something went wrong on our side; nothing was recorded. Try again, or check `/game status`.",
    "bot.already_recorded": "✅ Already recorded; nothing changed.",
    "bot.recorded_anyway": "✅ Your answer was recorded, though something went wrong afterwards on our side.",
    "bot.refused_unknown": (
        "❌ Something went wrong on our side, and we cannot tell yet whether your answer was recorded: please look at "
        "the game's live message before you answer again."
    ),
    "bot.not_your_prompt": "This prompt belongs to a player of that game; you are not seated in it.",
    "bot.stale_prompt": (
        "That prompt is out of date: it was already answered and the table has moved on; the current one is at "
        "the bottom of {channel}."
    ),
    "bot.not_your_decision": "❌ It is not your decision now; the table is waiting for {names}.",
    "bot.choice_gone": "That choice is no longer offered; start over.",
    "bot.incomplete": "That answer is incomplete; start over.",
    "bot.prompt_mismatch": "That prompt does not match what the game is waiting for now. `/game status` shows it.",
    "bot.nothing_for_you": "Nothing is waiting for you right now.",
    "bot.played": "Done: {action}.",
    "bot.dm_no_game": "You are not seated at any game in progress. Join one in a server channel with `/game join`.",
    "bot.dm_nothing": "Nothing is waiting for you right now; I will message you when it is your turn.",
    "bot.dm_several": "Several of your games are waiting for you ({names}); use `/play` with `game:`.",
    "bot.not_player_hand": "You are not a player in this game; spectators see the public board.",
    "bot.rules.no_topic": "❌ No such topic. Topics: {topics}",
    "bot.rules.name_game": "❌ Name a game with `game:`.",
    # prompts and their components
    "bot.form.secret": "🔒 Secret: only you see this; the answers are revealed together.",
    "bot.form.so_far": "So far: **{words}**",
    "bot.form.so_far_owned": "{seat}, so far: **{words}**",
    "bot.form.choose": "Choose…",
    "bot.form.owned_menu": "{seat}: {what}",
    "bot.form.owned_button": "{what} ({seat})",
    "bot.form.submit": "Submit",
    "bot.form.start_over": "Start over",
    "bot.form.amount_menu": "Choose a number…",
    "bot.form.amount_button": "Enter a number…",
    "bot.form.amount_label": "Number ({low}–{high} {unit})",
    "bot.hint.options": "choose one: {choices}",
    "bot.hint.then_pass": " (add `then pass` to a build to pass with it)",
    "bot.hint.amount": "type `{verb} N` with N from {low} to {high} {unit}",
    "bot.hint.steps": "start with one of: {first}",
    "bot.hint.assign": "type `{example}` using each of your items once: {pool}",
    "bot.hint.split": "type `{example}` placing exactly {total} in all ({caps})",
    "bot.hint.kind_secret": "secret, all answer at once",
    "bot.hint.kind_together": "all answer at once",
    "bot.hint.kind_in_turn": "in turn order",
    # the lobby and the start
    "bot.lobby.head": "**{title}** #{id} — waiting for players ({count}/{max}, at least {min})",
    "bot.lobby.seat": "{n}. {mention}",
    "bot.lobby.seat_role": "{n}. {mention} as {role}",
    "bot.lobby.options": "Options (the creator toggles them before the start): {options}",
    "bot.lobby.pace": "Pace: {hours} hours for each decision, then the default answer is applied.",
    "bot.lobby.no_pace": "Pace: no deadlines.",
    "bot.lobby.own_board": "Board file: the group's own, edition `{edition}`.",
    "bot.lobby.how": "Join with the button or `/game join`; the creator starts with `/game start`.",
    "bot.lobby.join": "Join",
    "bot.lobby.leave": "Leave",
    "bot.lobby.start": "Start",
    "bot.lobby.closed": "The lobby was closed.",
    "bot.lobby.left_closed": "You left; the lobby is closed.",
    "bot.lobby.in_server": "Games live in server channels; create one there.",
    "bot.lobby.board_large": "❌ That board file is too large ({size} bytes; at most {limit}).",
    "bot.lobby.board_download": "❌ I could not download that board file; try again.",
    "bot.start.seat": "{mention} as {seat}",
    "bot.start.begins": "**{title}** #{id} begins: {seats}.",
    "bot.start.thread_name": "{title} #{id} · spectators",
    "bot.start.thread": "Spectators can follow the game in {thread}.",
    "bot.start.placeholders": (
        "ℹ️ {share} of this game's printed values ({count} of {total}) are reasoned stand-ins, since no public "
        "source gives them; everything the rulebook states is as stated."
    ),
    "bot.status.show_prompt": "Show my prompt",
    "bot.abandoned": "Game #{id} was abandoned by {user}.",
    "bot.standings": "**Final standings**",
    "bot.record": (
        "📜 The record of game #{id}, move by move: keep it to replay the game at the local table (the README says "
        "how)."
    ),
    "bot.log": "The last moves of game #{id} (the whole history attached):\n{text}",
    "bot.history.undo": "↩ {seat} took back the moves from #{action} on.",
    "bot.history.default": "⏱ (default)",
    # host controls, undo and votes
    "bot.host.paused": "⏸ {user} paused the game; nothing can be played and no clock runs until `/game resume`.",
    "bot.host.resumed": "▶️ {user} resumed the game; the deadline moved on by the pause.",
    "bot.host.extended": "⏳ {user} extended the deadline by {hours} {hours:hour|hours}.",
    "bot.host.back": "👋 {user} is back and plays their own seat again.",
    "bot.host.replaced": "🔁 {new} takes over {seat} (seat {n}) from {old}; the new player gets the seat's view by DM.",
    "bot.undo.done": "↩ {user} took back their last move.",
    "bot.undo.ask": (
        "{user} asks to take back moves: others have acted since, or dice were rolled or secrets revealed, so the "
        "host and every player affected must agree."
    ),
    "bot.end.ask": "{user} proposes to end the game without a result.",
    "bot.vote.tally": "Agreed {count} of {total}; waiting for {names}.",
    "bot.vote.agree": "Agree",
    "bot.vote.refuse": "Refuse",
    "bot.vote.agreed": "{user} agreed.",
    "bot.vote.refused": "{user} refused: the vote is closed and nothing changes.",
    "bot.vote.void": "The game moved on meanwhile: the vote is void.",
    "bot.vote.undone": "Everyone agreed: the moves are taken back.",
    "bot.vote.ended": "Everyone agreed: the game ends without a result.",
    "bot.more_lines": "… ({count} more {count:line|lines} not shown)",
    "bot.live.earlier": "… {count} earlier {count:line|lines} in the spectator thread",
    "bot.live.more": "… and {count} more {count:line|lines} in the spectator thread",
    "bot.live.turn": "▶️ {names} — {prompt}",
    "bot.live.secret": "🔒 {names}: answer in your DMs (sealed until everyone has answered).",
    "bot.live.private": "✉️ {names}: your choices are in your DMs (they show your hand).",
    "bot.live.dm_closed": (
        "✉️ {mention} {seat}: I could not send you a DM (your DMs are closed to me); your button below opens "
        "a private prompt."
    ),
    "bot.live.open_prompt": "{seat}: my prompt",
    "bot.form.rules": "📖 Rules",
    "bot.rules.none_now": "This decision has no rules summary of its own; `/rules` lists the topics.",
    "bot.form.by": "answer by {relative} ({exact})",
    "bot.form.dm_hint": "Answer with the buttons, or type it here (Help shows how).",
    "bot.form.full_board": "🗺 Full board",
    "bot.form.help": "❓ Help",
    "bot.form.presets": "Suggested answers…",
    "bot.form.answer": "Choose the values…",
    "bot.form.own_answer": "Your own…",
    "bot.form.try_again": "Try again",
    "bot.form.change": "Change",
    "bot.modal.title": "Your answer",
    "bot.modal.rest": "What is left goes to {slot}",
    "bot.forced": "⏩ {seat} had one choice: {action}.",
    "bot.sealed": "🔒 Sealed: {answer}.",
    "bot.sealed_change": "You can change it until everyone has answered.",
    "bot.sealed_now": "Your sealed answer now: {answer}. Choose another to change it.",
    "bot.next_dm": "Your next choice is in your DMs.",
    "bot.next_channel": "Your next choice is in {channel}.",
    "bot.other_seat": "❌ That choice is for {seat}; the table waits for your own answer too, on your own buttons.",
    "bot.change_closed": "The answers were already revealed, so it can no longer be changed.",
    "bot.no_board": "This game has no board image.",
    "bot.full_board": "🗺 **{title}** #{id}: the full board (open it to zoom in).",
    "bot.help_general": (
        "Nothing is waiting for you right now. `/game status` shows whom the table waits for; `/rules` "
        "explains every phase."
    ),
    "bot.help_type": "⌨️ To type it: `/play action:` (or a DM to me) — {hint}",
    "bot.key_expired": "❌ That suggestion has expired; start typing the action again to see the legal ones.",
    "bot.start.placeholder_button": "Which values?",
    "bot.start.placeholder_details": (
        "The stand-in values, by kind: {notes}. A group that owns the game can play on its own printed "
        "values: attach its board file to `/game create board:`, or set `{setting}` for every new game (see "
        "the README)."
    ),
    "bot.status.show_everyone": "Show everyone",
    "bot.modal.chosen": "{slot}: {value}. Now the rest",
    "bot.form.first_slot": "First, {slot}: which value?",
    "bot.form.several": "Choose one or more…",
}

PL = {
    "bot.blocked.host": (
        "⚠️ **{title} nr {id}**: Discord odmawia mi uprawnienia na kanale {channel}, więc nie mogę tam pisać. Nadaj "
        "mi w ustawieniach kanału: {permissions}; do tego czasu gracze dostają pytania w wiadomościach prywatnych."
    ),
    "bot.blocked.status": (
        "⚠️ Brakuje mi uprawnienia na tym kanale: pytania idą w wiadomościach prywatnych, dopóki go nie dostanę."
    ),
    "bot.gone.host": (
        "⚠️ **{title} nr {id}**: jej kanał {channel} został usunięty, a z nim jej wątek. Gra toczy się dalej w "
        "wiadomościach prywatnych: każdy gracz dostaje tu swoje pytania i na nie odpowiada (albo przez `/play`), "
        "`/game status` pokazuje tu jej stan, a wyniki końcowe też przyjdą tutaj."
    ),
    "bot.gone.status": (
        "⚠️ Kanał tej gry ({channel}) został usunięty: gra toczy się dalej w wiadomościach prywatnych, razem z "
        "pytaniami i wynikami końcowymi."
    ),
    "bot.lobby.permissions": (
        "❌ Nie mogę prowadzić gry na tym kanale: brakuje mi uprawnień: {missing}. Administrator serwera może je "
        "nadać w ustawieniach kanału (Uprawnienia); potem utwórz grę jeszcze raz."
    ),
    "bot.permission.view_channel": "Wyświetlanie kanału",
    "bot.permission.send_messages": "Wysyłanie wiadomości",
    "bot.permission.attach_files": "Załączanie plików",
    "bot.permission.read_message_history": "Czytanie historii wiadomości",
    "bot.permission.create_public_threads": "Tworzenie wątków publicznych",
    "bot.permission.send_messages_in_threads": "Wysyłanie wiadomości w wątkach",
    "bot.modal.game": "{title} nr {id}",
    "bot.ahead.button": "🔜 Odpowiedz z góry",
    "bot.ahead.title": "🔜 **{title} nr {id}** — twoja następna kolej w tej fazie: {prompt}",
    "bot.ahead.orders_only": "🔜 **{title} nr {id}** — stałe polecenie do końca tej fazy:",
    "bot.ahead.queued": "W kolejce: {entries}",
    "bot.ahead.else": "; jeśli nie, ",
    "bot.ahead.empty": "Nic jeszcze nie czeka: wybierz odpowiedź poniżej.",
    "bot.ahead.order": "Stałe polecenie: {order}",
    "bot.ahead.how": (
        "Gdy przyjdzie twoja kolej, stół zagra pierwszą z nich, która będzie wtedy dozwolona, tak jakbyś wybrał ją "
        "w tej chwili; jeśli żadna nie będzie, zapyta cię jak zwykle. Widzisz to tylko ty."
    ),
    "bot.ahead.clear": "Wyczyść",
    "bot.ahead.then": "⏭ I następna kolej",
    "bot.ahead.suggest": "💡 Wybór SI",
    "bot.ahead.suggested": "💡 SI odpowiedziałaby: {answer}",
    "bot.ahead.take": "✅ Dodaj wybór SI do kolejki",
    "bot.ahead.next_queued": "🔜 **{title} nr {id}** — twoja następna kolej: {entries}",
    "bot.ahead.after_title": "⏭ Potem twoja kolej po niej: {prompt}",
    "bot.ahead.moved": "Stół poszedł dalej; oto twoja następna kolej w obecnym stanie.",
    "bot.ahead.offer_self": "🔜 Na swoją następną kolej w tej fazie możesz odpowiedzieć już teraz.",
    "bot.ahead.note": "**{title} nr {id}**: {note}",
    "bot.live.next": "🔜 Dalej w tej fazie: {names} (odpowiedz z góry przyciskiem 🔜)",
    # the dashboard
    "bot.dash.title": "📋 **{title}** nr {id} · {headline}",
    "bot.dm.title": "{icon} **{title}** nr {id} · {headline}",
    "bot.dash.waiting": "{count:Odpowiada|Odpowiadają|Odpowiadają}: {names}",
    "bot.dash.submitted": "Odpowiedzieli: {count} z {total} ({names})",
    "bot.dash.submitted_secret": (
        "Zapieczętowane odpowiedzi: {count} z {total} ({names}); wartości pozostają ukryte, aż odpowiedzą wszyscy"
    ),
    "bot.dash.deadline": "Termin: {relative} ({exact}); potem zostanie przyjęta odpowiedź domyślna",
    "bot.dash.no_deadline": "W tej grze nie ma terminów.",
    "bot.dash.paused": "⏸ Gospodarz wstrzymał grę; `/game resume` znów uruchamia zegar.",
    "bot.dash.stand_ins": "Zastępcy (od razu odpowiedzi domyślne): {names} — powrót przez `/game back`",
    "bot.dash.vote_undo": "Trwa głosowanie: cofnięcie ruchów ({count} z {total} za)",
    "bot.dash.vote_end": "Trwa głosowanie: zakończenie gry bez wyniku ({count} z {total} za)",
    "bot.dash.finished": "Gra się skończyła.",
    "bot.dash.abandoned": "Grę porzucono.",
    "bot.dash.lobby": "Czekamy na graczy.",
    # a player's own view
    "bot.hand.title": "**{title}** nr {id} · {headline} — grasz jako {seat}",
    "bot.hand.waiting": "Stół czeka na ciebie: {prompt}",
    # reminders and deadlines
    "bot.remind.half": (
        "⏳ **{title}** nr {id}: minęła połowa twojego czasu. Stół czeka na ciebie do {relative} ({exact}): "
        "{prompt}\nTablica gry: {link}"
    ),
    "bot.remind.soon": (
        "⏰ **{title}** nr {id}: twój czas mija {relative} ({exact}); potem zostanie przyjęta odpowiedź domyślna. "
        "{prompt}\nTablica gry: {link}"
    ),
    "bot.deadline.default": "⏱ {mention} {seat}: minął czas, przyjęto odpowiedź domyślną ({action}).",
    "bot.deadline.secret": "zapieczętowana odpowiedź",
    "bot.stand_in.plays": "🤖 {mention} {seat}: zastępca zagrał odpowiedź domyślną ({action}).",
    "bot.stand_in.now": (
        "🤖 {mention} {seat} przekroczył termin dwa razy z rzędu: odtąd zastępca od razu gra odpowiedzi domyślne, "
        "aż gracz wróci poleceniem `/game back` albo gospodarz odda miejsce komuś innemu (`/game replace`)."
    ),
    # answers to a click, a command or a DM
    "bot.refused_rules": "❌ Niedozwolone: {reason}. Nic się nie zmieniło.",
    "bot.refused_bug": (
        "❌ Coś poszło nie tak po naszej stronie; nic nie zostało zapisane. Spróbuj ponownie albo sprawdź "
        "`/game status`."
    ),
    "bot.already_recorded": "✅ Już zapisane; nic się nie zmieniło.",
    "bot.recorded_anyway": "✅ Twoja odpowiedź została zapisana, choć potem coś poszło u nas nie tak.",
    "bot.refused_unknown": (
        "❌ Coś poszło u nas nie tak i nie wiemy jeszcze, czy twoja odpowiedź została zapisana: zajrzyj do "
        "bieżącej wiadomości gry, zanim odpowiesz ponownie."
    ),
    "bot.not_your_prompt": "To pytanie należy do gracza tamtej gry; nie siedzisz przy niej.",
    "bot.stale_prompt": (
        "To pytanie jest nieaktualne: już na nie odpowiedziano i gra poszła dalej; aktualne pytanie jest na dole "
        "kanału {channel}."
    ),
    "bot.not_your_decision": "❌ To nie twoja decyzja; teraz kolej: {names}.",
    "bot.choice_gone": "Ten wybór nie jest już dostępny; zacznij od nowa.",
    "bot.incomplete": "Ta odpowiedź jest niepełna; zacznij od nowa.",
    "bot.prompt_mismatch": "To pytanie nie pasuje do tego, na co gra teraz czeka. `/game status` to pokaże.",
    "bot.nothing_for_you": "Nic teraz na ciebie nie czeka.",
    "bot.played": "Gotowe: {action}.",
    "bot.dm_no_game": (
        "Nie siedzisz przy żadnej toczącej się grze. Dołącz do gry na kanale serwera poleceniem `/game join`."
    ),
    "bot.dm_nothing": "Nic teraz na ciebie nie czeka; napiszę, gdy przyjdzie twoja kolej.",
    "bot.dm_several": "Czeka na ciebie kilka gier ({names}); użyj `/play` z opcją `game:`.",
    "bot.not_player_hand": "Nie jesteś graczem w tej grze; widzowie widzą planszę publiczną.",
    "bot.rules.no_topic": "❌ Nie ma takiego tematu. Tematy: {topics}",
    "bot.rules.name_game": "❌ Wskaż grę opcją `game:`.",
    # prompts and their components
    "bot.form.secret": "🔒 Tajne: widzisz to tylko ty; odpowiedzi zostaną odkryte razem.",
    "bot.form.so_far": "Na razie: **{words}**",
    "bot.form.so_far_owned": "{seat}, na razie: **{words}**",
    "bot.form.choose": "Wybierz…",
    "bot.form.owned_menu": "{seat}: {what}",
    "bot.form.owned_button": "{what} ({seat})",
    "bot.form.submit": "Wyślij",
    "bot.form.start_over": "Od nowa",
    "bot.form.amount_menu": "Wybierz liczbę…",
    "bot.form.amount_button": "Wpisz liczbę…",
    "bot.form.amount_label": "Liczba ({low}–{high} {unit})",
    "bot.hint.options": "wybierz jedno: {choices}",
    "bot.hint.then_pass": " (dopisz `then pass` do budowy, by od razu spasować)",
    "bot.hint.amount": "wpisz `{verb} N`, gdzie N od {low} do {high} {unit}",
    "bot.hint.steps": "zacznij od jednego z: {first}",
    "bot.hint.assign": "wpisz `{example}`, używając każdego swojego żetonu raz: {pool}",
    "bot.hint.split": "wpisz `{example}`, rozmieszczając razem dokładnie {total} ({caps})",
    "bot.hint.kind_secret": "tajnie, wszyscy naraz",
    "bot.hint.kind_together": "wszyscy naraz",
    "bot.hint.kind_in_turn": "w kolejności",
    # the lobby and the start
    "bot.lobby.head": "**{title}** nr {id} — czekamy na graczy ({count}/{max}, co najmniej {min})",
    "bot.lobby.seat": "{n}. {mention}",
    "bot.lobby.seat_role": "{n}. {mention} jako {role}",
    "bot.lobby.options": "Opcje (przełącza je twórca przed startem): {options}",
    "bot.lobby.pace": "Tempo: {hours} godz. na każdą decyzję, potem zostanie przyjęta odpowiedź domyślna.",
    "bot.lobby.no_pace": "Tempo: bez terminów.",
    "bot.lobby.own_board": "Plik planszy: własny grupy, edycja `{edition}`.",
    "bot.lobby.how": "Dołącz przyciskiem albo `/game join`; twórca rozpoczyna grę poleceniem `/game start`.",
    "bot.lobby.join": "Dołącz",
    "bot.lobby.leave": "Wyjdź",
    "bot.lobby.start": "Start",
    "bot.lobby.closed": "Poczekalnię zamknięto.",
    "bot.lobby.left_closed": "Wyszedłeś; poczekalnia jest zamknięta.",
    "bot.lobby.in_server": "Gry toczą się na kanałach serwera; tam załóż grę.",
    "bot.lobby.board_large": "❌ Ten plik planszy jest za duży ({size} bajtów; najwyżej {limit}).",
    "bot.lobby.board_download": "❌ Nie udało się pobrać tego pliku planszy; spróbuj ponownie.",
    "bot.start.seat": "{mention} jako {seat}",
    "bot.start.begins": "**{title}** nr {id} się zaczyna: {seats}.",
    "bot.start.thread_name": "{title} nr {id} · widzowie",
    "bot.start.thread": "Widzowie mogą śledzić grę w wątku {thread}.",
    "bot.start.placeholders": (
        "ℹ️ {share} wydrukowanych wartości tej gry ({count} z {total}) to uzasadnione zastępniki, bo nie podaje "
        "ich żadne publiczne źródło; wszystko, co podaje instrukcja, "
        "jest zgodne z instrukcją."
    ),
    "bot.status.show_prompt": "Pokaż moje pytanie",
    "bot.abandoned": "Gra nr {id} została porzucona przez {user}.",
    "bot.standings": "**Wyniki końcowe**",
    "bot.record": (
        "📜 Zapis gry nr {id}, ruch po ruchu: zachowaj go, by odtworzyć grę przy stole lokalnym (README mówi jak)."
    ),
    "bot.log": "Ostatnie ruchy gry nr {id} (cała historia w załączniku):\n{text}",
    "bot.history.undo": "↩ {seat} cofnął ruchy od nr {action}.",
    "bot.history.default": "⏱ (domyślnie)",
    # host controls, undo and votes
    "bot.host.paused": "⏸ {user} wstrzymał grę; do `/game resume` nie można nic zagrać i nie biegnie żaden zegar.",
    "bot.host.resumed": "▶️ {user} wznowił grę; termin przesunął się o czas przerwy.",
    "bot.host.extended": "⏳ {user} przedłużył termin o {hours} {hours:godzinę|godziny|godzin}.",
    "bot.host.back": "👋 {user} wrócił i znów sam gra na swoim miejscu.",
    "bot.host.replaced": (
        "🔁 {new} przejmuje miejsce {n} ({seat}) od {old}; nowy gracz dostaje widok tego miejsca prywatną wiadomością."
    ),
    "bot.undo.done": "↩ {user} cofnął swój ostatni ruch.",
    "bot.undo.ask": (
        "{user} prosi o cofnięcie ruchów: od tego czasu grali inni albo padły kości lub odkryto tajne odpowiedzi, "
        "więc muszą się zgodzić gospodarz i każdy gracz, którego to dotyczy."
    ),
    "bot.end.ask": "{user} proponuje zakończyć grę bez wyniku.",
    "bot.vote.tally": "Za: {count} z {total}; brakuje jeszcze: {names}.",
    "bot.vote.agree": "Zgoda",
    "bot.vote.refuse": "Sprzeciw",
    "bot.vote.agreed": "{user} się zgodził.",
    "bot.vote.refused": "{user} się sprzeciwił: głosowanie jest zamknięte i nic się nie zmienia.",
    "bot.vote.void": "Gra poszła tymczasem dalej: głosowanie jest nieważne.",
    "bot.vote.undone": "Wszyscy się zgodzili: ruchy są cofnięte.",
    "bot.vote.ended": "Wszyscy się zgodzili: gra kończy się bez wyniku.",
    "bot.more_lines": "… (pominięto {count} {count:wiersz|wiersze|wierszy})",
    "bot.live.earlier": (
        "… {count} {count:wcześniejszy wiersz|wcześniejsze wiersze|wcześniejszych wierszy} w wątku dla widzów"
    ),
    "bot.live.more": "… i {count} {count:wiersz|wiersze|wierszy} więcej w wątku dla widzów",
    "bot.live.turn": "▶️ {names} — {prompt}",
    "bot.live.secret": (
        "🔒 {names}: odpowiedź w wiadomości prywatnej (zapieczętowana, dopóki nie odpowiedzą wszyscy)."
    ),
    "bot.live.private": "✉️ {names}: możliwości są w wiadomości prywatnej (widać w nich twoją rękę).",
    "bot.live.dm_closed": (
        "✉️ {mention} {seat}: nie mogę wysłać ci wiadomości prywatnej (masz je dla mnie zamknięte); twój "
        "przycisk poniżej otwiera prywatne pytanie."
    ),
    "bot.live.open_prompt": "{seat}: moje pytanie",
    "bot.form.rules": "📖 Zasady",
    "bot.rules.none_now": "Ta decyzja nie ma własnego streszczenia zasad; `/rules` pokazuje listę tematów.",
    "bot.form.by": "odpowiedź do {relative} ({exact})",
    "bot.form.dm_hint": "Odpowiedz przyciskami albo wpisz odpowiedź tutaj (jak — pokazuje Pomoc).",
    "bot.form.full_board": "🗺 Cała plansza",
    "bot.form.help": "❓ Pomoc",
    "bot.form.presets": "Proponowane odpowiedzi…",
    "bot.form.answer": "Wybierz wartości…",
    "bot.form.own_answer": "Własna…",
    "bot.form.try_again": "Spróbuj jeszcze raz",
    "bot.form.change": "Zmień",
    "bot.modal.title": "Twoja odpowiedź",
    "bot.modal.rest": "Reszta trafia tutaj: {slot}",
    "bot.forced": "⏩ {seat} — jedyny możliwy wybór: {action}.",
    "bot.sealed": "🔒 Zapieczętowano: {answer}.",
    "bot.sealed_change": "Możesz to zmienić, dopóki nie odpowiedzą wszyscy.",
    "bot.sealed_now": "Twoja zapieczętowana odpowiedź: {answer}. Wybierz inną, aby ją zmienić.",
    "bot.next_dm": "Twój następny wybór czeka w wiadomości prywatnej.",
    "bot.next_channel": "Twój następny wybór czeka na kanale {channel}.",
    "bot.other_seat": (
        "❌ Ten wybór jest dla gracza: {seat}; stół czeka też na twoją odpowiedź, na twoich przyciskach."
    ),
    "bot.change_closed": "Odpowiedzi już odkryto, więc nie można jej już zmienić.",
    "bot.no_board": "Ta gra nie ma obrazu planszy.",
    "bot.full_board": "🗺 **{title}** nr {id}: cała plansza (otwórz, aby powiększyć).",
    "bot.help_general": (
        "Nic teraz na ciebie nie czeka. `/game status` pokazuje, na kogo czeka stół; `/rules` objaśnia każdą fazę."
    ),
    "bot.help_type": "⌨️ Aby wpisać odpowiedź: `/play action:` (albo wiadomość prywatna do mnie) — {hint}",
    "bot.key_expired": "❌ Ta podpowiedź wygasła; zacznij wpisywać akcję jeszcze raz, a zobaczysz dozwolone.",
    "bot.start.placeholder_button": "Które wartości?",
    "bot.start.placeholder_details": (
        "Wartości zastępcze według rodzaju: {notes}. Grupa, która ma grę, może grać na własnych wydrukowanych "
        "wartościach: dołącz plik planszy do `/game create board:` albo ustaw `{setting}` dla każdej nowej "
        "gry (zob. README)."
    ),
    "bot.status.show_everyone": "Pokaż wszystkim",
    "bot.modal.chosen": "{slot}: {value}. Teraz reszta",
    "bot.form.first_slot": "Najpierw {slot}: jaka wartość?",
    "bot.form.several": "Wybierz jedno lub więcej…",
}

CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)

TABLE_EN = {
    "table.too_long": "That is longer than any answer of this game (at most {limit} characters); nothing changed.",
    # answering ahead (bot.table.ahead, bot.table.queue): refusals, and what a seat alone is told
    "ahead.nothing": "You owe nothing later in this phase, so there is nothing to answer ahead.",
    "ahead.owe_now": "It is your turn now: answer the open decision instead.",
    "ahead.opened": "That decision is open now: answer it in its prompt.",
    "ahead.ai": "The AI plays this seat; it needs no answers ahead.",
    "ahead.refused": "{entry} cannot be answered ahead: {problem}",
    "ahead.too_many": "At most {count} answers ahead at a time.",
    "ahead.no_suggestion": "The AI has no suggestion for this turn; pick your answer yourself.",
    "ahead.note.chain_over": (
        "Your answer ahead was not used: the phase ended before your turn came, so it is dropped."
    ),
    "ahead.note.other_decision": (
        "Your answer ahead was not used: the decision that came to you is not the one you answered ahead; "
        "please answer it now."
    ),
    "ahead.note.none_legal": (
        "Your {count:answer|answers} ahead could not be played: {count:it is|none of them is} legal any more "
        "(the moves before yours changed the board). Please answer now."
    ),
    "ahead.note.order_refused": (
        "Your standing order could not be played now (its answer is not legal at this moment), so it is dropped; "
        "please answer now."
    ),
    "ahead.note.undone": "An undo took moves back, so your answers ahead were dropped: give them again if you like.",
    "table.pace": "A pace must be between {low} hour and {high} days per decision, or none.",
    "table.edition": "That board file cannot be used: {problem}",
    "table.options": "Those options cannot be used: {problem}",
    "table.players": "{title} is for {low}–{high} players.",
    "table.occupied_lobby": (
        "This channel already has a game ({game} #{id}, waiting for players). One game per channel: finish or "
        "abandon it, or use another channel or thread."
    ),
    "table.occupied_active": (
        "This channel already has a game ({game} #{id}, in progress). One game per channel: finish or abandon it, "
        "or use another channel or thread."
    ),
    "table.occupied_race": "This channel already has a game.",
    "table.unknown_game": "That game cannot be played here: {problem}",
    "table.role_unknown": "{role} is not a role you can choose; choose from {choices}.",
    "table.role_taken": "{role} is already taken; choose another.",
    "table.role_none": "{title} has no roles to choose (they are dealt); join without one.",
    "table.no_game": "There is no game in this channel. Start one with `/game create`.",
    "table.no_game_ever": "No game has been played in this channel.",
    "table.no_such_game": "There is no game #{id}.",
    "table.seats_taken": "This game has already started; seats are taken.",
    "table.seated": "You are already seated at this game.",
    "table.full": "The game is full ({count} players).",
    "table.not_seated": "You are not seated at this game.",
    "table.seats_fixed": (
        "The game has started, so its seats are fixed. The host can give a seat to someone else (`/game replace`)."
    ),
    "table.creator_leaves": "You created this game; `/game abandon` closes it for everyone, or start it.",
    "table.started": "This game has already started.",
    "table.only_creator_starts": "Only the player who created the game can start it.",
    "table.needs_players": "{title} needs {low}–{high} players; {seated} seated. Others can `/game join`.",
    "table.options_fixed": "Options are fixed once the game has started.",
    "table.only_creator_options": "Only the player who created the game can change its options.",
    "table.only_host_abandons": "Only the game's creator or a server manager can abandon it.",
    "table.not_player_thread": "You are not a player in this game; you can follow it in its thread.",
    "table.not_player": "You are not a player in this game.",
    "table.conflict": "Someone else's move went in at the same moment; try again.",
    "table.paused": "The game is paused by its host; it resumes with `/game resume`.",
    "table.stale": "That prompt is out of date: the game has moved on. Use the newest prompt or `/play`.",
    "table.not_host": "Only the game's host (its creator) or a server manager can do that.",
    "table.already_paused": "The game is already paused.",
    "table.not_paused": "The game is not paused.",
    "table.extend_range": "Extend a deadline by {low} to {high} hours at a time.",
    "table.no_deadline": "This game has no deadline running (no pace, paused, or over).",
    "table.not_stand_in": "Your seat is yours already: no stand-in plays for you.",
    "table.no_seat": "There is no seat {seat} in this game.",
    "table.already_seated": "That player already holds a seat in this game.",
    "table.kick_started": "The game has started; a host replaces players with `/game replace`.",
    "table.kick_self": "The host cannot remove himself; `/game abandon` closes the lobby.",
    "table.target_not_seated": "That player is not seated at this game.",
    "table.nothing_to_undo": "You have no action of yours in this game to take back.",
    "table.vote_open": "A table vote is already open; it must end first.",
    "table.only_players_end": "Only the game's players vote to end it.",
    "table.no_vote": "There is no table vote open.",
    "table.not_needed": "Your agreement is not needed for this vote.",
    "table.lobby": "The game has not started yet; its creator starts it with `/game start`.",
    "table.inactive_lobby": "The game has not started yet; its creator starts it with `/game start`.",
    "table.inactive_finished": "This game is over; nothing more can be played.",
    "table.inactive_abandoned": "This game was abandoned; nothing more can be played.",
    "table.inactive_active": "This game is not being played.",
    "table.record_not_over": (
        "A record holds the seed, which foretells every die still to be rolled, and sealed answers not yet "
        "revealed; it is given out once the game is over. `/game log` shows the history so far."
    ),
    "table.other_channel": "That lobby belongs to another channel.",
    "table.lobby_closed": "This game has already started (or ended); the lobby is closed.",
    "table.no_games_of_yours": "You are not seated at any game in progress.",
    "table.nothing_waiting": "Nothing is waiting for you in your games right now.",
    "table.ambiguous": "Several of your games wait for you; choose one with `game:`.",
}

TABLE_PL = {
    "table.too_long": "To dłuższe niż każda odpowiedź w tej grze (najwyżej {limit} znaków); nic się nie zmieniło.",
    "ahead.nothing": "W tej fazie nie czeka cię już żadna decyzja, więc nie ma na co odpowiadać z góry.",
    "ahead.owe_now": "Teraz twoja kolej: odpowiedz na otwartą decyzję.",
    "ahead.opened": "Ta decyzja jest już otwarta: odpowiedz na nią w jej pytaniu.",
    "ahead.ai": "Tym miejscem gra SI; nie potrzebuje odpowiedzi z góry.",
    "ahead.refused": "Nie można z góry odpowiedzieć {entry}: {problem}",
    "ahead.too_many": "Naraz najwyżej {count} {count:odpowiedź|odpowiedzi|odpowiedzi} z góry.",
    "ahead.no_suggestion": "SI nie ma podpowiedzi na tę kolej; wybierz odpowiedź sam.",
    "ahead.note.chain_over": (
        "Twoja odpowiedź z góry nie została użyta: faza skończyła się, zanim przyszła twoja kolej, więc przepada."
    ),
    "ahead.note.other_decision": (
        "Twoja odpowiedź z góry nie została użyta: przyszła do ciebie inna decyzja niż ta, na którą odpowiedziałeś "
        "z góry; odpowiedz teraz."
    ),
    "ahead.note.none_legal": (
        "Nie dało się zagrać {count:twojej odpowiedzi|żadnej z twoich odpowiedzi|żadnej z twoich odpowiedzi} z góry: "
        "ruchy przed twoim zmieniły planszę. Odpowiedz teraz."
    ),
    "ahead.note.order_refused": (
        "Twojego stałego polecenia nie dało się teraz wykonać (jego odpowiedź nie jest w tej chwili dozwolona), "
        "więc przepada; odpowiedz teraz."
    ),
    "ahead.note.undone": ("Cofnięto ruchy, więc twoje odpowiedzi z góry przepadły: możesz podać je jeszcze raz."),
    "table.pace": "Tempo musi wynosić od {low} godziny do {high} dni na decyzję albo żadne.",
    "table.edition": "Tego pliku planszy nie da się użyć: {problem}",
    "table.options": "Tych opcji nie da się użyć: {problem}",
    "table.players": "{title} to gra dla {low}–{high} graczy.",
    "table.occupied_lobby": (
        "Na tym kanale jest już gra ({game} nr {id}, czeka na graczy). Jedna gra na kanał: dokończcie ją lub "
        "porzućcie albo użyjcie innego kanału lub wątku."
    ),
    "table.occupied_active": (
        "Na tym kanale jest już gra ({game} nr {id}, w toku). Jedna gra na kanał: dokończcie ją lub porzućcie "
        "albo użyjcie innego kanału lub wątku."
    ),
    "table.occupied_race": "Na tym kanale jest już gra.",
    "table.unknown_game": "W tę grę nie da się tu zagrać: {problem}",
    "table.role_unknown": "{role} nie jest rolą do wyboru; wybierz spośród: {choices}.",
    "table.role_taken": "{role} jest już zajęty; wybierz inny.",
    "table.role_none": "W grze {title} nie wybiera się ról (są rozdawane); dołącz bez roli.",
    "table.no_game": "Na tym kanale nie ma gry. Załóż ją poleceniem `/game create`.",
    "table.no_game_ever": "Na tym kanale nie rozegrano jeszcze żadnej gry.",
    "table.no_such_game": "Nie ma gry nr {id}.",
    "table.seats_taken": "Ta gra już się zaczęła; miejsca są zajęte.",
    "table.seated": "Już siedzisz przy tej grze.",
    "table.full": "Gra jest pełna ({count} graczy).",
    "table.not_seated": "Nie siedzisz przy tej grze.",
    "table.seats_fixed": (
        "Gra się zaczęła, więc miejsca są ustalone. Gospodarz może oddać miejsce komuś innemu (`/game replace`)."
    ),
    "table.creator_leaves": "To ty założyłeś tę grę; `/game abandon` zamyka ją dla wszystkich, albo ją rozpocznij.",
    "table.started": "Ta gra już się zaczęła.",
    "table.only_creator_starts": "Grę może rozpocząć tylko gracz, który ją założył.",
    "table.needs_players": (
        "{title} wymaga {low}–{high} graczy; siedzi {seated}. Pozostali mogą dołączyć poleceniem `/game join`."
    ),
    "table.options_fixed": "Po rozpoczęciu gry opcji nie można zmieniać.",
    "table.only_creator_options": "Opcje gry może zmieniać tylko gracz, który ją założył.",
    "table.only_host_abandons": "Grę może porzucić tylko jej twórca albo zarządca serwera.",
    "table.not_player_thread": "Nie jesteś graczem w tej grze; możesz ją śledzić w jej wątku.",
    "table.not_player": "Nie jesteś graczem w tej grze.",
    "table.conflict": "W tej samej chwili wszedł ruch kogoś innego; spróbuj jeszcze raz.",
    "table.paused": "Gospodarz wstrzymał grę; wznowi ją polecenie `/game resume`.",
    "table.stale": "To pytanie jest nieaktualne: gra poszła dalej. Użyj najnowszego pytania albo `/play`.",
    "table.not_host": "To może zrobić tylko gospodarz gry (jej twórca) albo zarządca serwera.",
    "table.already_paused": "Gra jest już wstrzymana.",
    "table.not_paused": "Gra nie jest wstrzymana.",
    "table.extend_range": "Termin można przedłużyć jednorazowo o {low} do {high} godzin.",
    "table.no_deadline": "W tej grze nie biegnie żaden termin (bez tempa, wstrzymana albo zakończona).",
    "table.not_stand_in": "Twoje miejsce i tak jest twoje: nie gra za ciebie żaden zastępca.",
    "table.no_seat": "W tej grze nie ma miejsca nr {seat}.",
    "table.already_seated": "Ten gracz ma już miejsce w tej grze.",
    "table.kick_started": "Gra się zaczęła; gospodarz zastępuje graczy poleceniem `/game replace`.",
    "table.kick_self": "Gospodarz nie może usunąć samego siebie; `/game abandon` zamyka poczekalnię.",
    "table.target_not_seated": "Ten gracz nie siedzi przy tej grze.",
    "table.nothing_to_undo": "Nie masz w tej grze żadnego własnego ruchu do cofnięcia.",
    "table.vote_open": "Trwa już głosowanie przy stole; najpierw musi się zakończyć.",
    "table.only_players_end": "O zakończeniu gry głosują tylko jej gracze.",
    "table.no_vote": "Nie trwa żadne głosowanie przy stole.",
    "table.not_needed": "Twoja zgoda nie jest potrzebna w tym głosowaniu.",
    "table.lobby": "Gra jeszcze się nie zaczęła; jej twórca rozpoczyna ją poleceniem `/game start`.",
    "table.inactive_lobby": "Gra jeszcze się nie zaczęła; jej twórca rozpoczyna ją poleceniem `/game start`.",
    "table.inactive_finished": "Ta gra się skończyła; nie można już nic zagrać.",
    "table.inactive_abandoned": "Tę grę porzucono; nie można już nic zagrać.",
    "table.inactive_active": "Ta gra nie jest rozgrywana.",
    "table.record_not_over": (
        "Zapis gry zawiera ziarno losowania, które zdradza wszystkie przyszłe rzuty, oraz jeszcze nieodkryte "
        "tajne odpowiedzi; wydaje się go dopiero po końcu gry. `/game log` pokazuje dotychczasową historię."
    ),
    "table.other_channel": "Ta poczekalnia należy do innego kanału.",
    "table.lobby_closed": "Ta gra już się zaczęła (albo skończyła); poczekalnia jest zamknięta.",
    "table.no_games_of_yours": "Nie siedzisz przy żadnej toczącej się grze.",
    "table.nothing_waiting": "W twoich grach nic teraz na ciebie nie czeka.",
    "table.ambiguous": "Czeka na ciebie kilka gier; wybierz jedną opcją `game:`.",
}

CATALOGUE.add("en", TABLE_EN)
CATALOGUE.add("pl", TABLE_PL)


def option_label(label: str, lang: str) -> str:
    """A game option's label (or value) in ``lang``: the catalogue's ``option:<English label>``."""
    return (CATALOGUE.translation(f"option:{label}", lang) if lang != "en" else None) or label


OTHER_PL = {
    # game options and their values, as the lobby shows them
    "option:Restrictions on Concluding Treaties": "Ograniczenia w zawieraniu traktatów",
    "option:Greater Durability of Treaties": "Większa trwałość traktatów",
    "option:Private Duchies": "Księstwa prywatne",
    "option:Short game (four rounds: Sejms I, II, V and VIII)": "Krótka gra (cztery rundy: Sejmy I, II, V i VIII)",
    "option:Version": "Wersja",
    "option:basic": "podstawowa",
    "option:advanced": "zaawansowana",
    "option:Additional challenge cards D (advanced)": "Dodatkowe karty wyzwań D (wersja zaawansowana)",
}

CATALOGUE.add("pl", OTHER_PL)

COMMANDS_PL = {
    # slash-command, option and choice descriptions (discord.py's translator reads ``cmd:<English>``)
    "cmd:Create, join and run a game in this channel": "Zakładanie, dołączanie i prowadzenie gry na tym kanale",
    "cmd:Open a new game in this channel and take the first seat": (
        "Załóż nową grę na tym kanale i zajmij pierwsze miejsce"
    ),
    "cmd:Which game": "Która gra",
    "cmd:How many seats (default: the game's maximum)": "Ile miejsc (domyślnie: najwięcej, ile pozwala gra)",
    "cmd:Your house/colour, if the game has them": "Twój ród lub kolor, jeśli gra je ma",
    "cmd:Your group's own board file (TOML), if you own the printed game": (
        "Własny plik planszy grupy (TOML), jeśli macie drukowaną grę"
    ),
    "cmd:How long each decision may take before the default answer is applied": (
        "Ile może trwać każda decyzja, zanim zostanie przyjęta odpowiedź domyślna"
    ),
    "cmd:6 hours a decision": "6 godzin na decyzję",
    "cmd:12 hours a decision": "12 godzin na decyzję",
    "cmd:24 hours a decision": "24 godziny na decyzję",
    "cmd:48 hours a decision": "48 godzin na decyzję",
    "cmd:72 hours a decision": "72 godziny na decyzję",
    "cmd:a week a decision": "tydzień na decyzję",
    "cmd:no deadlines": "bez terminów",
    "cmd:Take a seat at the game in this channel": "Zajmij miejsce przy grze na tym kanale",
    "cmd:Give up your seat in this channel's lobby": "Zwolnij swoje miejsce w poczekalni tego kanału",
    "cmd:Start the game in this channel (its creator)": "Rozpocznij grę na tym kanale (jej twórca)",
    "cmd:Where this channel's game stands and who it waits for": "Stan gry na tym kanale i na kogo czeka",
    "cmd:End this channel's game without a result (creator or server manager)": (
        "Zakończ grę na tym kanale bez wyniku (twórca albo zarządca serwera)"
    ),
    "cmd:Pause the game and its clock (host)": "Wstrzymaj grę i jej zegar (gospodarz)",
    "cmd:Resume a paused game (host)": "Wznów wstrzymaną grę (gospodarz)",
    "cmd:Give the table more time for the current decision (host)": (
        "Daj stołowi więcej czasu na obecną decyzję (gospodarz)"
    ),
    "cmd:How many hours to add (1 to 168)": "Ile godzin dodać (od 1 do 168)",
    "cmd:Take your seat back from its stand-in": "Odbierz swoje miejsce zastępcy",
    "cmd:Give a seat to another player (host)": "Oddaj miejsce innemu graczowi (gospodarz)",
    "cmd:The seat's number (1 for the first seat)": "Numer miejsca (1 to pierwsze miejsce)",
    "cmd:Who takes the seat": "Kto przejmuje miejsce",
    "cmd:Remove a player from the lobby before the start (host)": "Usuń gracza z poczekalni przed startem (gospodarz)",
    "cmd:Who leaves the lobby": "Kto opuszcza poczekalnię",
    "cmd:Take back your last move (at once if nothing happened since)": (
        "Cofnij swój ostatni ruch (od razu, jeśli od tego czasu nic się nie wydarzyło)"
    ),
    "cmd:Propose to end the game without a result (all players must agree)": (
        "Zaproponuj zakończenie gry bez wyniku (muszą się zgodzić wszyscy gracze)"
    ),
    "cmd:The public history of this channel's game": "Publiczna historia gry na tym kanale",
    "cmd:The record of a finished game, to replay at the local table": (
        "Zapis zakończonej gry, do odtworzenia przy lokalnym stole"
    ),
    "cmd:Play an action, e.g. `bid 3` (secret answers stay private)": (
        "Zagraj akcję, np. `bid 3` (tajne odpowiedzi pozostają prywatne)"
    ),
    "cmd:The action; start typing to see the legal ones": "Akcja; zacznij pisać, a zobaczysz dozwolone",
    "cmd:The game number, if not this channel's": "Numer gry, jeśli nie ta z tego kanału",
    "cmd:Your private view of your game, with your own board image": (
        "Twój prywatny widok gry, z twoim własnym obrazem planszy"
    ),
    "cmd:The full board of this channel's game, privately": "Cała plansza gry z tego kanału, prywatnie",
    "cmd:A summary of a rulebook section of this channel's game": "Streszczenie rozdziału instrukcji gry z tego kanału",
    "cmd:The section; start typing to see them": "Rozdział; zacznij pisać, a zobaczysz je",
    "cmd:Which game, outside a game's channel": "Która gra, poza kanałem gry",
}

CATALOGUE.add("pl", COMMANDS_PL)
