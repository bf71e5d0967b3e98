"""The rules reference, written for this edition in our own words, the mouse and keyboard
controls, and the tile glossary.

Content only (no pygame): chapters made of simple blocks that the Rules screen lays out, and
glossary entries built from the game data so that every tile in the data files is listed
with its age, kind, prestige, connectors and what it does. Where the printed rules were
silent, the text follows the project's rulings (shared/rules/game-data.md).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

import attrs

from steamworks.language import listing, mark, tr
from steamworks.rules.words import KIND_WORDS, STACK_WORDS
from steamworks.ui import key_map

# Block kinds: "p" paragraph, "h" subheading, "list" bullets, "steps" numbered list,
# "note" a boxed aside, "table" rows of cells (first row is the header), "glossary" the tiles.


@attrs.frozen
class Block:
    kind: str
    text: str | tuple = ""


@attrs.frozen
class Chapter:
    id: str
    title: str
    blocks: tuple[Block, ...]


def P(text: str) -> Block:
    return Block("p", text)


def H(text: str) -> Block:
    return Block("h", text)


def L(*items: str) -> Block:
    return Block("list", tuple(items))


def S(*items: str) -> Block:
    return Block("steps", tuple(items))


def N(text: str) -> Block:
    return Block("note", text)


def T(*rows: tuple[str, ...]) -> Block:
    return Block("table", tuple(rows))


CHAPTERS: tuple[Chapter, ...] = (
    Chapter(
        "overview",
        mark("The Game in Brief"),
        (
            P(
                mark(
                    "You are an inventor in Victoria's London, racing your rivals for the Queen's favour. Favour is "
                    "counted in prestige, and the inventor with the most prestige when the third age closes wins."
                )
            ),
            P(
                mark(
                    "Prestige comes from three places: the tiles you have built into devices, the clock counters you "
                    "earn whenever a rival makes use of one of your devices, and the prestige chips that certain "
                    "components hand out."
                )
            ),
            H(mark("What you do")),
            L(
                mark(
                    "Gather tiles from the conveyor belts on the main board: power sources, and components that do "
                    "something when powered."
                ),
                mark(
                    "Assemble them into devices. A finished device sits in front of you for the rest of the game."
                ),
                mark(
                    "Send your mechanics to work. Each one you place activates either a space on your own persona "
                    "board or a source in any device on the table, yours or a rival's."
                ),
            ),
            P(
                mark(
                    "Because every device is open to everybody, building is a balancing act: a device that helps you "
                    "will tempt your rivals too, and each visit they pay earns you a clock counter."
                )
            ),
            H(mark("How the game is arranged")),
            L(
                mark(
                    "The main board holds four conveyor belts: two blue ones for Age I, a white one for Age II and a "
                    "red one for Age III. New tiles enter from the left and drift to the right; the rightmost tile is "
                    "always the cheapest to take."
                ),
                mark(
                    "Beside the belts lie the three face-down tile stacks, one per age, and three stacks of clock "
                    "counters that decide when each age ends."
                ),
                mark(
                    "Each player has a persona board with their action spaces, their mechanics' home spaces and the "
                    "wage printed under each, and a supply of tiles, money and basic sources next to it."
                ),
            ),
            P(
                mark(
                    "The game lasts three ages, and each age is a series of rounds. In every round each player uses "
                    "each of their mechanics once, one per turn."
                )
            ),
        ),
    ),
    Chapter(
        "turn",
        mark("Your Turn"),
        (
            P(
                mark(
                    "Turns go clockwise, starting with the start player. On your turn you deal with your leftmost "
                    "mechanic that is still at home. You have two choices."
                )
            ),
            H(mark("Place it")),
            P(
                mark(
                    "Pay the wage printed under its home space ({pounds_0} for the first, then {pounds_1}, {pounds_2} and {pounds_3}), then put the "
                    "mechanic on a free action space and carry out that space's action. A space holds one mechanic "
                    "at a time. The free spaces are:"
                )
            ),
            L(
                mark("the spaces on your own persona board;"),
                mark("any source tile in any device on the table that has no mechanic on it yet."),
            ),
            H(mark("Or pass with it")),
            P(
                mark(
                    "If you cannot pay, or would rather not, move the mechanic onto your portrait and take its wage "
                    "from the bank instead of paying it. Passing early in a round is a fine way to raise money."
                )
            ),
            H(mark("Using a rival's device")),
            P(
                mark(
                    "When your mechanic goes onto a source in someone else's device, that player takes one clock "
                    "counter from the current clock stack. If that stack has run dry, the counter comes from the "
                    "general supply; if that is empty too, they take a prestige chip instead. Working in your own "
                    "devices earns nothing extra."
                )
            ),
            H(mark("Activating a source")),
            P(
                mark(
                    "The source sends power out of all four sides. You choose which of the components connected to "
                    "it receive power, and in what order they work. A source that can supply more than one type lets "
                    "you choose the type separately for each side. Every effect is optional, and anything with a cost "
                    "can only be chosen if you can pay all of it."
                )
            ),
            P(
                mark(
                    "Some components reward their owner whenever a rival activates them (an owner bonus): the owner "
                    "collects it even though it is not their turn."
                )
            ),
            H(mark("The persona spaces")),
            P(mark("Every persona's side A offers the same four spaces:")),
            S(
                mark("Take the rightmost tile of any conveyor belt."),
                mark("Take one basic source of any type."),
                mark("Build a device of exactly two tiles from your supply."),
                mark(
                    "Activate one source in one of your own devices. No mechanic goes onto that source, so it works "
                    "even if someone is already standing there."
                ),
            ),
            P(
                mark(
                    "Side B of each board changes these spaces and adds a special rule of its own: see Personas."
                )
            ),
        ),
    ),
    Chapter(
        "round",
        mark("The Round and Its End"),
        (
            P(
                mark(
                    "The round carries on, turn after turn, until every player has placed or passed with every one of "
                    "their mechanics. Then the table is tidied in four steps, in this order:"
                )
            ),
            S(
                mark(
                    "Everyone home. All mechanics return to their home spaces; any Automaton that was taken goes back "
                    "to the main board."
                ),
                mark(
                    "A new age? If the current clock stack is empty, the age is over: Age I gives way to Age II, "
                    "Age II to Age III. After Age III the game ends and the scores are counted."
                ),
                mark(
                    "The belts move. The tile in the rightmost space of each belt goes to the bottom of its stack. The "
                    "other tiles slide right to close every gap, and the empty spaces on the left are filled from the "
                    "stacks that are open. If a stack is too short to fill its belt, whatever clocks remain in the "
                    "current clock stack leave the game and the next age starts at once, filling its own belt; if that "
                    "happens during Age III, the game is over."
                ),
                mark("The start player marker passes to the next player clockwise."),
            ),
            N(
                mark(
                    "This edition adds one safety rule for the rare table that stops doing anything at all: if a whole "
                    "round passes in which nobody earned a clock counter and no tile left a belt or a stack, one clock "
                    "counter leaves the current stack before step 2. Ordinary play never triggers it."
                )
            ),
        ),
    ),
    Chapter(
        "ages",
        mark("The Three Ages"),
        (
            P(mark("Each age brings stronger tiles and one more mechanic for every player.")),
            T(
                (mark("Age"), mark("Belt"), mark("Spaces"), mark("Tiles"), mark("Mechanics")),
                ("I", mark("two blue belts"), mark("4 each"), mark("28, plus 8 start tiles"), "2"),
                ("II", mark("white belt"), "5", "23", "3"),
                ("III", mark("red belt"), "6", "16", "4"),
            ),
            P(
                mark(
                    "At the start the eight start tiles are shuffled onto the two blue belts; the white and red belts "
                    "stay empty until their age opens. Start tiles that slide off a belt go under the Age I stack."
                )
            ),
            H(mark("The clock stacks")),
            P(
                mark(
                    "Three stacks of clock counters sit on the board: one locking Age II, one locking Age III and one "
                    "marked Game End. The current stack is always the one for the next step: the Age II lock during "
                    "Age I, the Age III lock during Age II, and Game End during Age III. Every clock counter a player "
                    "earns is taken from it, so the more the devices are shared, the faster time runs."
                )
            ),
            T(
                (mark("Players"), mark("Age II lock"), mark("Age III lock"), mark("Game End")),
                (mark("2 (coins)"), "3", "6", "6"),
                ("3", "3", "9", "9"),
                ("4", "4", "12", "12"),
                ("5", "5", "15", "15"),
            ),
            H(mark("When an age opens")),
            L(
                mark(
                    "Entering Age II: every player gains a third mechanic, and the Age II stack opens and fills the white "
                    "belt."
                ),
                mark(
                    "Entering Age III: every player gains a fourth mechanic, and the Age III stack opens and fills the "
                    "red belt."
                ),
                mark(
                    "The game ends at the end of a round in which the Game End stack is empty, or when the red belt can "
                    "no longer be filled."
                ),
            ),
        ),
    ),
    Chapter(
        "building",
        mark("Building Devices"),
        (
            P(
                mark(
                    "Several actions let you build a device of a stated size: exactly that many tiles, taken from your "
                    "supply and laid out together as a new device that you own."
                )
            ),
            H(mark("What makes a device legal")),
            S(
                mark("Its tiles touch edge to edge as one group."),
                mark("It holds at least one source."),
                mark("It holds at least one component (an Iterator or Power Converter counts)."),
                mark("Every source is connected to at least one component."),
                mark(
                    "Every component is connected to at least one source, directly or through a Power Converter."
                ),
            ),
            P(
                mark(
                    "Tiles may sit side by side without connecting: a mismatch is allowed, as long as every tile has at "
                    "least one proper connection. A device may even do nothing at all when activated: a source with a "
                    "lone Chrome is perfectly legal."
                )
            ),
            H(mark("Once built")),
            P(
                mark(
                    "A device is never taken apart or rearranged. It can only grow: the Upgrader, the Expander, the "
                    "Sourcer and one persona space add a single tile to a device, anyone's. The new tile must go where "
                    "the device stays legal and the tile itself has a proper connection. The device keeps its owner, "
                    "who scores the new tile at the end."
                )
            ),
            P(
                mark(
                    "Components always stand upright: their connectors are where the tile shows them. Only the two "
                    "modifiers, the Iterator and the Power Converter, may be turned a quarter at a time."
                )
            ),
            N(
                mark(
                    "On screen: drag tiles from your supply onto the building grid (or click a tile, then a cell). "
                    "Right click, R or the mouse wheel turns a modifier. Edges glow green where a connection works and "
                    "red where it does not, and Confirm lights up once the device is legal."
                )
            ),
        ),
    ),
    Chapter(
        "power",
        mark("Power and Connectors"),
        (
            P(
                mark(
                    "Power comes in three types, and each has its own connector shape on the tiles:"
                )
            ),
            L(
                mark("Clockwork travels along brass gears."),
                mark("Steam travels along copper pipes."),
                mark("Electrickal power travels along zig-zag wires."),
                mark("A round brass socket with three notches accepts any of the three."),
            ),
            H(mark("Sources")),
            P(
                mark(
                    "A source supplies power out of all four of its sides. The three basic sources each supply one type. "
                    "The Age II dual sources supply either of two types, chosen side by side when activated. The "
                    "Universal Source supplies any type, and has room for two mechanics. Iteration Gears supplies "
                    "clockwork and powers its components a second time."
                )
            ),
            H(mark("Connections")),
            P(
                mark(
                    "A source and a component touching along an edge are connected when the component's connector on "
                    "that edge is of a type the source can supply. Two sources touching, or two components touching, "
                    "connect nothing: power passes from a source to a component only."
                )
            ),
            P(
                mark(
                    "Components with an any-power socket do different things depending on the type they receive. In the "
                    "glossary their effect is written as three choices for clockwork, steam and electrickal, in that "
                    "order."
                )
            ),
            H(mark("The modifiers")),
            L(
                mark(
                    "An Iterator fastens onto one component. As soon as that component has worked, it works a second "
                    "time with the same power."
                ),
                mark(
                    "A Power Converter stands between a source and components: it takes power of any type on its input "
                    "side and sends out whichever type you like on each of its other three sides."
                ),
            ),
        ),
    ),
    Chapter(
        "two_players",
        mark("Two Players"),
        (
            P(mark("With two inventors the game changes in two ways.")),
            L(
                mark(
                    "Coins instead of clocks. The clock stacks are made of {pounds_1} coins (3, 6 and 6). Using your rival's "
                    "device pays them {pounds_1} instead of a clock counter, so visits earn money rather than prestige."
                ),
                mark(
                    "Time runs on its own. At the end of every round, once the mechanics are home and before checking "
                    "for a new age, one coin leaves the current stack, unless that stack is already empty."
                ),
            ),
            P(mark("Everything else is as in the larger game.")),
        ),
    ),
    Chapter(
        "variant",
        mark("The End-of-Age Variant"),
        (
            P(
                mark(
                    "In the standard rules a tile stack that cannot refill its belt ends the current age at once, which "
                    "can push the game forward quickly and even end it early."
                )
            ),
            P(
                mark(
                    "With the end-of-age variant, running out of tiles only closes the age those tiles belong to. An "
                    "empty Age I or Age II stack never ends the game: it ends only when the Game End stack is empty or "
                    "the red belt cannot be refilled."
                )
            ),
            N(
                mark(
                    "Choose it on the New Game screen. It suits players who like long games with a full Age III."
                )
            ),
        ),
    ),
    Chapter(
        "scoring",
        mark("Scoring and Ties"),
        (
            P(mark("When the game ends, each inventor adds up their prestige:")),
            L(
                mark("the prestige chips they collected;"),
                mark("one point for every clock counter earned from rivals' visits;"),
                mark(
                    "the prestige value of every tile in their devices: 1 for most tiles, 2 for Chrome, nothing for the "
                    "three basic sources."
                ),
            ),
            P(
                mark(
                    "Money, sources and tiles left in your supply score nothing, but they settle ties: between tied "
                    "inventors, the one with the most money, basic sources and supply tiles put together wins. If they "
                    "are still level, they share the victory."
                )
            ),
            N(
                mark(
                    "In a two-player game the coins earned from visits are simply money: they help only in a tie."
                )
            ),
        ),
    ),
    Chapter(
        "personas",
        mark("Personas"),
        (
            P(
                mark(
                    "Every persona board has two sides. Side A gives everyone the same four spaces (see Your Turn) and "
                    "differs only in the money, sources and tile you start with. Side B changes the spaces:"
                )
            ),
            L(
                mark(
                    "Countess Eva Kinarney pays her mechanics in electrickal sources and receives them when she passes. "
                    "Her spaces take two belt tiles for an electrickal source, give a basic source, build two tiles for "
                    "{pounds_1}, or activate one of her sources and add an electrickal source."
                ),
                mark(
                    "Dame Permelia Taylor has the usual four spaces, and each also pays her {pounds_1}."
                ),
                mark(
                    "Duke Augustus Shaughness III has the side A spaces and a personal Automaton every round, usable "
                    "only on his own persona spaces, at any turn. He cannot use Automaton components."
                ),
                mark(
                    "Alice has three spaces: a belt tile and a clockwork source; build two tiles; or activate one of her "
                    "sources, or a clockwork-capable one for an extra clockwork source and {pounds_1}."
                ),
                mark(
                    "Lord Broderick Ayre Whitaker may build devices of two or three tiles from his persona."
                ),
                mark(
                    "Rowena pays lower wages ({pounds_0}, {pounds_0}, {pounds_1}, {pounds_2}): she takes two belt tiles at once, but building and "
                    "activating each cost her {pounds_1}."
                ),
                mark(
                    "Prof. Lucius Fitzgerald may build right after taking a belt tile, and can add a tile from his supply "
                    "to any device."
                ),
                mark(
                    "Sir Tobias H. Pinkers draws blind from the stacks (with a steam source and {pounds_1}), gets a clockwork "
                    "source with his building space, and has three spaces in all."
                ),
            ),
            P(
                mark(
                    "Deal personas at random with side A for a first game. Later, try the draft: one board more than "
                    "there are players is dealt, and starting from the last seat, each player picks a board and a side."
                )
            ),
        ),
    ),
    Chapter(
        "controls",
        mark("Mouse and Keyboard"),
        (
            P(
                mark(
                    "Everything you may do glows on the table or waits as a button beside it. With the mouse, click "
                    "it; hover over anything for a tooltip. The whole game can also be played from the keyboard."
                )
            ),
            H(mark("On the table")),
            L(
                mark(
                    "Tab and Shift+Tab move a focus ring through everything you may play now: the main board, the "
                    "devices seat by seat, your persona board, then the prompt's buttons, and last the arrows of a long "
                    "supply row, the log's Newest button and Hint, Undo, Save and Menu. The arrow keys move it to the nearest "
                    "place in their direction."
                ),
                mark(
                    "{key:confirm} or {key:activate} plays what the ring is on, just as a click would; after a moment "
                    "its tooltip shows. With no ring, {key:confirm} presses the prompt's highlighted button."
                ),
                mark(
                    "Esc cancels a selected place, otherwise puts a hint away or opens the pause menu. {key:hint} asks "
                    "the coach for a hint (1 to 3 mark its choices); {key:undo} takes back your last step this turn; "
                    "{key:save} saves the game under a name; {key:log_back}, {key:log_on}, {key:log_first} and "
                    "{key:log_newest} scroll the log."
                ),
                mark(
                    "Every one of these keys can be changed in Settings, Accessibility; the table above shows them "
                    "as they are set now."
                ),
            ),
            N(
                mark(
                    "Moving or clicking the mouse hides the focus ring; the next Tab brings it back where it was."
                )
            ),
            H(mark("Undo, and moves that cannot be taken back")),
            L(
                mark(
                    "Undo (or {key:undo}) takes back your steps one at a time, as long as your turn lasts."
                ),
                mark(
                    "A move that ends the round (and with it perhaps an age, or the game), or that turns up a face-down "
                    "tile, is final. Such a move is marked before you make it: its button carries a warning sign, its "
                    "place's tooltip ends with a red line, and on the round's last turn the prompt says so."
                ),
                mark(
                    'In Settings, "Confirm moves that can\'t be undone" asks before each such move: Enter or "Play it" '
                    'makes it, Esc or "Cancel" leaves the table as it was.'
                ),
            ),
            H(mark("Following the automatic players")),
            L(
                mark(
                    "Each move of an AI player lands and stays in view for a moment before the next one, and your turn "
                    "begins only once the table has settled. Click, or press {key:confirm} or {key:activate}, to go on "
                    "at once."
                ),
                mark(
                    "The AI pace in Settings sets that moment: Relaxed (about a second, the default), Fast, or Instant "
                    "(no waiting at all). It does not change how fast the pieces move; Animation speed does."
                ),
            ),
            H(mark("In the build panel")),
            L(
                mark(
                    "The arrow keys, and Tab, move the ring over your supply, the workbench, the list of devices and "
                    "the buttons (when you add a tile to one of several devices, Tab chooses the device instead)."
                ),
                mark(
                    "In the list of devices, Up and Down go through every device; {key:log_back}, {key:log_on}, "
                    "{key:log_first} and {key:log_newest} scroll it, as the mouse wheel does over it."
                ),
                mark(
                    "{key:activate} picks up the tile in the ring, or puts the tile you hold on the space in the ring; "
                    "on a button it presses it."
                ),
                mark(
                    "{key:rotate} (with Shift, backwards) turns a Power Converter or an Iterator; {key:send_back} sends "
                    "the selected tile back; {key:confirm} builds or adds; Esc drops the tile you hold (with none in "
                    "hand, the pause menu)."
                ),
            ),
            H(mark("Your games are kept")),
            L(
                mark(
                    "The game is saved after every move; Continue on the title screen picks it up where you left it."
                ),
                mark(
                    "Starting a new game, a rematch or opening another save never throws the current game away: it is "
                    "kept in Load under its players' names and the date, and plays on from where it was when you open it."
                ),
                mark(
                    "A finished game is kept as well, marked with its winner in Load. Opening it shows the results; "
                    "View table there shows the final table and the whole log, to look at but not to play."
                ),
                mark(
                    "To clear out old games, select one in Load and press Delete (or the Delete key); you are asked "
                    "before anything is removed, and Esc keeps it."
                ),
            ),
            H(mark("Watching a game again")),
            L(
                mark(
                    "Replay in Load (or Replay this game on the results) goes through a game from its first move. "
                    "Left and Right step back and on, Home and End go to the start and the end, PageUp and PageDown "
                    "jump a round; the buttons and the slider under the step's description do the same, and a "
                    "click on a line of the log goes back to just after that move. Esc leaves."
                ),
                mark(
                    "Tab and Shift+Tab put a focus ring on each button and the slider in turn; Enter or Space "
                    "presses the button the ring is on."
                ),
                mark(
                    "Play from here carries on the game from the step shown, as a new save with the same players "
                    "(automatic players stay automatic). The game you were watching stays as it was."
                ),
            ),
        ),
    ),
    Chapter("glossary", mark("Tile Glossary"), (Block("glossary"),)),
)


def chapter_ids() -> list[str]:
    return [c.id for c in CHAPTERS]


def chapter(chapter_id: str, keys: Mapping[str, str] | None = None) -> Chapter:
    """A chapter as the player reads it, in the language spoken now: every "{key:<action>}" in
    its words names the key that does that action now (`keys`: the player's chosen keys,
    key_map's spelling; None: the usual ones), and "Mouse and Keyboard" opens with a table of
    those keys."""
    for c in CHAPTERS:
        if c.id == chapter_id:
            return _with_keys(c, key_map.full_map(keys))
    raise KeyError(chapter_id)


_KEY_TOKEN = re.compile(r"\{key:([a-z_]+)\}")


def _with_keys(c: Chapter, keys: Mapping[str, str]) -> Chapter:
    """The chapter translated (each paragraph, item and cell is one catalogue entry), its
    "{key:<action>}" tokens then filled in with the keys' names."""

    def words(text: str) -> str:
        return _KEY_TOKEN.sub(lambda m: key_map.chord_words(keys[m.group(1)]), tr(text))

    def cell(item: object) -> object:
        if isinstance(item, str):
            return words(item)
        if isinstance(item, tuple):  # a table's row
            return tuple(words(text) if isinstance(text, str) else text for text in item)
        return item

    blocks = [
        Block(b.kind, words(b.text) if isinstance(b.text, str) else tuple(map(cell, b.text)))
        for b in c.blocks
    ]
    if c.id == "controls":
        table = T(
            (tr("What it does"), tr("Your key")),
            *((tr(a.label), key_map.chord_words(keys[a.id])) for a in key_map.ACTIONS),
        )
        blocks[1:1] = [H(tr("Your keys")), table]
    return Chapter(c.id, tr(c.title), tuple(blocks))


# --- the glossary -------------------------------------------------------------------------------

POWER_WORDS = {
    "C": mark("clockwork"),
    "S": mark("steam"),
    "E": mark("electrickal"),
    "A": mark("any power"),
}
SIDE_WORDS = (mark("top"), mark("right"), mark("bottom"), mark("left"))
PERSONA_SHORT_NAMES = {
    "eva": "Eva",
    "permelia": "Permelia",
    "augustus": "Augustus",
    "alice": "Alice",
    "broderick": "Broderick",
    "rowena": "Rowena",
    "lucius": "Lucius",
    "tobias": "Tobias",
}
STACK_ORDER = ("basic", "start", "age1", "age2", "age3", "persona")


@attrs.frozen
class GlossaryEntry:
    """One tile name of the glossary, in the words of the language spoken when it was made."""

    name: str
    age: str  # "Age I", "Basic", ...
    kind: str  # source | component | modifier
    prestige: int
    # (tile id, caption) for every distinct look: the stack's copies ("×2" when two are
    # identical), then the start tile and persona tiles of the same name
    pictures: tuple[tuple[str, str], ...]
    connectors: str
    effect: str
    also: str  # start tiles and persona tiles with the same name
    stack: str = ""  # the stack the tile belongs to ("basic", "age1"...): the glossary's bands


def describe_sides(sides: Iterable[str]) -> str:
    """'-A-A' -> 'right and left: any power'; 'SS--' -> 'top and right: steam'."""
    by_type: dict[str, list[str]] = {}
    for index, code in enumerate(sides):
        if code != "-":
            by_type.setdefault(code, []).append(tr(SIDE_WORDS[index]))
    parts = [
        # translators: where a tile's connectors are ("top and right"), then their power type
        tr("{sides}: {power}", sides=listing(where), power=tr(POWER_WORDS[code]))
        for code, where in by_type.items()
    ]
    return "; ".join(parts) if parts else tr("none")


def _source_text(supplies: frozenset[str]) -> str:
    types = [tr(POWER_WORDS[t]) for t in ("C", "S", "E") if t in supplies]
    if len(types) == 1:
        # translators: {power} is a power type: clockwork, steam or electrickal
        return tr("Supplies {power} on every side.", power=types[0])
    if len(types) == 2:
        # translators: {power} and {other} are power types: clockwork, steam or electrickal
        return tr(
            "Supplies {power} or {other} on every side, chosen side by side.",
            power=types[0],
            other=types[1],
        )
    return tr("Supplies any type on every side, chosen side by side. Two mechanics can work here.")


def _either(looks: list[str]) -> str:
    """The connectors of a tile's different looks: "A · or · B"."""
    text = looks[0]
    for other in looks[1:]:
        # translators: the connectors of two different copies of one tile
        text = tr("{one} · or · {other}", one=text, other=other)
    return text


def glossary_entries() -> list[GlossaryEntry]:
    """One entry per tile name, in the order of the stacks (basic, start, Age I, II, III), in
    the language spoken now."""
    from steamworks.rules import data as rules_data

    game = rules_data.load()
    persona_owner: dict[str, str] = {}
    for persona_id, sides in game.personas.items():
        for side, ps in sides.items():
            if ps.tile:
                short = PERSONA_SHORT_NAMES.get(persona_id, game.persona_names[persona_id])
                persona_owner[ps.tile] = f"{short} ({side})"
    groups: dict[str, list] = {}
    for tile in game.tiles.values():
        groups.setdefault(tile.name, []).append(tile)
    entries = []
    for name, tiles in groups.items():
        main = [t for t in tiles if t.stack not in ("start", "persona")] or tiles
        home = min(main, key=lambda t: STACK_ORDER.index(t.stack))
        looks: dict[tuple, list] = {}
        for t in main:
            key = ("source", tuple(sorted(t.supplies))) if t.is_source else tuple(t.sides)
            looks.setdefault(key, []).append(t)
        also_parts = []
        starts = [t for t in tiles if t.stack == "start"]
        if starts and home.stack != "start":
            also_parts.append(tr("One copy is a start tile."))
        personas = [t for t in tiles if t.stack == "persona"]
        if personas:
            owners = listing([persona_owner.get(t.id, t.id) for t in personas])
            # translators: {owners} are personas and their board's side: "Alice (B)"
            also_parts.append(tr("Also the persona tile of {owners}.", owners=owners))
        if home.is_source:
            glossary = game.effect(home.effect).glossary
            effect = tr(glossary) if glossary else _source_text(home.supplies)
            connectors = tr("power on all four sides")
        else:
            effect = tr(game.effect(home.effect).glossary)  # effects.toml, in our words
            if home.kind == "converter":
                connectors = tr("input on the left, outputs on the other three sides (upright)")
            elif home.kind == "iterator":
                connectors = tr("fastens on its left side (upright)")
            else:
                connectors = _either([describe_sides(sides) for sides in looks])
        entries.append(
            GlossaryEntry(
                name=tr(name),
                age=tr(STACK_WORDS[home.stack]),
                kind=tr(KIND_WORDS[home.kind]),
                prestige=home.vp,
                pictures=tuple(
                    (group[0].id, f"×{len(group)}" if len(group) > 1 else "")
                    for group in looks.values()
                )
                + tuple((t.id, tr("start tile")) for t in starts if home.stack != "start")
                + tuple((t.id, persona_owner.get(t.id, tr("persona"))) for t in personas),
                connectors=connectors,
                effect=effect,
                also=" ".join(also_parts),
                stack=home.stack,
            )
        )
    entries.sort(key=lambda e: (STACK_ORDER.index(e.stack), e.name))
    return entries
