"""The typed keys that name places on the game table: one class per kind of place, one meaning
per name.

A key says which place something is about: a clickable target (`targets.action_targets`), a
place with a tooltip (`targets.hover_regions`), a place the last move touched (it glows), a
thing the still layer leaves out while an animation carries it, a keyboard focus stop. Code
builds keys with these classes and tells them apart with `isinstance` and their attributes,
never by spelling a string.

Each key is a `NamedTuple` whose first field is its kind's name, so it still equals, hashes and
prints like the plain tuple it replaces (`SourceSlot(1, (0, 0), 0) == ("source", 1, (0, 0), 0)`)
and keys of different kinds can share one set or dict. `Target` (targets.py) is the table's
clickable area that holds a key; the build panel's own keys are `ui.build.positions.FocusKey`.
Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, TypeVar

Pos = tuple[int, int]

_Fields = TypeVar("_Fields", bound=type)


def _kind(name: str) -> Callable[[_Fields], _Fields]:
    """Fix the leading `kind` field of a key's NamedTuple to `name`: the key is then built from
    its other fields alone (`BeltTile(0, 2)`), and `KIND` names it for readers."""

    def fix(fields: Any) -> Any:
        def __new__(cls, *args, **kwargs):
            return fields.__new__(cls, name, *args, **kwargs)

        def __getnewargs__(self):  # copies and pickles rebuild it the same way
            return tuple(self)[1:]

        namespace = {
            "__slots__": (),
            "__new__": __new__,
            "__getnewargs__": __getnewargs__,
            "__doc__": fields.__doc__,
            "__module__": fields.__module__,
            "__qualname__": fields.__qualname__,
            "KIND": name,
        }
        return type(fields.__name__, (fields,), namespace)

    return fix


# --- places a click can answer (targets.action_targets) ------------------------------------------


@_kind("draft")
class DraftSide(NamedTuple):
    """One side (A or B) of a persona card offered in the draft."""

    kind: str
    persona: str
    side: str


@_kind("persona")
class PersonaSpace(NamedTuple):
    """An action space on the focus player's persona board."""

    kind: str
    space: int


@_kind("source")
class SourceSlot(NamedTuple):
    """A mechanic's space on a source tile in a device (slot 0 on a one-space source)."""

    kind: str
    device: int
    pos: Pos
    slot: int


@_kind("belt")
class BeltTile(NamedTuple):
    """The tile on a conveyor belt at (belt, col)."""

    kind: str
    belt: int
    col: int


@_kind("stack")
class Stack(NamedTuple):
    """A tile stack on the main board, counted from 0 (Age I)."""

    kind: str
    index: int


@_kind("revealed")
class RevealedTile(NamedTuple):
    """One of the tiles the Innovation Turbine revealed, in the order shown."""

    kind: str
    index: int


@_kind("take_source")
class TakeSource(NamedTuple):
    """A basic source on the persona board, offered as a choice of which kind to take."""

    kind: str
    type: str


@_kind("own")
class OwnSource(NamedTuple):
    """A source of one's own that can be fired."""

    kind: str
    device: int
    pos: Pos


@_kind("component")
class Component(NamedTuple):
    """A component of the device being activated that can be powered."""

    kind: str
    device: int
    pos: Pos


@_kind("repeat")
class RepeatComponent(NamedTuple):
    """The component an Iterator can power again."""

    kind: str
    device: int
    pos: Pos


@_kind("effect")
class EffectComponent(NamedTuple):
    """The component whose effect's options the prompt offers as buttons."""

    kind: str
    device: int
    pos: Pos


# --- places with a tooltip (targets.hover_regions) -----------------------------------------------


@_kind("lock")
class Lock(NamedTuple):
    """An age's lock on the main board."""

    kind: str
    index: int


@_kind("clock_supply")
class ClockSupply(NamedTuple):
    """The main board's supply of clocks."""

    kind: str


@_kind("start_player")
class StartPlayer(NamedTuple):
    """The start player's box on the main board."""

    kind: str


@_kind("automatons")
class Automatons(NamedTuple):
    """The main board's box of Automatons."""

    kind: str


@_kind("score")
class ScoreRow(NamedTuple):
    """A seat's row of the "Prestige so far" table."""

    kind: str
    seat: int


