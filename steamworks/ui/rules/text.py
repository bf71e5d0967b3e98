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
        "The Game in Brief",
        (
            P(
                "You are an inventor in Victoria's London, racing your rivals for the Queen's favour. Favour is "
                "counted in prestige, and the inventor with the most prestige when the third age closes wins."
            ),
            P(
                "Prestige comes from three places: the tiles you have built into devices, the clock counters you "
                "earn whenever a rival makes use of one of your devices, and the prestige chips that certain "
                "components hand out."
            ),
            H("What you do"),
            L(
                "Gather tiles from the conveyor belts on the main board: power sources, and components that do "
                "something when powered.",
                "Assemble them into devices. A finished device sits in front of you for the rest of the game.",
                "Send your mechanics to work. Each one you place activates either a space on your own persona "
                "board or a source in any device on the table, yours or a rival's.",
            ),
            P(
                "Because every device is open to everybody, building is a balancing act: a device that helps you "
                "will tempt your rivals too, and each visit they pay earns you a clock counter."
            ),
            H("How the game is arranged"),
            L(
                "The main board holds four conveyor belts: two blue ones for Age I, a white one for Age II and a "
                "red one for Age III. New tiles enter from the left and drift to the right; the rightmost tile is "
                "always the cheapest to take.",
                "Beside the belts lie the three face-down tile stacks, one per age, and three stacks of clock "
                "counters that decide when each age ends.",
                "Each player has a persona board with their action spaces, their mechanics' home spaces and the "
                "wage printed under each, and a supply of tiles, money and basic sources next to it.",
            ),
            P(
                "The game lasts three ages, and each age is a series of rounds. In every round each player uses "
                "each of their mechanics once, one per turn."
            ),
        ),
    ),
    Chapter(
        "turn",
        "Your Turn",
        (
            P(
                "Turns go clockwise, starting with the start player. On your turn you deal with your leftmost "
                "mechanic that is still at home. You have two choices."
            ),
            H("Place it"),
            P(
                "Pay the wage printed under its home space (£0 for the first, then £1, £2 and £3), then put the "
                "mechanic on a free action space and carry out that space's action. A space holds one mechanic "
                "at a time. The free spaces are:"
            ),
            L(
                "the spaces on your own persona board;",
                "any source tile in any device on the table that has no mechanic on it yet.",
            ),
            H("Or pass with it"),
            P(
                "If you cannot pay, or would rather not, move the mechanic onto your portrait and take its wage "
                "from the bank instead of paying it. Passing early in a round is a fine way to raise money."
            ),
            H("Using a rival's device"),
            P(
                "When your mechanic goes onto a source in someone else's device, that player takes one clock "
                "counter from the current clock stack. If that stack has run dry, the counter comes from the "
                "general supply; if that is empty too, they take a prestige chip instead. Working in your own "
                "devices earns nothing extra."
            ),
            H("Activating a source"),
            P(
                "The source sends power out of all four sides. You choose which of the components connected to "
                "it receive power, and in what order they work. A source that can supply more than one type lets "
                "you choose the type separately for each side. Every effect is optional, and anything with a cost "
                "can only be chosen if you can pay all of it."
            ),
            P(
                "Some components reward their owner whenever a rival activates them (an owner bonus): the owner "
                "collects it even though it is not their turn."
            ),
            H("The persona spaces"),
            P("Every persona's side A offers the same four spaces:"),
            S(
                "Take the rightmost tile of any conveyor belt.",
                "Take one basic source of any type.",
                "Build a device of exactly two tiles from your supply.",
                "Activate one source in one of your own devices. No mechanic goes onto that source, so it works "
                "even if someone is already standing there.",
            ),
            P(
                "Side B of each board changes these spaces and adds a special rule of its own: see Personas."
            ),
        ),
    ),
    Chapter(
        "round",
        "The Round and Its End",
        (
            P(
                "The round carries on, turn after turn, until every player has placed or passed with every one of "
                "their mechanics. Then the table is tidied in four steps, in this order:"
            ),
            S(
                "Everyone home. All mechanics return to their home spaces; any Automaton that was taken goes back "
                "to the main board.",
                "A new age? If the current clock stack is empty, the age is over: Age I gives way to Age II, "
                "Age II to Age III. After Age III the game ends and the scores are counted.",
                "The belts move. The tile in the rightmost space of each belt goes to the bottom of its stack. The "
                "other tiles slide right to close every gap, and the empty spaces on the left are filled from the "
                "stacks that are open. If a stack is too short to fill its belt, whatever clocks remain in the "
                "current clock stack leave the game and the next age starts at once, filling its own belt; if that "
                "happens during Age III, the game is over.",
                "The start player marker passes to the next player clockwise.",
            ),
            N(
                "This edition adds one safety rule for the rare table that stops doing anything at all: if a whole "
                "round passes in which nobody earned a clock counter and no tile left a belt or a stack, one clock "
                "counter leaves the current stack before step 2. Ordinary play never triggers it."
            ),
        ),
    ),
    Chapter(
        "ages",
        "The Three Ages",
        (
            P("Each age brings stronger tiles and one more mechanic for every player."),
            T(
                ("Age", "Belt", "Spaces", "Tiles", "Mechanics"),
                ("I", "two blue belts", "4 each", "28, plus 8 start tiles", "2"),
                ("II", "white belt", "5", "23", "3"),
                ("III", "red belt", "6", "16", "4"),
            ),
            P(
                "At the start the eight start tiles are shuffled onto the two blue belts; the white and red belts "
                "stay empty until their age opens. Start tiles that slide off a belt go under the Age I stack."
            ),
            H("The clock stacks"),
            P(
                "Three stacks of clock counters sit on the board: one locking Age II, one locking Age III and one "
                "marked Game End. The current stack is always the one for the next step: the Age II lock during "
                "Age I, the Age III lock during Age II, and Game End during Age III. Every clock counter a player "
                "earns is taken from it, so the more the devices are shared, the faster time runs."
            ),
            T(
                ("Players", "Age II lock", "Age III lock", "Game End"),
                ("2 (coins)", "3", "6", "6"),
                ("3", "3", "9", "9"),
                ("4", "4", "12", "12"),
                ("5", "5", "15", "15"),
            ),
            H("When an age opens"),
            L(
                "Entering Age II: every player gains a third mechanic, and the Age II stack opens and fills the white "
                "belt.",
                "Entering Age III: every player gains a fourth mechanic, and the Age III stack opens and fills the "
                "red belt.",
                "The game ends at the end of a round in which the Game End stack is empty, or when the red belt can "
                "no longer be filled.",
            ),
        ),
    ),
    Chapter(
        "building",
        "Building Devices",
        (
            P(
                "Several actions let you build a device of a stated size: exactly that many tiles, taken from your "
                "supply and laid out together as a new device that you own."
            ),
            H("What makes a device legal"),
            S(
                "Its tiles touch edge to edge as one group.",
                "It holds at least one source.",
                "It holds at least one component (an Iterator or Power Converter counts).",
                "Every source is connected to at least one component.",
                "Every component is connected to at least one source, directly or through a Power Converter.",
            ),
            P(
                "Tiles may sit side by side without connecting: a mismatch is allowed, as long as every tile has at "
                "least one proper connection. A device may even do nothing at all when activated: a source with a "
                "lone Chrome is perfectly legal."
            ),
            H("Once built"),
            P(
                "A device is never taken apart or rearranged. It can only grow: the Upgrader, the Expander, the "
                "Sourcer and one persona space add a single tile to a device, anyone's. The new tile must go where "
                "the device stays legal and the tile itself has a proper connection. The device keeps its owner, "
                "who scores the new tile at the end."
            ),
            P(
                "Components always stand upright: their connectors are where the tile shows them. Only the two "
                "modifiers, the Iterator and the Power Converter, may be turned a quarter at a time."
            ),
            N(
                "On screen: drag tiles from your supply onto the building grid (or click a tile, then a cell). "
                "Right click, R or the mouse wheel turns a modifier. Edges glow green where a connection works and "
                "red where it does not, and Confirm lights up once the device is legal."
            ),
        ),
    ),
    Chapter(
        "power",
        "Power and Connectors",
        (
            P("Power comes in three types, and each has its own connector shape on the tiles:"),
            L(
                "Clockwork travels along brass gears.",
                "Steam travels along copper pipes.",
                "Electrickal power travels along zig-zag wires.",
                "A round brass socket with three notches accepts any of the three.",
            ),
            H("Sources"),
            P(
                "A source supplies power out of all four of its sides. The three basic sources each supply one type. "
                "The Age II dual sources supply either of two types, chosen side by side when activated. The "
                "Universal Source supplies any type, and has room for two mechanics. Iteration Gears supplies "
                "clockwork and powers its components a second time."
            ),
            H("Connections"),
            P(
                "A source and a component touching along an edge are connected when the component's connector on "
                "that edge is of a type the source can supply. Two sources touching, or two components touching, "
                "connect nothing: power passes from a source to a component only."
            ),
            P(
                "Components with an any-power socket do different things depending on the type they receive. In the "
                "glossary their effect is written as three choices for clockwork, steam and electrickal, in that "
                "order."
            ),
            H("The modifiers"),
            L(
                "An Iterator fastens onto one component. As soon as that component has worked, it works a second "
                "time with the same power.",
                "A Power Converter stands between a source and components: it takes power of any type on its input "
                "side and sends out whichever type you like on each of its other three sides.",
            ),
        ),
    ),
    Chapter(
        "two_players",
        "Two Players",
        (
            P("With two inventors the game changes in two ways."),
            L(
                "Coins instead of clocks. The clock stacks are made of £1 coins (3, 6 and 6). Using your rival's "
                "device pays them £1 instead of a clock counter, so visits earn money rather than prestige.",
                "Time runs on its own. At the end of every round, once the mechanics are home and before checking "
                "for a new age, one coin leaves the current stack, unless that stack is already empty.",
            ),
            P("Everything else is as in the larger game."),
        ),
    ),
    Chapter(
        "variant",
        "The End-of-Age Variant",
        (
            P(
                "In the standard rules a tile stack that cannot refill its belt ends the current age at once, which "
                "can push the game forward quickly and even end it early."
            ),
            P(
                "With the end-of-age variant, running out of tiles only closes the age those tiles belong to. An "
                "empty Age I or Age II stack never ends the game: it ends only when the Game End stack is empty or "
                "the red belt cannot be refilled."
            ),
            N(
                "Choose it on the New Game screen. It suits players who like long games with a full Age III."
            ),
        ),
    ),
    Chapter(
        "scoring",
        "Scoring and Ties",
        (
            P("When the game ends, each inventor adds up their prestige:"),
            L(
                "the prestige chips they collected;",
                "one point for every clock counter earned from rivals' visits;",
                "the prestige value of every tile in their devices: 1 for most tiles, 2 for Chrome, nothing for the "
                "three basic sources.",
            ),
            P(
                "Money, sources and tiles left in your supply score nothing, but they settle ties: between tied "
                "inventors, the one with the most money, basic sources and supply tiles put together wins. If they "
                "are still level, they share the victory."
            ),
            N(
                "In a two-player game the coins earned from visits are simply money: they help only in a tie."
            ),
        ),
    ),
    Chapter(
        "personas",
        "Personas",
        (
            P(
                "Every persona board has two sides. Side A gives everyone the same four spaces (see Your Turn) and "
                "differs only in the money, sources and tile you start with. Side B changes the spaces:"
            ),
            L(
                "Countess Eva Kinarney pays her mechanics in electrickal sources and receives them when she passes. "
                "Her spaces take two belt tiles for an electrickal source, give a basic source, build two tiles for "
                "£1, or activate one of her sources and add an electrickal source.",
                "Dame Permelia Taylor has the usual four spaces, and each also pays her £1.",
                "Duke Augustus Shaughness III has the side A spaces and a personal Automaton every round, usable "
                "only on his own persona spaces, at any turn. He cannot use Automaton components.",
                "Alice has three spaces: a belt tile and a clockwork source; build two tiles; or activate one of her "
                "sources, or a clockwork-capable one for an extra clockwork source and £1.",
                "Lord Broderick Ayre Whitaker may build devices of two or three tiles from his persona.",
                "Rowena pays lower wages (£0, £0, £1, £2): she takes two belt tiles at once, but building and "
                "activating each cost her £1.",
                "Prof. Lucius Fitzgerald may build right after taking a belt tile, and can add a tile from his supply "
                "to any device.",
                "Sir Tobias H. Pinkers draws blind from the stacks (with a steam source and £1), gets a clockwork "
                "source with his building space, and has three spaces in all.",
            ),
            P(
                "Deal personas at random with side A for a first game. Later, try the draft: one board more than "
                "there are players is dealt, and starting from the last seat, each player picks a board and a side."
            ),
        ),
    ),
    Chapter(
        "controls",
        "Mouse and Keyboard",
        (
            P(
                "Everything you may do glows on the table or waits as a button beside it. With the mouse, click "
                "it; hover over anything for a tooltip. The whole game can also be played from the keyboard."
            ),
            H("On the table"),
            L(
                "Tab and Shift+Tab move a focus ring through everything you may play now: the main board, the "
                "devices seat by seat, your persona board, then the prompt's buttons, and last the arrows of a long "
                "supply row, the log's Newest button and Hint, Undo, Save and Menu. The arrow keys move it to the nearest "
                "place in their direction.",
                "{key:confirm} or {key:activate} plays what the ring is on, just as a click would; after a moment "
                "its tooltip shows. With no ring, {key:confirm} presses the prompt's highlighted button.",
                "Esc cancels a selected place, otherwise puts a hint away or opens the pause menu. {key:hint} asks "
                "the coach for a hint (1 to 3 mark its choices); {key:undo} takes back your last step this turn; "
                "{key:save} saves the game under a name; {key:log_back}, {key:log_on}, {key:log_first} and "
                "{key:log_newest} scroll the log.",
                "Every one of these keys can be changed in Settings, Accessibility; the table above shows them "
                "as they are set now.",
            ),
            N(
                "Moving or clicking the mouse hides the focus ring; the next Tab brings it back where it was."
            ),
            H("Undo, and moves that cannot be taken back"),
            L(
                "Undo (or {key:undo}) takes back your steps one at a time, as long as your turn lasts.",
                "A move that ends the round (and with it perhaps an age, or the game), or that turns up a face-down "
                "tile, is final. Such a move is marked before you make it: its button carries a warning sign, its "
                "place's tooltip ends with a red line, and on the round's last turn the prompt says so.",
                'In Settings, "Confirm moves that can\'t be undone" asks before each such move: Enter or "Play it" '
                'makes it, Esc or "Cancel" leaves the table as it was.',
            ),
            H("Following the automatic players"),
            L(
                "Each move of an AI player lands and stays in view for a moment before the next one, and your turn "
                "begins only once the table has settled. Click, or press {key:confirm} or {key:activate}, to go on "
                "at once.",
                "The AI pace in Settings sets that moment: Relaxed (about a second, the default), Fast, or Instant "
                "(no waiting at all). It does not change how fast the pieces move; Animation speed does.",
            ),
            H("In the build panel"),
            L(
                "The arrow keys, and Tab, move the ring over your supply, the workbench, the list of devices and "
                "the buttons (when you add a tile to one of several devices, Tab chooses the device instead).",
                "In the list of devices, Up and Down go through every device; {key:log_back}, {key:log_on}, "
                "{key:log_first} and {key:log_newest} scroll it, as the mouse wheel does over it.",
                "{key:activate} picks up the tile in the ring, or puts the tile you hold on the space in the ring; "
                "on a button it presses it.",
                "{key:rotate} (with Shift, backwards) turns a Power Converter or an Iterator; {key:send_back} sends "
                "the selected tile back; {key:confirm} builds or adds; Esc drops the tile you hold (with none in "
                "hand, the pause menu).",
            ),
            H("Your games are kept"),
            L(
                "The game is saved after every move; Continue on the title screen picks it up where you left it.",
                "Starting a new game, a rematch or opening another save never throws the current game away: it is "
                "kept in Load under its players' names and the date, and plays on from where it was when you open it.",
                "A finished game is kept as well, marked with its winner in Load. Opening it shows the results; "
                "View table there shows the final table and the whole log, to look at but not to play.",
                "To clear out old games, select one in Load and press Delete (or the Delete key); you are asked "
                "before anything is removed, and Esc keeps it.",
            ),
            H("Watching a game again"),
            L(
                "Replay in Load (or Replay this game on the results) goes through a game from its first move. "
                "Left and Right step back and on, Home and End go to the start and the end, PageUp and PageDown "
                "jump a round; the buttons and the slider under the step's description do the same, and a "
                "click on a line of the log goes back to just after that move. Esc leaves.",
                "Tab and Shift+Tab put a focus ring on each button and the slider in turn; Enter or Space "
                "presses the button the ring is on.",
                "Play from here carries on the game from the step shown, as a new save with the same players "
                "(automatic players stay automatic). The game you were watching stays as it was.",
            ),
        ),
    ),
    Chapter("glossary", "Tile Glossary", (Block("glossary"),)),
)


