"""Setting up a game from a `GameSetup`: personas (random, drafted or fixed), start player,
belts, stacks, clock counters and every player's starting resources.

All randomness is drawn here from the seeded generator in the state, in a fixed order, so the
same setup always deals the same game.
"""

from __future__ import annotations

from . import ops, rng
from .actions import ChoosePersona
from .data import load
from .fastevolve import evolve
from .frames import DraftFrame
from .setup import PERSONAS_DRAFT, PERSONAS_FIXED, GameSetup, SeatSetup
from .state import AUTO_BOARD, AUTO_READY, GameState, Player


def starting_player(persona: str, side: str) -> Player:
    ps = load().persona_side(persona, side)
    return Player(
        persona=persona,
        side=side,
        money=ps.money,
        sources=ps.sources,
        supply=(ps.tile,) if ps.tile else (),
        mechanics=load().board.mechanics_at_start,
        spaces=tuple(False for _ in ps.spaces),
        automaton=AUTO_READY if ps.butler else AUTO_BOARD,
    )


def _fixed_player(seat: SeatSetup) -> Player:
    """The player of a seat whose persona and side the setup fixed."""
    assert seat.persona is not None and seat.side is not None  # GameSetup checks both are set
    return starting_player(seat.persona, seat.side)


def _placeholder() -> Player:
    return Player(persona="", side="", money=0)


def new_game(setup: GameSetup) -> GameState:
    """The opening state. With a draft, the first decisions are the draft picks."""
    data = load()
    n = setup.players
    state_rng = rng.seed_state(setup.seed)
    persona_ids = sorted(data.personas)

    if setup.start_player is None:
        start, state_rng = rng.below(state_rng, n)
    else:
        start = setup.start_player

    if setup.personas == PERSONAS_FIXED:
        players = tuple(_fixed_player(s) for s in setup.seats)
        dealt: tuple[str, ...] = ()
    else:
        order, state_rng = rng.shuffled(persona_ids, state_rng)
        if setup.personas == PERSONAS_DRAFT:
            players = tuple(_placeholder() for _ in range(n))
            dealt = tuple(sorted(order[: n + 1]))
        else:
            players = tuple(starting_player(order[i], "A") for i in range(n))
            dealt = ()

    start_tiles, state_rng = rng.shuffled(data.stack_tiles("start"), state_rng)
    stacks = []
    for name in ("age1", "age2", "age3"):
        pile, state_rng = rng.shuffled(data.stack_tiles(name), state_rng)
        stacks.append(pile)
    belts: list[tuple[str | None, ...]] = []
    it = iter(start_tiles)
    for bdef in data.board.belts:
        if bdef.age == 1:
            belts.append(tuple(next(it) for _ in range(bdef.spaces)))
        else:
            belts.append((None,) * bdef.spaces)
    leftover = tuple(it)  # only if the belts hold fewer than 8 spaces: to the Age I stack bottom
    stacks[0] = stacks[0] + leftover

    locks = data.board.clocks_by_players[n]  # a tuple already
    supply = 0 if n == 2 else data.board.clocks_in_box - sum(locks)
    state = GameState(
        players=players,
        belts=tuple(belts),
        stacks=tuple(stacks),
        hidden=(len(stacks[0]) - len(leftover), len(stacks[1]), len(stacks[2])),
        locks=locks,
        clock_supply=supply,
        start_player=start,
        current=start,
        rng=state_rng,
        variant_end_of_age=setup.variant_end_of_age,
    )
    if dealt:
        # the player to the start player's right chooses first; the start player last
        order_of_pick = [(start - 1 - k) % n for k in range(n)]
        frames = tuple(DraftFrame(p, ()) for p in reversed(order_of_pick))
        first = evolve(frames[-1], offered=dealt)
        state = evolve(state, pending=frames[:-1] + (first,))
    return state


def draft_legal(state: GameState, frame: DraftFrame) -> list[ChoosePersona]:
    return [ChoosePersona(p, side) for p in frame.offered for side in ("A", "B")]


def draft_apply(state: GameState, frame: DraftFrame, action: ChoosePersona) -> GameState:
    state = ops.pop(state)
    state = ops.set_player(state, frame.player, starting_player(action.persona, action.side))
    rest = tuple(p for p in frame.offered if p != action.persona)
    if state.pending:
        nxt = state.pending[-1]
        state = ops.replace_top(state, evolve(nxt, offered=rest))
    return state
