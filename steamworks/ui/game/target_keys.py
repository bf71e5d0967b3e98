"""The typed keys that name places on the game table: one class per kind of place, one meaning
per name.

A key says which place something is about: a clickable target (`targets.action_targets`), a
place with a tooltip (`targets.hover_regions`), a place the last move touched (it glows), a
thing the still layer leaves out while an animation carries it, a keyboard focus stop. Code
builds keys with these classes and tells them apart with `isinstance` and their attributes,
never by spelling a string.

Each key is a tuple whose first item is its kind's name (`KIND`) and whose other items are
its fields, so it still equals, hashes and sorts like the plain tuple it replaces
(`SourceSlot(1, (0, 0), 0) == ("source", 1, (0, 0), 0)`) and keys of different kinds can share
one set or dict. A kind is declared as a subclass of `Key` that assigns `KIND` and annotates
its fields: it is then built from its fields alone (`BeltTile(0, 2)`), and type checkers read
the fields and the constructor from the annotations (`Key` is a `dataclass_transform` base).
`Target` (targets.py) is the table's clickable area that holds a key; the build panel's own
keys are `ui.build.positions.FocusKey`. Pure: no pygame.
"""

from __future__ import annotations

import inspect
from operator import itemgetter
from typing import Any, ClassVar, NamedTuple, dataclass_transform

Pos = tuple[int, int]


@dataclass_transform(eq_default=True, frozen_default=True)
class Key(tuple[Any, ...]):
    """A place's key: `(KIND, *fields)`, each field also readable by its name. A subclass
    assigns `KIND` and annotates its fields in order (no other annotations)."""

    KIND: ClassVar[str]
    FIELDS: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.FIELDS = tuple(inspect.get_annotations(cls))
        for index, name in enumerate(cls.FIELDS, start=1):  # item 0 is the kind
            setattr(cls, name, property(itemgetter(index), doc=f"The key's {name}."))

    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        if kwargs:  # fields by name, after those by position
            rest = cls.FIELDS[len(args) :]
            args += tuple(kwargs.pop(name) for name in rest if name in kwargs)
        if kwargs or len(args) != len(cls.FIELDS):
            raise TypeError(f"{cls.__name__} takes its fields {cls.FIELDS}, got {args} {kwargs}")
        return tuple.__new__(cls, (cls.KIND, *args))

    def __getnewargs__(self) -> tuple[Any, ...]:  # copies and pickles rebuild it the same way
        return tuple(self[1:])

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in zip(self.FIELDS, self[1:]))
        return f"{type(self).__name__}({fields})"

    @property
    def kind(self) -> str:
        """The kind's name (`KIND`), the tuple's first item."""
        return str(self[0])


# --- places a click can answer (targets.action_targets) ------------------------------------------


class DraftSide(Key):
    """One side (A or B) of a persona card offered in the draft."""

    KIND = "draft"
    persona: str
    side: str


class PersonaSpace(Key):
    """An action space on the focus player's persona board."""

    KIND = "persona"
    space: int


class SourceSlot(Key):
    """A mechanic's space on a source tile in a device (slot 0 on a one-space source)."""

    KIND = "source"
    device: int
    pos: Pos
    slot: int


class BeltTile(Key):
    """The tile on a conveyor belt at (belt, col)."""

    KIND = "belt"
    belt: int
    col: int


class Stack(Key):
    """A tile stack on the main board, numbered from 0 (Age I)."""

    KIND = "stack"
    number: int


class RevealedTile(Key):
    """One of the tiles the Innovation Turbine revealed, in the order shown."""

    KIND = "revealed"
    number: int


class TakeSource(Key):
    """A basic source on the persona board, offered as a choice of which kind to take."""

    KIND = "take_source"
    type: str


class OwnSource(Key):
    """A source of one's own that can be fired."""

    KIND = "own"
    device: int
    pos: Pos


class Component(Key):
    """A component of the device being activated that can be powered."""

    KIND = "component"
    device: int
    pos: Pos


class RepeatComponent(Key):
    """The component an Iterator can power again."""

    KIND = "repeat"
    device: int
    pos: Pos


class EffectComponent(Key):
    """The component whose effect's options the prompt offers as buttons."""

    KIND = "effect"
    device: int
    pos: Pos


# --- places with a tooltip (targets.hover_regions) -----------------------------------------------