def chapter_ids() -> list[str]:
    return [c.id for c in CHAPTERS]


def chapter(chapter_id: str, keys: Mapping[str, str] | None = None) -> Chapter:
    """A chapter as the player reads it: every "{key:<action>}" in its words names the key that
    does that action now (`keys`: the player's chosen keys, key_map's spelling; None: the usual
    ones), and "Mouse and Keyboard" opens with a table of those keys."""
    for c in CHAPTERS:
        if c.id == chapter_id:
            return _with_keys(c, key_map.full_map(keys))
    raise KeyError(chapter_id)


_KEY_TOKEN = re.compile(r"\{key:([a-z_]+)\}")


def _with_keys(c: Chapter, keys: Mapping[str, str]) -> Chapter:
    def words(text: str) -> str:
        return _KEY_TOKEN.sub(lambda m: key_map.chord_words(keys[m.group(1)]), text)

    blocks = [
        Block(
            b.kind,
            words(b.text)
            if isinstance(b.text, str)
            else tuple(words(item) if isinstance(item, str) else item for item in b.text),
        )
        for b in c.blocks
    ]
    if c.id == "controls":
        table = T(
            ("What it does", "Your key"),
            *((a.label, key_map.chord_words(keys[a.id])) for a in key_map.ACTIONS),
        )
        blocks[1:1] = [H("Your keys"), table]
    return Chapter(c.id, c.title, tuple(blocks))


