"""Sigismundus Augustus: Dei gratia rex Poloniae: rules engine."""

from rules.sigismundus.game import SigismundusGame

__all__ = ["SigismundusGame"]
