"""Combat, as Phase Ten (Magnate Campaigns) defines it and every other attack reuses it.

"The player rolls one die for each infantry token and each cavalry token (as well as Cossacks) ...
an infantry unit scores a hit by rolling "5" or higher, a cavalry unit (and Cossacks) scores a hit
by rolling "4" or higher. If a player has an artillery unit in the province from which he is
attacking, he adds one to each rolled result ... If a player rolls a "1" for the attack of a given
unit, that unit has been destroyed in combat ... even when its combat is supported by artillery."
Artillery rolls no die of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.boze.state import Army
from rules.core.rng import Rng

RULE = "Phase Ten: Magnate Campaigns"


@dataclass(frozen=True)
class Roll:
    unit: str
    face: int
    hit: bool

    @property
    def lost(self) -> bool:
        return self.face == 1


@dataclass(frozen=True)
class Attack:
    rolls: tuple[Roll, ...]

    @property
    def hits(self) -> int:
        return sum(1 for r in self.rolls if r.hit)

    def lost(self, unit: str) -> int:
        return sum(1 for r in self.rolls if r.unit == unit and r.lost)

    @property
    def faces(self) -> tuple[int, ...]:
        return tuple(r.face for r in self.rolls)


def attack(rng: Rng, hits_on: Mapping[str, int], army: Army, cossacks: int = 0) -> Attack:
    """Roll for every infantry, cavalry and Cossack unit; artillery adds one to every roll.

    ``hits_on`` is the board's lowest hitting roll by unit (``Board.hits_on``)."""
    bonus = 1 if army.artillery > 0 else 0
    rolls = []
    for unit, count in (("infantry", army.infantry), ("cavalry", army.cavalry), ("cossack", cossacks)):
        for _ in range(count):
            face = rng.die()
            rolls.append(Roll(unit, face, face != 1 and face + bonus >= hits_on[unit]))
    return Attack(tuple(rolls))


def take_losses(army: Army, result: Attack) -> None:
    """Remove the units that rolled a natural 1 (Cossacks are the caller's: they go back to their field)."""
    army.infantry -= result.lost("infantry")
    army.cavalry -= result.lost("cavalry")


def remove_enemy_dice(enemies: dict[str, int], hits: int, first: str | None = None) -> int:
    """Spend hits on enemy dice in a province, ``first``'s dice first, then the largest group;
    returns the hits left over."""
    order = sorted(enemies, key=lambda k: (k != first, -enemies[k], k))
    for key in order:
        taken = min(hits, enemies[key])
        enemies[key] -= taken
        hits -= taken
        if enemies[key] == 0:
            del enemies[key]
    return hits