# --- the glossary -------------------------------------------------------------------------------

POWER_WORDS = {"C": "clockwork", "S": "steam", "E": "electrickal", "A": "any power"}
SIDE_WORDS = ("top", "right", "bottom", "left")
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


def describe_sides(sides: Iterable[str]) -> str:
    """'-A-A' -> 'right and left: any power'; 'SS--' -> 'top and right: steam'."""
    by_type: dict[str, list[str]] = {}
    for index, code in enumerate(sides):
        if code != "-":
            by_type.setdefault(code, []).append(SIDE_WORDS[index])
    parts = []
    for code, where in by_type.items():
        place = where[0] if len(where) == 1 else ", ".join(where[:-1]) + " and " + where[-1]
        parts.append(f"{place}: {POWER_WORDS[code]}")
    return "; ".join(parts) if parts else "none"


def _source_text(supplies: frozenset[str]) -> str:
    types = [POWER_WORDS[t] for t in ("C", "S", "E") if t in supplies]
    if len(types) == 1:
        return f"Supplies {types[0]} on every side."
    if len(types) == 2:
        return f"Supplies {types[0]} or {types[1]} on every side, chosen side by side."
    return "Supplies any type on every side, chosen side by side. Two mechanics can work here."


def glossary_entries() -> list[GlossaryEntry]:
    """One entry per tile name, in the order of the stacks (basic, start, Age I, II, III)."""
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
            also_parts.append("One copy is a start tile.")
        personas = [t for t in tiles if t.stack == "persona"]
        if personas:
            owners = ", ".join(persona_owner.get(t.id, t.id) for t in personas)
            also_parts.append(f"Also the persona tile of {owners}.")
        if home.is_source:
            effect = game.effect(home.effect).glossary or _source_text(home.supplies)
            connectors = "power on all four sides"
        else:
            effect = game.effect(home.effect).glossary  # effects.toml, in our words
            if home.kind == "converter":
                connectors = "input on the left, outputs on the other three sides (upright)"
            elif home.kind == "iterator":
                connectors = "fastens on its left side (upright)"
            else:
                connectors = " · or · ".join(describe_sides(sides) for sides in looks)
        entries.append(
            GlossaryEntry(
                name=name,
                age=STACK_WORDS[home.stack],
                kind=KIND_WORDS[home.kind],
                prestige=home.vp,
                pictures=tuple(
                    (group[0].id, f"×{len(group)}" if len(group) > 1 else "")
                    for group in looks.values()
                )
                + tuple((t.id, "start tile") for t in starts if home.stack != "start")
                + tuple((t.id, persona_owner.get(t.id, "persona")) for t in personas),
                connectors=connectors,
                effect=effect,
                also=" ".join(also_parts),
            )
        )
    entries.sort(key=lambda e: (list(STACK_WORDS.values()).index(e.age), e.name))
    return entries