class Lock(Key):
    """An age's lock on the main board, numbered from 0 (Age I)."""

    KIND = "lock"
    number: int


class ClockSupply(Key):
    """The main board's supply of clocks."""

    KIND = "clock_supply"


class StartPlayer(Key):
    """The start player's box on the main board."""

    KIND = "start_player"


class Automatons(Key):
    """The main board's box of Automatons."""

    KIND = "automatons"


class ScoreRow(Key):
    """A seat's row of the "Prestige so far" table."""

    KIND = "score"
    seat: int


class AreaHeader(Key):
    """The header of a seat's tableau area."""

    KIND = "area"
    seat: int


class DeviceComponent(Key):
    """A tile in a device that is not a source."""

    KIND = "tile"
    device: int
    pos: Pos


class Home(Key):
    """A mechanic's home on a seat's persona board (or its summary row)."""

    KIND = "home"
    seat: int
    number: int


class AutomatonSpot(Key):
    """Where a seat's Automaton waits on its persona board."""

    KIND = "automaton_spot"
    seat: int


class Resource(NamedTuple):
    """A seat's money, prestige or clocks (the kind is the resource's name)."""

    kind: str
    seat: int


RESOURCE_NAMES = ("money", "prestige", "clocks")


class BasicSources(Key):
    """A seat's basic sources of one power type (C, S or E)."""

    KIND = "sources"
    seat: int
    type: str


class SupplyTile(Key):
    """A tile in a seat's supply row, by its number in the supply (from 0)."""

    KIND = "supply"
    seat: int
    number: int


class SupplyScroll(Key):
    """An arrow of the supply row: step -1 scrolls back, 1 forward."""

    KIND = "supply_scroll"
    seat: int
    step: int


class Summary(Key):
    """Another seat's summary row."""

    KIND = "summary"
    seat: int


class OtherSpace(Key):
    """An action space in another seat's summary row."""

    KIND = "other_space"
    seat: int
    space: int


class OtherSupply(Key):
    """A tile in another seat's summary row."""

    KIND = "other_supply"
    seat: int
    number: int


class SupplyMore(Key):
    """The "and more" mark of another seat's supply."""

    KIND = "supply_more"
    seat: int


class StoryPlaces(Key):
    """The places a hovered line of the story names, lit up together (places.place_targets)."""

    KIND = "story"


# --- the screen's own controls (scenes/game.py, replay/screen.py) --------------------------------------------------


class Button(Key):
    """A prompt or toolbar button, by its object id."""

    KIND = "button"
    object_id: str


class LogNewest(Key):
    """The log's "Newest" button."""

    KIND = "log_newest"


class ReplaySlider(Key):
    """The replay viewer's slider over the log, as a focus stop (Left and Right step along it)."""

    KIND = "replay_slider"


class RecapButton(Key):
    """The button of "since your last turn": its × while the panel is open, "Since last turn"
    on the log's heading while it is closed (`open` says which, so a toggle makes it another
    place: the hover's tooltip delay starts again, and the focus ring follows it). The one key
    for the mouse over it and for the keyboard's focus stop."""

    KIND = "recap"
    open: bool


class Nothing(Key):
    """A press that began over no place."""

    KIND = "nothing"


# --- what the last move touched (controller.last_move_keys) and animations hide ------------------


class SeatPersonaSpace(Key):
    """An action space of a seat's persona board, wherever it is shown."""

    KIND = "persona_space"
    seat: int
    space: int


class Device(Key):
    """A whole device."""

    KIND = "device"
    device: int


class DeviceTile(Key):
    """The tile at a cell of a device, whatever it is."""

    KIND = "device_tile"
    device: int
    pos: Pos


class BeltGap(Key):
    """The cell of a belt a tile was just taken from."""

    KIND = "belt_empty"
    belt: int
    col: int


class PersonaWorker(Key):
    """The mechanic standing on a persona space."""

    KIND = "persona_worker"
    seat: int
    space: int


class HomeWorker(Key):
    """The mechanic at one of a seat's homes."""

    KIND = "home_worker"
    seat: int
    number: int


class AutomatonHome(Key):
    """A seat's Automaton at its waiting spot."""

    KIND = "automaton_home"
    seat: int


class DeviceWorker(Key):
    """The mechanic on a source's slot in a device."""

    KIND = "device_worker"
    device: int
    pos: Pos
    slot: int
