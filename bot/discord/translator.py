"""Command and option descriptions in the reader's language (discord.py's app-command translator),
from the same catalogue as everything else: the Polish of an English description is the catalogue's
``cmd:<English text>`` in Polish."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.words.i18n import lang_of
from rules.core.messages import CATALOGUE


class CatalogueTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext[Any, Any],
    ) -> str | None:
        lang = lang_of(locale.value)
        if lang == "en" or context.location in (
            app_commands.TranslationContextLocation.command_name,
            app_commands.TranslationContextLocation.group_name,
            app_commands.TranslationContextLocation.parameter_name,
        ):
            return None
        return CATALOGUE.translation(f"cmd:{string.message}", lang)