@_kind("area")
class AreaHeader(NamedTuple):
    """The header of a seat's tableau area."""

    kind: str
    seat: int


@_kind("tile")
class DeviceComponent(NamedTuple):
    """A tile in a device that is not a source."""

    kind: str
    device: int
    pos: Pos


@_kind("home")
class Home(NamedTuple):
    """A mechanic's home on a seat's persona board (or its summary row)."""

    kind: str
    seat: int
    index: int


@_kind("automaton_spot")
class AutomatonSpot(NamedTuple):
    """Where a seat's Automaton waits on its persona board."""

    kind: str
    seat: int


class Resource(NamedTuple):
    """A seat's money, prestige or clocks (the kind is the resource's name)."""

    kind: str
    seat: int


RESOURCE_NAMES = ("money", "prestige", "clocks")


@_kind("sources")
class BasicSources(NamedTuple):
    """A seat's basic sources of one power type (C, S or E)."""

    kind: str
    seat: int
    type: str


@_kind("supply")
class SupplyTile(NamedTuple):
    """A tile in a seat's supply row, by its index in the supply."""

    kind: str
    seat: int
    index: int


@_kind("supply_scroll")
class SupplyScroll(NamedTuple):
    """An arrow of the supply row: step -1 scrolls back, 1 forward."""

    kind: str
    seat: int
    step: int


@_kind("summary")
class Summary(NamedTuple):
    """Another seat's summary row."""

    kind: str
    seat: int


@_kind("other_space")
class OtherSpace(NamedTuple):
    """An action space in another seat's summary row."""

    kind: str
    seat: int
    space: int


@_kind("other_supply")
class OtherSupply(NamedTuple):
    """A tile in another seat's summary row."""

    kind: str
    seat: int
    index: int


@_kind("supply_more")
class SupplyMore(NamedTuple):
    """The "and more" mark of another seat's supply."""

    kind: str
    seat: int


@_kind("story")
class StoryPlaces(NamedTuple):
    """The places a hovered line of the story names, lit up together (places.place_targets)."""

    kind: str


# --- the screen's own controls (scenes/game.py, scenes/replay.py) --------------------------------------------------


@_kind("button")
class Button(NamedTuple):
    """A prompt or toolbar button, by its object id."""

    kind: str
    object_id: str


@_kind("log_newest")
class LogNewest(NamedTuple):
    """The log's "Newest" button."""

    kind: str


@_kind("replay_slider")
class ReplaySlider(NamedTuple):
    """The replay viewer's slider over the log, as a focus stop (Left and Right step along it)."""

    kind: str


@_kind("recap")
class RecapToggle(NamedTuple):
    """The button that closes or reopens "since your last turn" (a focus stop)."""

    kind: str


@_kind("recap_hover")
class RecapButton(NamedTuple):
    """The same button under the mouse, with whether the panel is open (its tooltip says)."""

    kind: str
    open: bool


@_kind("nothing")
class Nothing(NamedTuple):
    """A press that began over no place."""

    kind: str


# --- what the last move touched (controller.last_move_keys) and animations hide ------------------


@_kind("persona_space")
class SeatPersonaSpace(NamedTuple):
    """An action space of a seat's persona board, wherever it is shown."""

    kind: str
    seat: int
    space: int


@_kind("device")
class Device(NamedTuple):
    """A whole device."""

    kind: str
    device: int


@_kind("device_tile")
class DeviceTile(NamedTuple):
    """The tile at a cell of a device, whatever it is."""

    kind: str
    device: int
    pos: Pos


@_kind("belt_empty")
class BeltGap(NamedTuple):
    """The cell of a belt a tile was just taken from."""

    kind: str
    belt: int
    col: int


@_kind("persona_worker")
class PersonaWorker(NamedTuple):
    """The mechanic standing on a persona space."""

    kind: str
    seat: int
    space: int


@_kind("home_worker")
class HomeWorker(NamedTuple):
    """The mechanic at one of a seat's homes."""

    kind: str
    seat: int
    index: int


@_kind("automaton_home")
class AutomatonHome(NamedTuple):
    """A seat's Automaton at its waiting spot."""

    kind: str
    seat: int


@_kind("device_worker")
class DeviceWorker(NamedTuple):
    """The mechanic on a source's slot in a device."""

    kind: str
    device: int
    pos: Pos
    slot: int
