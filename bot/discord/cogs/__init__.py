"""The bot's cogs: thin command groups that validate, call the table service and reply."""
