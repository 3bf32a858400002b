"""The sentences of the command line, the local table's own chrome and record loading, in English and Polish.

The game's sentences come from the rules' catalogues; these are the table's frame around them (prompts,
``:help``, seat headers, "pass the device"), the refusals of ``python -m bot`` and its settings, and what
is wrong with a record or a board file. Keys: ``local.`` (the local table), ``cli.`` (the command line and
start-up), ``record.`` (loading a game record).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from rules.core.messages import CATALOGUE, Msg, msg

EN = {
    "cli.local_db_not_file": (
        "the local table keeps its games in an SQLite file: give the path of a file (a new one is made), not a "
        "folder or a database URL"
    ),
    # --- the local table ------------------------------------------------------------------------------
    "local.help": (
        "Commands:\n"
        "  <action>        play for the current seat, e.g. `estate ukraine`, `bid 3`\n"
        "  <number>        the answer with that number in the prompt's list (an amount: the number itself)\n"
        "  :seat N         switch to seat N (0-based); secrets are shown only to the seat you are\n"
        "  :who            whom the table waits for, and why\n"
        "  :view           your seat's view (what you hold, your sealed answer)\n"
        "  :ahead          answer your next turn in this phase before it comes; `:ahead clear` drops it\n"
        "  :rules [topic]  the rules topics, or one of them (`:rules setup`)\n"
        "  :board          write the current board image now\n"
        "  :placeholders   which printed values this board only approximates\n"
        "  :help           this help\n"
        "  :quit           leave (the game is saved; resume with --resume)\n"
        "An answer built step by step (a proposal, a special action) starts with its first word or number; "
        "then `back` takes a word back and `send` sends it.\n"
        "Places you leave out of `place`, `dice` and `tokens` count as 0 where 0 is allowed."
    ),
    "local.help_verbs": "The verbs may be typed in Polish: {verbs}.",
    "local.start": "Local game #{id}: {title}, {players} players.",
    "local.resuming": "Resuming local game #{id}.",
    "local.loaded": "Loaded as local game #{id}; it plays on from here.",
    "local.replayed": "Replayed {entries} log entries; {boards} boards in {folder}/.",
    "local.type": "Type an action for the current seat, or `:help`.",
    "local.waiting": "Waiting for {names}. Switch with `:seat N`.",
    "local.waiting_seat": "{name} (seat {seat})",
    "local.over": "The game is over.",
    "local.refused": "Refused: {reason}",
    "local.no_seat": "There is no seat {seat}; seats are 0–{last}.",
    "local.seat_form": "Write `:seat N`, e.g. `:seat 1`.",
    "local.now_seat": "You are now seat {seat}: {name}.",
    "local.only_you": "(only you, seat {seat})",
    "local.unknown_command": "Unknown command {command}; `:help` lists them.",
    "local.board_image": "[board image: {path}]",
    "local.prompt": "seat {seat}> ",
    "local.pass_device": "Pass the device to seat {seat}: {name}. Press Enter when only that player is looking.",
    "local.script_form": "{where}: expected `<seat> <action>`, got {line}",
    "local.script_stops": "{where}: the script stops here.",
    "local.ai_played": "> seat {seat} (AI): {action}",
    "local.ai_answered": "> seat {seat} (AI) has answered.",
    "local.goodbye": "Game #{id} is saved; carry on with `{command}`.",
    "local.now_seat_turn": "You are now seat {seat}: {name} — the table waits for it ({why}).",
    "local.now_seat_idle": "You are now seat {seat}: {name}. It owes nothing now; the table waits for {names}.",
    "local.now_seat_answered": (
        "You are now seat {seat}: {name}. It has answered already; the table waits for {names}."
    ),
    "local.who": "The table waits for {names} ({why}).",
    "local.who_answered": "Answered already: {names}.",
    "local.you_are": "You are seat {seat}: {name}.",
    "local.not_your_turn": (
        "Seat {seat} ({name}) owes nothing now, so nothing was played; the table waits for {names} "
        "(switch with `:seat N`)."
    ),
    "local.replace_sealed": (
        "Seat {seat} ({name}) has answered already. Type `yes` to replace its answer with this one, anything else "
        "to keep it."
    ),
    "local.kept_sealed": "Seat {seat} keeps its answer.",
    "local.hide": (
        "Seat {seat}, {name}: read the lines above, then press Enter to hide them before the device is passed."
    ),
    "local.recap": "What happened (everyone may read this):",
    "local.not_an_answer": "{word} is not an answer here",
    "local.legal_choices": "Now you can answer {legal}, or a number from the list; `:help` lists the table's commands.",
    "local.legal_form": "Now: {legal}; `:help` lists the table's commands.",
    "local.zeros": (
        "Places you leave out count as 0 only while there is a 0 token for each of them: you left out {count}, "
        "and a hand holds {zeros} {zeros:token|tokens} of 0."
    ),
    "local.no_number": "There is no answer {number} in the list; choose a number from 1 to {last}.",
    "local.rules_topic": "`:rules {topic}` explains this part of the rules.",
    "local.more_choices": "… and {count} more: pick them by number, or type the answer.",
    "local.how_options": "Type a number from the list, or the answer itself.",
    "local.how_steps": "Pick a number to build the answer step by step, or type the whole answer.",
    "local.how_amount": "To answer, {hint} (or the number alone).",
    "local.how_presets": "To answer, {hint}; or pick a ready answer by its number.",
    "local.how_typed": "To answer, {hint}.",
    "local.so_far": "So far: `{words}`",
    "local.build_start": "Choose the first word:",
    "local.build_how": "Pick a number or type the word; `back` takes the last word back, `cancel` leaves.",
    "local.build_how_send": (
        "This is a whole answer: `send` sends it, or pick a number to add to it; `back` takes the last word back, "
        "`cancel` leaves."
    ),
    "local.build_unknown": (
        "{typed} is not one of the choices here; type a number from 1 to {last}, `back` or `cancel`."
    ),
    "local.rules_none": "This game has no rules topics.",
    "local.rules_list": "Rules topics (`:rules <topic>` shows one; ◀ marks the one of the open decision):",
    "local.rules_unknown": "No rules topic matches {topic}; `:rules` lists them.",
    "local.rules_several": "Several topics match {topic}; `:rules <topic>` shows one:",
    "local.ahead_head": "Answering ahead, seat {seat}: {name}.",
    "local.ahead_next": "Your next turn in this phase, as it would stand now: {prompt}",
    "local.ahead_owes_now": "It is your turn now; you can still leave a standing order for the rest of this phase.",
    "local.ahead_queued": "Queued, in order: {entries}. When your turn comes, the first that is still legal is played.",
    "local.ahead_nothing_queued": "Nothing queued.",
    "local.ahead_orders": "Standing orders you can leave for the rest of this phase:",
    "local.ahead_standing": " ◀ left",
    "local.ahead_how": (
        "`:ahead <answer>, <answer>…` queues answers in order (numbers from the list work); `:ahead order <n>` "
        "leaves a standing order (`:ahead order none` drops it); `:ahead ai` shows the AI's pick; `:ahead clear` "
        "drops everything."
    ),
    "local.ahead_after": (
        "Then, your turn after that, as it would stand now: {prompt} (`:ahead then <answer>, <answer>…` queues it)"
    ),
    "local.ahead_then_queued": "Queued for the turn after, in order: {entries}.",
    "local.ahead_suggested": "💡 The AI would answer `{answer}`; queue it with `:ahead {answer}` if you want it.",
    "local.ahead_no_number": "There is no answer {number} in the list; choose a number from 1 to {last}.",
    "local.ahead_no_order": "There is no standing order {number}; choose a number from 1 to {last}.",
    "local.ahead_order_form": "Write `:ahead order <n>` with the number of a standing order from `:ahead`.",
    "local.ahead_hint": "{name}: you can answer your next turn in this phase now, with `:ahead`.",
    "local.placeholders": (
        "Stand-in values: {share} of this board's printed values ({placeholders} of {total}) are our best "
        "guesses, not the printed ones. `:placeholders` says which; a group with the box can play on its own "
        "board file (`--board FILE`)."
    ),
    "local.placeholders_none": "Every value of this board is sourced; none is a stand-in.",
    "local.placeholders_detail": "Stand-in values, by kind ({placeholders} of {total}):",
    # --- the command line and start-up ------------------------------------------------------------------
    "cli.usage": (
        "Usage: python -m bot [COMMAND]\n"
        "  (nothing) or run     start the Discord bot (settings from the environment or .env)\n"
        "  local GAME ...       play at the local table, e.g. `python -m bot local boze --players 3`\n"
        "                       (`python -m bot local --help` lists its options)\n"
        "  invite               print the link that invites the bot to a server, with its permissions\n"
        "  bench ...            measure the engines, the table and the boards\n"
        "  --help               this help"
    ),
    "cli.unknown": "Unknown command {command}.",
    "cli.cannot_play": "Cannot play: {reason}",
    "cli.cannot_load": "Cannot load {file}: {reason}",
    "cli.cannot_read": "Cannot read {file}: {reason}",
    "cli.not_utf8": "{file} is not UTF-8 text (byte {offset}); save it as UTF-8 and try again",
    "cli.bad_json": "{file} is not valid JSON: {problem}",
    "cli.too_deep": "{file} is nested too deeply to be a game record",
    "cli.no_game": "Name a game ({games}) or give a record with --load FILE.",
    "cli.unknown_game": "Unknown game {game}; the games are {games}.",
    "cli.players": "{title} is for {low}–{high} players; choose --players between them, not {players}.",
    "cli.seed": "--seed must be a whole number from 0 to {high}, not {seed}.",
    "cli.upto": "--upto must be a log entry number from 0 up, not {upto}.",
    "cli.houses_none": "{title} has no roles to choose (they are dealt), so --houses cannot be used.",
    "cli.houses_count": "--houses names {count} roles for {players} players.",
    "cli.ai_form": "--ai takes seat numbers separated by commas, e.g. `--ai 1,2`; got {text}.",
    "cli.ai_seat": "--ai: there is no seat {seat}; seats are 0–{last}.",
    "cli.option_form": "--option takes name=value, e.g. `--option short=true`; got {text}.",
    "cli.no_resume": "No unfinished local {game} game in {db} to resume.",
    "cli.resume_no_db": (
        "No unfinished local {game} game in {db} to resume: there is no such file. Start a new game without "
        "--resume, or name the game's file with --db."
    ),
    "cli.setting": "Setting error: {problem}",
    "cli.log_level": "MARSZALEK_LOG_LEVEL must be one of {levels}, not {value}",
    "cli.owner_ids": "MARSZALEK_OWNER_IDS must list Discord user ids (numbers) separated by commas, not {value}",
    "cli.discord_id": "{name} must be a Discord id (a number), not {value}",
    "cli.retries": "MARSZALEK_CONNECT_RETRIES must be a whole number (0: try forever), not {value}",
    "cli.shard_count": (
        "MARSZALEK_SHARD_COUNT must be a whole number from 1 to {limit} (empty: as many shards as Discord "
        "recommends, all in this process), not {value}"
    ),
    "cli.shard_ids_without_count": (
        "MARSZALEK_SHARD_IDS needs MARSZALEK_SHARD_COUNT as well: the number of shards over every process"
    ),
    "cli.shard_ids": "MARSZALEK_SHARD_IDS must list shard numbers and ranges such as 0,1 or 0-3, not {value}",
    "cli.shard_ids_range": (
        "MARSZALEK_SHARD_IDS {value} names a shard that does not exist: with MARSZALEK_SHARD_COUNT={count} "
        "the shards are 0 to {last}"
    ),
    "cli.shard_ids_twice": "MARSZALEK_SHARD_IDS {value} names a shard twice",
    "cli.render_processes": (
        "MARSZALEK_RENDER_PROCESSES must be a whole number from 0 (boards drawn in a thread) to {limit}, not {value}"
    ),
    "cli.asyncpg": (
        "DATABASE_URL points at PostgreSQL, but its driver is not installed. Install it with "
        "`.venv/bin/pip install -e '.[postgres]'` (or `pip install asyncpg`) and start again."
    ),
    "cli.database": "Cannot open the database at DATABASE_URL ({url}): {problem}",
    "cli.local_db": "Cannot open the database {db}: {problem}",
    "cli.token_refused": (
        "Discord refused the token in DISCORD_TOKEN. Reset it on the application's Bot page and try again."
    ),
    "cli.intents": (
        "Discord refused an intent the bot asked for. Marszałek needs no privileged intent: check that the "
        "code is unchanged."
    ),
    "cli.retrying": "Cannot reach Discord ({problem}); trying again in {seconds} s (attempt {attempt}).",
    "cli.gave_up": (
        "Cannot reach Discord after {attempts} attempts ({problem}). Check the network connection and DNS; "
        "set MARSZALEK_CONNECT_RETRIES to try longer."
    ),
    "cli.invite_need_id": (
        "The invite link needs the application id: set DISCORD_TOKEN (the id is read from it) or "
        "MARSZALEK_APPLICATION_ID (the Application ID on the application's General Information page)."
    ),
    "cli.invite": "Invite Marszałek to a server you manage with this link (permissions {permissions}: {names}):",
    # --- game records -----------------------------------------------------------------------------------
    "record.not_record": "this is not a Marszałek game record (it holds {got}, not a table of fields)",
    "record.format": "this is not a Marszałek game record: `format` must be {want}, got {got}",
    "record.missing": "the record has no `{field}` ({want})",
    "record.field": "the record's `{field}` must be {want}, got {got}",
    "record.edition": "the record's `edition` is not a valid data edition: {problem}",
    "record.rules": "the record's `{field}` cannot be used: {problem}",
    "record.entry": "entry {seq} (seat {seat}: `{text}`) does not replay: {problem}",
    "record.users": "the record has {seats} seats, not {users}",
    "record.a_list": "a list",
    "record.want.table": "a table",
    "record.want.tables": "a list of tables",
    "record.want.text": "a text",
    "record.want.game": "one of {games}",
    "record.want.seed": "a whole number from 0 to {high}",
    "record.want.seats": "a list of {low} to {high} seats",
    "record.want.seat_no": "{n} (seats are numbered 0, 1, 2… in order)",
    "record.want.seat": "a seat number from 0 to {last}",
    "record.want.role": "a role's name or nothing",
    "record.want.role_of": "one of {roles}, or nothing",
    "record.want.seq": "{n} (entries are numbered 1, 2, 3… in order)",
    "record.want.undoes": "the number of an earlier entry not yet undone",
    "record.want.undo_text": "`undo` (the entry undoes entry {n})",
    "record.want.bool": "true or false",
    "record.want.action": "an action's text",
}

PL = {
    "cli.local_db_not_file": (
        "stół lokalny trzyma gry w pliku SQLite: podaj ścieżkę pliku (nowy zostanie utworzony), a nie folderu ani "
        "adresu bazy danych"
    ),
    "local.help": (
        "Polecenia:\n"
        "  <akcja>         ruch za bieżące miejsce, np. `estate ukraine`, `bid 3`\n"
        "  <liczba>        odpowiedź o tym numerze z listy w pytaniu (przy kwocie: sama liczba)\n"
        "  :seat N         przejście na miejsce N (od 0); tajemnice widzi tylko miejsce, którym jesteś\n"
        "  :who            na kogo czeka stół i dlaczego\n"
        "  :view           widok twojego miejsca (co masz, twoja zapieczętowana odpowiedź)\n"
        "  :ahead          odpowiedź z góry na twoją następną turę w tej fazie; `:ahead clear` ją usuwa\n"
        "  :rules [temat]  tematy zasad albo jeden z nich (`:rules setup`)\n"
        "  :board          zapisz teraz obraz planszy\n"
        "  :placeholders   które wartości tej planszy są tylko przybliżone\n"
        "  :help           ta pomoc\n"
        "  :quit           wyjście (gra jest zapisana; wrócisz do niej z --resume)\n"
        "Odpowiedź budowaną krok po kroku (propozycję, akcję specjalną) zaczyna jej pierwsze słowo albo numer; "
        "potem `back` cofa słowo, a `send` ją wysyła.\n"
        "Miejsca pominięte w `place`, `dice` i `tokens` liczą się jako 0 tam, gdzie 0 jest dozwolone."
    ),
    "local.help_verbs": "Polecenia można wpisywać po polsku: {verbs}.",
    "local.start": "Gra lokalna nr {id}: {title}, graczy: {players}.",
    "local.resuming": "Wznawiamy grę lokalną nr {id}.",
    "local.loaded": "Wczytano jako grę lokalną nr {id}; gra toczy się dalej od tego miejsca.",
    "local.replayed": "Odtworzono wpisy zapisu: {entries}; plansze: {boards}, w folderze {folder}/.",
    "local.type": "Wpisz akcję za bieżące miejsce albo `:help`.",
    "local.waiting": "Stół czeka na: {names}. Zmiana miejsca: `:seat N`.",
    "local.waiting_seat": "{name} (miejsce {seat})",
    "local.over": "Gra się zakończyła.",
    "local.refused": "Odrzucono: {reason}",
    "local.no_seat": "Nie ma miejsca {seat}; miejsca to 0–{last}.",
    "local.seat_form": "Napisz `:seat N`, np. `:seat 1`.",
    "local.now_seat": "Jesteś teraz miejscem {seat}: {name}.",
    "local.only_you": "(tylko dla ciebie, miejsce {seat})",
    "local.unknown_command": "Nieznane polecenie {command}; `:help` je wymienia.",
    "local.board_image": "[obraz planszy: {path}]",
    "local.prompt": "miejsce {seat}> ",
    "local.pass_device": ("Przekaż urządzenie miejscu {seat}: {name}. Naciśnij Enter, gdy patrzy tylko ten gracz."),
    "local.script_form": "{where}: oczekiwano `<miejsce> <akcja>`, otrzymano {line}",
    "local.script_stops": "{where}: skrypt zatrzymuje się tutaj.",
    "local.ai_played": "> miejsce {seat} (AI): {action}",
    "local.ai_answered": "> miejsce {seat} (AI) już odpowiedziało.",
    "local.goodbye": "Gra nr {id} jest zapisana; wrócisz do niej poleceniem `{command}`.",
    "local.now_seat_turn": "Jesteś teraz miejscem {seat}: {name} — stół czeka na to miejsce ({why}).",
    "local.now_seat_idle": (
        "Jesteś teraz miejscem {seat}: {name}. To miejsce nie ma teraz nic do zrobienia; stół czeka na: {names}."
    ),
    "local.now_seat_answered": (
        "Jesteś teraz miejscem {seat}: {name}. To miejsce już odpowiedziało; stół czeka na: {names}."
    ),
    "local.who": "Stół czeka na: {names} ({why}).",
    "local.who_answered": "Już odpowiedzieli: {names}.",
    "local.you_are": "Jesteś miejscem {seat}: {name}.",
    "local.not_your_turn": (
        "Miejsce {seat} ({name}) nie ma teraz nic do zrobienia, więc niczego nie zagrano; stół czeka na: {names} "
        "(zmiana miejsca: `:seat N`)."
    ),
    "local.replace_sealed": (
        "Miejsce {seat} ({name}) już odpowiedziało. Wpisz `tak`, by zastąpić jego odpowiedź tą nową; cokolwiek "
        "innego ją zachowa."
    ),
    "local.kept_sealed": "Miejsce {seat} zachowuje swoją odpowiedź.",
    "local.hide": (
        "Miejsce {seat}, {name}: przeczytaj wiersze powyżej i naciśnij Enter, by je ukryć, zanim przekażesz urządzenie."
    ),
    "local.recap": "Co się wydarzyło (to mogą czytać wszyscy):",
    "local.not_an_answer": "{word} nie jest tu odpowiedzią",
    "local.legal_choices": "Teraz możesz odpowiedzieć: {legal} albo numerem z listy; `:help` wymienia polecenia stołu.",
    "local.legal_form": "Teraz: {legal}; `:help` wymienia polecenia stołu.",
    "local.zeros": (
        "Pominięte miejsca liczą się jako 0 tylko wtedy, gdy dla każdego starczy żetonu 0: pominiętych miejsc jest "
        "{count}, a w ręce {zeros:jest|są|jest} {zeros} {zeros:żeton|żetony|żetonów} 0."
    ),
    "local.no_number": "Na liście nie ma odpowiedzi {number}; wybierz liczbę od 1 do {last}.",
    "local.rules_topic": "`:rules {topic}` objaśnia tę część zasad.",
    "local.more_choices": "… i jeszcze {count}: wybierz numer albo wpisz odpowiedź.",
    "local.how_options": "Wpisz numer z listy albo samą odpowiedź.",
    "local.how_steps": "Wybierz numer, by zbudować odpowiedź krok po kroku, albo wpisz całą odpowiedź.",
    "local.how_amount": "Aby odpowiedzieć, {hint} (albo samą liczbę).",
    "local.how_presets": "Aby odpowiedzieć, {hint}; albo wybierz gotową odpowiedź po numerze.",
    "local.how_typed": "Aby odpowiedzieć, {hint}.",
    "local.so_far": "Na razie: `{words}`",
    "local.build_start": "Wybierz pierwsze słowo:",
    "local.build_how": "Wybierz numer albo wpisz słowo; `back` cofa ostatnie słowo, `cancel` przerywa.",
    "local.build_how_send": (
        "To już cała odpowiedź: `send` ją wysyła, numer ją uzupełnia; `back` cofa ostatnie słowo, `cancel` przerywa."
    ),
    "local.build_unknown": "{typed} nie jest tu do wyboru; wpisz liczbę od 1 do {last}, `back` albo `cancel`.",
    "local.rules_none": "Ta gra nie ma tematów zasad.",
    "local.rules_list": "Tematy zasad (`:rules <temat>` pokazuje jeden; ◀ oznacza temat otwartej decyzji):",
    "local.rules_unknown": "Żaden temat zasad nie pasuje do {topic}; `:rules` je wymienia.",
    "local.rules_several": "Do {topic} pasuje kilka tematów; `:rules <temat>` pokazuje jeden:",
    "local.ahead_head": "Odpowiedzi z góry, miejsce {seat}: {name}.",
    "local.ahead_next": "Twoja następna tura w tej fazie, gdyby przyszła teraz: {prompt}",
    "local.ahead_owes_now": "Teraz twoja kolej; nadal możesz zostawić stały rozkaz na resztę tej fazy.",
    "local.ahead_queued": (
        "W kolejce, po kolei: {entries}. Gdy przyjdzie twoja tura, stół zagra pierwszą, która wciąż będzie dozwolona."
    ),
    "local.ahead_nothing_queued": "Kolejka jest pusta.",
    "local.ahead_orders": "Stałe rozkazy, które możesz zostawić na resztę tej fazy:",
    "local.ahead_standing": " ◀ zostawiony",
    "local.ahead_how": (
        "`:ahead <odpowiedź>, <odpowiedź>…` ustawia odpowiedzi w kolejce (działają numery z listy); `:ahead order <n>` "
        "zostawia stały rozkaz (`:ahead order none` go usuwa); `:ahead ai` pokazuje wybór SI; `:ahead clear` "
        "usuwa wszystko."
    ),
    "local.ahead_after": (
        "Potem twoja tura po niej, gdyby przyszła teraz: {prompt} (`:ahead then <odpowiedź>, <odpowiedź>…` "
        "ustawia ją w kolejce)"
    ),
    "local.ahead_then_queued": "W kolejce na turę po niej, po kolei: {entries}.",
    "local.ahead_suggested": "💡 SI odpowiedziałaby `{answer}`; jeśli chcesz, ustaw to w kolejce: `:ahead {answer}`.",
    "local.ahead_no_number": "Na liście nie ma odpowiedzi {number}; wybierz liczbę od 1 do {last}.",
    "local.ahead_no_order": "Nie ma stałego rozkazu {number}; wybierz liczbę od 1 do {last}.",
    "local.ahead_order_form": "Napisz `:ahead order <n>` z numerem stałego rozkazu z listy `:ahead`.",
    "local.ahead_hint": (
        "{name}: na swoją następną turę w tej fazie możesz odpowiedzieć już teraz, poleceniem `:ahead`."
    ),
    "local.placeholders": (
        "Wartości zastępcze: {share} wydrukowanych wartości tej planszy ({placeholders} z {total}) to nasze "
        "najlepsze przybliżenia, nie wartości z pudełka. `:placeholders` mówi, które; grupa, która ma grę, "
        "może grać na własnym pliku planszy (`--board PLIK`)."
    ),
    "local.placeholders_none": "Każda wartość tej planszy ma źródło; żadna nie jest zastępcza.",
    "local.placeholders_detail": "Wartości zastępcze według rodzaju ({placeholders} z {total}):",
    "cli.usage": (
        "Użycie: python -m bot [POLECENIE]\n"
        "  (nic) albo run       uruchamia bota Discorda (ustawienia ze środowiska albo z pliku .env)\n"
        "  local GRA ...        gra przy stole lokalnym, np. `python -m bot local boze --players 3`\n"
        "                       (`python -m bot local --help` wymienia jego opcje)\n"
        "  invite               wypisuje link zapraszający bota na serwer, z jego uprawnieniami\n"
        "  bench ...            pomiar silników gier, stołu i plansz\n"
        "  --help               ta pomoc"
    ),
    "cli.unknown": "Nieznane polecenie {command}.",
    "cli.cannot_play": "Nie można grać: {reason}",
    "cli.cannot_load": "Nie można wczytać {file}: {reason}",
    "cli.cannot_read": "Nie można odczytać {file}: {reason}",
    "cli.not_utf8": "{file} to nie tekst UTF-8 (bajt {offset}); zapisz plik jako UTF-8 i spróbuj ponownie",
    "cli.bad_json": "{file} to nie poprawny JSON: {problem}",
    "cli.too_deep": "{file} ma zbyt głębokie zagnieżdżenie, by był zapisem gry",
    "cli.no_game": "Podaj grę ({games}) albo zapis gry: --load PLIK.",
    "cli.unknown_game": "Nieznana gra {game}; gry to: {games}.",
    "cli.players": "{title} to gra dla {low}–{high} graczy; podaj --players z tego zakresu, nie {players}.",
    "cli.seed": "--seed musi być liczbą całkowitą od 0 do {high}, nie {seed}.",
    "cli.upto": "--upto musi być numerem wpisu zapisu, od 0 w górę, nie {upto}.",
    "cli.houses_none": "W grze {title} ról się nie wybiera (są rozdawane), więc --houses nie można użyć.",
    "cli.houses_count": "--houses wymienia ról: {count}, a graczy jest {players}.",
    "cli.ai_form": "--ai przyjmuje numery miejsc oddzielone przecinkami, np. `--ai 1,2`; podano {text}.",
    "cli.ai_seat": "--ai: nie ma miejsca {seat}; miejsca to 0–{last}.",
    "cli.option_form": "--option przyjmuje nazwa=wartość, np. `--option short=true`; otrzymano {text}.",
    "cli.no_resume": "W {db} nie ma niedokończonej gry lokalnej {game} do wznowienia.",
    "cli.resume_no_db": (
        "W {db} nie ma niedokończonej gry lokalnej {game} do wznowienia: nie ma takiego pliku. Zacznij nową grę "
        "bez --resume albo wskaż plik gry opcją --db."
    ),
    "cli.setting": "Błąd ustawienia: {problem}",
    "cli.log_level": "MARSZALEK_LOG_LEVEL musi być jednym z: {levels}, nie {value}",
    "cli.owner_ids": (
        "MARSZALEK_OWNER_IDS musi wymieniać identyfikatory użytkowników Discorda (liczby) "
        "rozdzielone przecinkami, nie {value}"
    ),
    "cli.discord_id": "{name} musi być identyfikatorem Discorda (liczbą), nie {value}",
    "cli.retries": "MARSZALEK_CONNECT_RETRIES musi być liczbą całkowitą (0: próbuj bez końca), nie {value}",
    "cli.shard_count": (
        "MARSZALEK_SHARD_COUNT musi być liczbą całkowitą od 1 do {limit} (puste: tyle shardów, ile zaleca "
        "Discord, wszystkie w tym procesie), nie {value}"
    ),
    "cli.shard_ids_without_count": (
        "MARSZALEK_SHARD_IDS wymaga także MARSZALEK_SHARD_COUNT: liczby shardów we wszystkich procesach razem"
    ),
    "cli.shard_ids": "MARSZALEK_SHARD_IDS musi wymieniać numery shardów i zakresy, np. 0,1 albo 0-3, nie {value}",
    "cli.shard_ids_range": (
        "MARSZALEK_SHARD_IDS {value} wskazuje shard, którego nie ma: przy MARSZALEK_SHARD_COUNT={count} "
        "shardy mają numery od 0 do {last}"
    ),
    "cli.shard_ids_twice": "MARSZALEK_SHARD_IDS {value} wymienia ten sam shard dwa razy",
    "cli.render_processes": (
        "MARSZALEK_RENDER_PROCESSES musi być liczbą całkowitą od 0 (plansze rysowane w wątku) do {limit}, nie {value}"
    ),
    "cli.asyncpg": (
        "DATABASE_URL wskazuje PostgreSQL, ale jego sterownik nie jest zainstalowany. Zainstaluj go poleceniem "
        "`.venv/bin/pip install -e '.[postgres]'` (albo `pip install asyncpg`) i uruchom ponownie."
    ),
    "cli.database": "Nie można otworzyć bazy danych z DATABASE_URL ({url}): {problem}",
    "cli.local_db": "Nie można otworzyć bazy danych {db}: {problem}",
    "cli.token_refused": (
        "Discord odrzucił token z DISCORD_TOKEN. Wygeneruj go ponownie na stronie Bot aplikacji i spróbuj jeszcze raz."
    ),
    "cli.intents": (
        "Discord odrzucił intencję, o którą poprosił bot. Marszałek nie potrzebuje uprzywilejowanych intencji: "
        "sprawdź, czy kod nie został zmieniony."
    ),
    "cli.retrying": "Nie można połączyć się z Discordem ({problem}); kolejna próba za {seconds} s (próba {attempt}).",
    "cli.gave_up": (
        "Nie można połączyć się z Discordem po {attempts} próbach ({problem}). Sprawdź połączenie z siecią i DNS; "
        "ustaw MARSZALEK_CONNECT_RETRIES, by próbować dłużej."
    ),
    "cli.invite_need_id": (
        "Link zaproszenia potrzebuje identyfikatora aplikacji: ustaw DISCORD_TOKEN (identyfikator jest w nim) "
        "albo MARSZALEK_APPLICATION_ID (Application ID ze strony General Information aplikacji)."
    ),
    "cli.invite": "Zaproś Marszałka na serwer, którym zarządzasz, tym linkiem (uprawnienia {permissions}: {names}):",
    "record.not_record": "to nie zapis gry Marszałka (zawiera {got}, a nie tabelę pól)",
    "record.format": "to nie zapis gry Marszałka: `format` musi być {want}, jest {got}",
    "record.missing": "w zapisie brakuje pola `{field}` ({want})",
    "record.field": "pole `{field}` zapisu musi być: {want}; jest {got}",
    "record.edition": "pole `edition` zapisu nie jest poprawnymi danymi planszy: {problem}",
    "record.rules": "pola `{field}` zapisu nie można użyć: {problem}",
    "record.entry": "wpisu {seq} (miejsce {seat}: `{text}`) nie da się odtworzyć: {problem}",
    "record.users": "zapis ma miejsc: {seats}, a nie {users}",
    "record.a_list": "listę",
    "record.want.table": "tabela",
    "record.want.tables": "lista tabel",
    "record.want.text": "tekst",
    "record.want.game": "jedna z gier {games}",
    "record.want.seed": "liczba całkowita od 0 do {high}",
    "record.want.seats": "lista od {low} do {high} miejsc",
    "record.want.seat_no": "{n} (miejsca są numerowane po kolei: 0, 1, 2…)",
    "record.want.seat": "numer miejsca od 0 do {last}",
    "record.want.role": "nazwa roli albo nic",
    "record.want.role_of": "jedna z ról {roles} albo nic",
    "record.want.seq": "{n} (wpisy są numerowane po kolei: 1, 2, 3…)",
    "record.want.undoes": "numer wcześniejszego wpisu, jeszcze niecofniętego",
    "record.want.undo_text": "`undo` (wpis cofa wpis {n})",
    "record.want.bool": "true albo false",
    "record.want.action": "tekst akcji",
}

CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)

KEY_PREFIXES = ("local.", "cli.", "record.")


def text(lang: str, key: str, **params: Any) -> str:
    """One of these sentences in ``lang`` (a parameter that is not text, a number or a message, such as a
    path, is given as its text)."""
    plain = {k: v if isinstance(v, int | str | Msg | list | tuple) else str(v) for k, v in params.items()}
    return CATALOGUE.format(msg(key, **plain), str, lang)


def system_lang(environ: Mapping[str, str] | None = None) -> str:
    """The language of the command line's own messages: Polish when the system's locale is Polish
    (``LC_ALL``, ``LC_MESSAGES`` or ``LANG`` starting with ``pl``), else English."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            return "pl" if value.lower().startswith("pl") else "en"
    return "en"
