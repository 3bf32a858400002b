"""Boże Igrzysko (God's Playground): rules engine."""

from rules.boze.game import BozeGame

__all__ = ["BozeGame"]
