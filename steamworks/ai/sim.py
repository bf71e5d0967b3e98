"""`advance`: the state after an action an agent took from `legal_actions`.

Search applies thousands of actions that came straight from the engine's own list, so the
legality check is skipped (`check=False`). The engine settles build decisions by asking
whether any layout exists (`building.can_build`) rather than listing them all, so there is no
costly detour to avoid here: the rules stay in one place.
"""

from __future__ import annotations

from steamworks.rules import engine
from steamworks.rules.actions import Action
from steamworks.rules.state import GameState


def advance(state: GameState, action: Action) -> GameState:
    """The state after `action` (which must be legal), exactly as `engine.apply` computes it."""
    return engine.apply(state, action, check=False)
