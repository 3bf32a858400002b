"""Niepodległa: rules engine (basic and advanced versions)."""

from rules.niepodlegla.game import NiepodleglaGame

__all__ = ["NiepodleglaGame"]
