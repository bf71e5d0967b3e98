"""Where everything on the game table goes, as plain rectangles in window pixels (no pygame).

The screen follows look.md's default layout, designed at 1600x900 and scaled by one factor
(`geometry.ui_scale`), with the flexible parts taking whatever the window's shape leaves:

    +--------------------------------------------------+-----------+
    | main board: stacks, belts, the clock, age/round  |  banner   |
    +--------------------------------------------------+  prompt   |
    | tableau: every player's devices, framed          |  toolbar  |
    +-------------------------------+------------------+  log      |
    | the focus player's persona    | other players    |           |
    +-------------------------------+------------------+-----------+

Drawing (the `views` package), hit-testing (targets.py), tooltips and animations all read the
same `TableLayout`, so what is drawn is exactly what is clicked. The devices are packed into
each player's area by `tableau_layout`. The focus player's supply row scrolls sideways, a tile
at a time, when its tiles do not all fit even at their smallest (`persona_layout`). This is
the one layout of the game screen: the build panel opens over `Regions.main`
(`build_panel_rect`), in the game and in the build demo alike.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import attrs

from steamworks.rules.data import load
from steamworks.rules.state import GameState
from steamworks.ui.geometry import Rect, text_gain, ui_scale

from .tableau_layout import TableauLayout, tableau_layout

# design pixels (1600x900)
MARGIN = 8
GAP = 8
SIDE_WIDTH = 318
BOARD_HEIGHT = 258
BOTTOM_HEIGHT = 236
OTHERS_WIDTH = 420
BANNER_HEIGHT = 74
TOOLBAR_HEIGHT = 42
PROMPT_SHARE = 0.44  # of the side column below the banner
LARGE_TEXT_PROMPT_SHARE = 0.5
# Beyond the text size the layout grows with, the panels that hold text take room from the
# devices' tableau (the bottom strip) instead of cutting words;
# this caps what they may take, as a share of the main area's height.
MAX_BOTTOM_SHARE = 0.5
SPACES_IN_ROWS_FROM = 1.2  # the text gain from which the persona spaces stand in two rows

MAX_BELT_TILE = 62


@attrs.frozen
class Regions:
    """The screen's panels."""

    board: Rect
    tableau: Rect
    persona: Rect
    others: Rect
    side: Rect
    banner: Rect
    prompt: Rect
    toolbar: Rect
    log: Rect
    main: Rect  # board + tableau + bottom strip (the draft cards and build panel cover parts of it)
    scale: float


def large_text_prompt_share(grow: float) -> float:
    """The prompt card's share of the side column at larger text: half of it, and more as the
    text grows past 150% (at 200% about 72%: a decision's three sentences of detail and its
    buttons; the log below scrolls)."""
    return LARGE_TEXT_PROMPT_SHARE + min(0.22, max(0.0, grow - 1.3) * 0.42)


def regions(window_size: tuple[int, int], user_scale: float = 1.0, guided: bool = False) -> Regions:
    """The table's regions. `guided`: a lesson's or a puzzle's table, whose guide card covers
    the log's region: at larger text it keeps half of the column under the banner (the card's
    words are what the learner reads; what does not fit scrolls)."""
    s = ui_scale(window_size, user_scale)
    grow = text_gain(user_scale)  # 1.0 up to the size the layout grows with
    w, h = window_size
    m, g = MARGIN * s, GAP * s
    screen = Rect(m, m, w - 2 * m, h - 2 * m)
    side_w = min(max(SIDE_WIDTH * s, screen.w * 0.19), screen.w * 0.3)
    main, side = screen.split_columns([0, side_w], g)
    board_h = min(BOARD_HEIGHT * s, main.h * 0.31)
    bottom_h = min(BOTTOM_HEIGHT * s, main.h * 0.3)
    if grow > 1.0:  # larger text: a taller persona board and other players' rows
        bottom_h = max(bottom_h, min(BOTTOM_HEIGHT * s * grow, main.h * MAX_BOTTOM_SHARE))
    board, tableau, bottom = main.split_rows([board_h, 0, bottom_h], g)
    others_w = min(OTHERS_WIDTH * s, bottom.w * 0.38)
    persona, others = bottom.split_columns([0, others_w], g)
    banner_h = BANNER_HEIGHT * s
    toolbar_h = TOOLBAR_HEIGHT * s
    rest = side.h - banner_h - toolbar_h - 3 * g
    # larger text: the prompt takes more of the column from the log (which scrolls)
    if grow <= 1.0:
        share = PROMPT_SHARE
    else:  # (a guided table: half, the other half the guide's card)
        share = LARGE_TEXT_PROMPT_SHARE if guided else large_text_prompt_share(grow)
    prompt_h = rest * share
    banner, prompt, toolbar, log = side.split_rows([banner_h, prompt_h, toolbar_h, 0], g)
    return Regions(board, tableau, persona, others, side, banner, prompt, toolbar, log, main, s)


def build_panel_rect(window_size: tuple[int, int], user_scale: float = 1.0) -> Rect:
    """Where the build panel opens: over the board, the tableau and the bottom strip, leaving the
    side column (banner, prompt and log) in view.

    Building needs room more than it needs the belts: at 1600x900 this gives grid cells of
    about 100 px for a four-tile device, and still more than 64 px at 1280x720.
    """
    return regions(window_size, user_scale).main


# --- the main board ---------------------------------------------------------------------------


@attrs.frozen
class BoardLayout:
    """The main board: the stacks feed their belts from the left; the belts are right-aligned
    so that column k of every belt lines up under its Scroll Rack price."""

    rect: Rect
    tile: float
    cells: tuple[tuple[Rect, ...], ...]  # [belt][col], column 0 is the rightmost (cheapest)
    belt_rows: tuple[Rect, ...]  # the belt behind each row of cells
    belt_labels: tuple[Rect, ...]  # the age plaque at the left end of each belt
    price_centres: tuple[tuple[float, float], ...]  # centre of the price label over column k
    stacks: tuple[Rect, Rect, Rect]  # the Age I, II and III tile stacks
    clock_box: Rect  # the clock: the three lock stacks and the general supply
    locks: tuple[Rect, ...]  # three: Age II lock, Age III lock, Game End
    clock_supply: Rect
    info: Rect  # age, round, start player, automatons, prestige so far
    age_box: Rect
    start_box: Rect
    automatons: Rect
    scores: Rect


def board_layout(rect: Rect, scale: float, grow: float = 1.0) -> BoardLayout:
    """The main board; with larger text (`grow`, geometry.text_gain) the clock is narrower and
    the texts beside it (age and round, start player, automatons, prestige) get the room, and the
    clock's lock labels the height of two lines."""
    s = scale
    belts = load().board.belts
    pad = 10 * s
    inner = rect.inset(pad)
    price_h = 17 * s * max(1.0, grow)  # (larger text: the prices' line as tall as its type)
    row_gap = 6 * s
    col_gap = 5 * s
    tile = min(MAX_BELT_TILE * s, (inner.h - price_h - 3 * row_gap) / len(belts))
    max_cols = max(b.spaces for b in belts)
    stack_w = tile + 12 * s
    label_w = 24 * s
    cells_w = max_cols * tile + (max_cols - 1) * col_gap
    top = inner.y + price_h
    cells_right = inner.x + stack_w + 10 * s + label_w + 6 * s + cells_w
    rows = []
    labels = []
    belt_rows = []
    for b, bdef in enumerate(belts):
        y = top + b * (tile + row_gap)
        row = tuple(
            Rect(cells_right - tile - col * (tile + col_gap), y, tile, tile)
            for col in range(bdef.spaces)
        )
        rows.append(row)
        left = row[-1].x
        belt_rows.append(Rect(left - 4 * s, y - 3 * s, cells_right - left + 8 * s, tile + 6 * s))
        labels.append(Rect(left - 4 * s - 6 * s - label_w, y, label_w, tile))
    price_centres = tuple(
        (cells_right - tile / 2 - col * (tile + col_gap), inner.y + price_h / 2 - 1 * s)
        for col in range(max_cols)
    )
    sx = inner.x
    first_two = (rows[0][0].y + rows[1][0].bottom) / 2
    stacks = (
        Rect(sx, first_two - tile / 2, tile, tile),
        Rect(sx, rows[2][0].y, tile, tile),
        Rect(sx, rows[3][0].y, tile, tile),
    )
    # the clock: three lock stacks side by side with the general supply under them
    clock_x = cells_right + 22 * s
    clock_w = min(300 * s, max(200 * s, (inner.right - clock_x) * 0.38))
    if grow > 1.0:
        clock_w = 200 * s
    clock_box = Rect(clock_x, inner.y, clock_w, inner.h)
    lock_w = (clock_w - 16 * s) / 3
    # the title and the lock labels above; larger text: room for labels of two lines
    lock_top = inner.y + (50 * s if grow <= 1.0 else 50 * s * grow + 6 * s)
    # larger text: shorter locks, two lines' room under them for the general supply's words
    lock_h = inner.h * (0.72 if grow <= 1.0 else 0.64) - (lock_top - inner.y)
    locks = tuple(
        Rect(clock_x + 8 * s + i * lock_w, lock_top, lock_w - 4 * s, lock_h) for i in range(3)
    )
    clock_supply = Rect(
        clock_x + 8 * s,
        locks[0].bottom + 6 * s,
        clock_w - 16 * s,
        inner.bottom - locks[0].bottom - 10 * s,
    )
    info_x = clock_box.right + 16 * s
    info = Rect(info_x, inner.y, max(40 * s, inner.right - info_x), inner.h)
    left_w = min(info.w * (0.48 if grow <= 1.0 else 0.53), 230 * s * grow)
    info_left, scores = info.split_columns([left_w, 0], 14 * s)
    age_h, start_h = 66 * s, 52 * s
    if grow > 1.0:  # as tall as their lines: "Age III" over "Round 7", a label over a name
        age_h, start_h = max(age_h, 50 * s * grow), max(start_h, 33 * s * grow)
    age_box, start_box, automatons = info_left.split_rows([age_h, start_h, 0], 8 * s)
    return BoardLayout(
        rect,
        tile,
        tuple(rows),
        tuple(belt_rows),
        tuple(labels),
        price_centres,
        stacks,
        clock_box,
        locks,
        clock_supply,
        info,
        age_box,
        start_box,
        automatons,
        scores,
    )


@attrs.frozen
class ScoreRow:
    """One player's line of "Prestige so far": mark, name, bar and total (hover: the breakdown)."""

    rect: Rect
    mark: tuple[float, float]  # centre of the player's mark
    name: Rect
    bar: Rect  # the longest bar's extent (the leader's); others are shorter from its left


SCORE_TITLE_HEIGHT = 28


def score_rows(scores: Rect, players: int, scale: float, grow: float = 1.0) -> tuple[ScoreRow, ...]:
    """The rows of the "Prestige so far" panel, one per player in seat order; with larger text
    (`grow`, geometry.text_gain) the names take room from the bars."""
    s = scale
    top = scores.y + SCORE_TITLE_HEIGHT * s * grow
    row_h = min(30 * s, (scores.bottom - 6 * s - top) / max(1, players))
    name_w = min(92 * s * grow, scores.w * (0.4 if grow <= 1.0 else 0.6))
    out = []
    for k in range(players):
        row = Rect(scores.x + 4 * s, top + k * row_h, scores.w - 8 * s, row_h)
        name = Rect(scores.x + 24 * s, row.y, name_w, row_h)
        bar_x = name.right + 6 * s
        bar = Rect(
            bar_x, row.y + row_h * 0.25, max(4 * s, scores.right - 36 * s - bar_x), row_h * 0.5
        )
        out.append(ScoreRow(row, (scores.x + 14 * s, row.y + row_h / 2), name, bar))
    return tuple(out)


# --- the focus player's persona board ---------------------------------------------------------


@attrs.frozen
class PersonaLayout:
    rect: Rect
    header: Rect
    resources: tuple[Rect, ...]  # three: money, prestige chips, clock counters (in the header)
    spaces: tuple[Rect, ...]
    homes: tuple[Rect, ...]  # the four mechanic home spaces
    wages: tuple[Rect, ...]  # the wage printed under each home
    automaton: Rect
    workers_box: Rect  # the frame around homes + automaton
    supply_row: Rect
    sources: tuple[Rect, ...]  # three: clockwork, steam, electrickal tokens
    supply: tuple[Rect, ...]  # the tiles shown: supply[k] is tile supply_first + k of the supply
    supply_count: int = 0  # tiles in the supply
    supply_first: int = 0  # the first tile shown (the row scrolls when they do not all fit)
    supply_prev: Rect | None = None  # the row's scroll arrows, only when it scrolls
    supply_next: Rect | None = None
    # larger text: the persona's name and side on a line of their own under the header
    subtitle: Rect | None = None

    @property
    def supply_scrolls(self) -> bool:
        return self.supply_prev is not None

    @property
    def supply_max_first(self) -> int:
        return max(0, self.supply_count - len(self.supply))

    def supply_rect(self, index: int) -> Rect | None:
        """Where tile `index` of the supply is drawn, or None while it is scrolled out of view."""
        k = index - self.supply_first
        return self.supply[k] if 0 <= k < len(self.supply) else None

    def first_showing(self, index: int) -> int:
        """The first tile to show so that tile `index` is in view, moving the row as little as possible."""
        shown = max(1, len(self.supply))
        first = self.supply_first
        if index < first:
            first = index
        elif index >= first + shown:
            first = index - shown + 1
        return max(0, min(self.supply_max_first, first))


def persona_layout(
    rect: Rect,
    spaces: int,
    supply_count: int,
    scale: float,
    supply_first: int = 0,
    grow: float = 1.0,
) -> PersonaLayout:
    """The focus player's board. The supply's tiles shrink (down to a legible size) to fit their
    row; when even then they do not all fit, the row scrolls: arrows at both ends, and the
    `supply_first`-th tile first (clamped to the tiles there are). `grow`: how much larger than
    the layout the text is drawn (geometry.text_gain): the header grows with it, and the
    persona's name and side get a line of their own."""
    s = scale
    inner = rect.inset(10 * s, 8 * s)
    header_h = 30 * s * grow
    header = Rect(inner.x, inner.y, inner.w, header_h)
    res_w = 74 * s * (1 + (grow - 1) * 0.5)
    resources = tuple(
        Rect(inner.right - (3 - i) * (res_w + 6 * s) + 6 * s, inner.y, res_w, header_h)
        for i in range(3)
    )
    subtitle = None
    body_top = header.bottom + 6 * s
    if grow > 1.0:
        subtitle = Rect(inner.x + 24 * s, header.bottom, inner.w - 24 * s, 21 * s * grow)
        body_top = subtitle.bottom + 4 * s
    supply_h = min(62 * s, inner.h * 0.3)
    top_h = inner.bottom - supply_h - 6 * s - body_top
    home_w = min(48 * s, top_h * 0.5)
    workers_w = 5 * home_w + 6 * 6 * s
    space_gap = 7 * s
    spaces_w = inner.w - workers_w - 12 * s
    # larger text: the spaces in two rows, each twice as wide (their words need the width)
    rows = 2 if grow >= SPACES_IN_ROWS_FROM and spaces > 2 else 1
    per_row = math.ceil(max(1, spaces) / rows)
    space_w = min(190 * s * rows, (spaces_w - (per_row - 1) * space_gap) / per_row)
    space_h = (top_h - (rows - 1) * space_gap) / rows
    space_rects = tuple(
        Rect(
            inner.x + (i % per_row) * (space_w + space_gap),
            body_top + (i // per_row) * (space_h + space_gap),
            space_w,
            space_h,
        )
        for i in range(spaces)
    )
    workers_box = Rect(inner.right - workers_w, body_top, workers_w, top_h)
    home_y = workers_box.y + 22 * s * grow  # under the box's title, as tall as its text
    homes = tuple(
        Rect(workers_box.x + 6 * s + i * (home_w + 6 * s), home_y, home_w, home_w) for i in range(4)
    )
    wages = tuple(Rect(h.x, h.bottom + 3 * s, h.w, 20 * s) for h in homes)
    automaton = Rect(workers_box.x + 6 * s + 4 * (home_w + 6 * s), home_y, home_w, home_w)
    supply_row = Rect(inner.x, inner.bottom - supply_h, inner.w, supply_h)
    token = min(34 * s, supply_h * 0.6)
    label_w = 62 * s * grow  # "Supply", as wide as its text
    src_w = token + 34 * s * grow  # a token and its "×4"
    sources = tuple(
        Rect(
            supply_row.right - (3 - i) * src_w, supply_row.y + (supply_h - token) / 2, token, token
        )
        for i in range(3)
    )
    tiles_x = supply_row.x + label_w
    tiles_w = sources[0].x - 14 * s - tiles_x
    tile = min(58 * s, supply_h - 4 * s)
    min_tile = 44 * s  # the smallest at which a tile's short name stays legible
    gap = 5 * s
    while supply_count and tile > min_tile and supply_count * (tile + gap) - gap > tiles_w:
        tile -= 1
    ty = supply_row.y + (supply_h - tile) / 2
    first, prev, nxt = 0, None, None
    if supply_count * (tile + gap) - gap <= tiles_w:
        supply = tuple(
            Rect(tiles_x + i * (tile + gap), ty, tile, tile) for i in range(supply_count)
        )
    else:
        # too many to show at once: a window on the row between two arrows, moved a tile at a time
        arrow_w = max(12.0, 20 * s)
        window_x = tiles_x + arrow_w + gap
        window_w = tiles_w - 2 * (arrow_w + gap)
        shown = max(1, int((window_w + gap) // (tile + gap)))
        first = max(0, min(supply_count - shown, supply_first))
        supply = tuple(Rect(window_x + k * (tile + gap), ty, tile, tile) for k in range(shown))
        prev = Rect(tiles_x, ty, arrow_w, tile)
        nxt = Rect(supply[-1].right + gap, ty, arrow_w, tile)
    return PersonaLayout(
        rect,
        header,
        resources,
        space_rects,
        homes,
        wages,
        automaton,
        workers_box,
        supply_row,
        sources,
        supply,
        supply_count,
        first,
        prev,
        nxt,
        subtitle,
    )


# --- the other players ---------------------------------------------------------------------------


@attrs.frozen
class SummaryLayout:
    seat: int
    rect: Rect
    spaces: tuple[Rect, ...]  # the persona spaces, in miniature
    homes: tuple[Rect, ...]
    supply: tuple[Rect, ...] = ()  # the supply's tiles in miniature, when the row is tall enough
    supply_more: Rect | None = None  # "+N" when they do not all fit


# The smallest tile drawn in another player's supply row, in window pixels: its short name
# (tile_art.labels.short_label_font_px) is then at least 9 px, legible at 1280x720.
OTHERS_SUPPLY_MIN_TILE = 40.0


def others_layout(
    rect: Rect,
    seats: Sequence[int],
    space_counts: Sequence[int],
    scale: float,
    supply_counts: Sequence[int] = (),
    grow: float = 1.0,
) -> tuple[SummaryLayout, ...]:
    """One row per other player; with larger text (`grow`) the supply's tiles stand lower,
    under the name, the persona's words and the counts."""
    s = scale
    if not seats:
        return ()
    gap = 6 * s
    # (larger text: a row as much taller as its words, where the strip has the room)
    row_h = min(118 * s * max(1.0, grow), (rect.h - gap * (len(seats) - 1)) / len(seats))
    out = []
    for i, (seat, count) in enumerate(zip(seats, space_counts)):
        row = Rect(rect.x, rect.y + i * (row_h + gap), rect.w, row_h)
        mini = min(24 * s, row_h * 0.42)
        right = row.right - 8 * s
        spaces = tuple(
            Rect(right - (4 - k) * (mini + 4 * s) + 4 * s, row.y + 6 * s, mini, mini)
            for k in range(count)
        )
        home = mini * 0.62
        homes = tuple(
            Rect(
                right - (4 - k) * (mini + 4 * s) + 4 * s + (mini - home) / 2,
                row.y + 10 * s + mini,
                home,
                home,
            )
            for k in range(4)
        )
        supply: tuple[Rect, ...] = ()
        more = None
        wanted = supply_counts[i] if i < len(supply_counts) else 0
        top = row.y + 56 * s * grow
        room = row.bottom - top - 6 * s
        if row_h >= 84 * s and wanted and room >= OTHERS_SUPPLY_MIN_TILE:
            # tall rows (two or three players) show the supply itself, not just its size; the
            # tiles never shrink below a size whose short names read (the rest go under "+N")
            tile = min(max(38 * s, OTHERS_SUPPLY_MIN_TILE), room)
            step = tile + 4 * s
            left = row.x + 14 * s
            fits = max(0, int((row.right - 8 * s - left + 4 * s) // step))
            shown = wanted if wanted <= fits else max(0, fits - 1)
            supply = tuple(Rect(left + k * step, top, tile, tile) for k in range(shown))
            if shown < wanted:
                more = Rect(left + shown * step, top, tile, tile)
        out.append(SummaryLayout(seat, row, spaces, homes, supply, more))
    return tuple(out)


# --- the side column ------------------------------------------------------------------------------


def option_rects(
    rect: Rect, count: int, scale: float, height: float = 36, gap: float = 6
) -> list[Rect]:
    """Full-width rows for `count` option buttons from the top of `rect`."""
    h, g = height * scale, gap * scale
    return [Rect(rect.x, rect.y + i * (h + g), rect.w, h) for i in range(count)]


def options_per_page(rect: Rect, scale: float, height: float = 36, gap: float = 6) -> int:
    return max(1, int((rect.h + gap * scale) // ((height + gap) * scale)))


# --- the draft ------------------------------------------------------------------------------------


@attrs.frozen
class DraftCard:
    persona: str
    rect: Rect
    title: Rect
    sides: tuple[Rect, Rect]  # side A, side B: each a clickable half


def draft_rect(reg: Regions) -> Rect:
    """The region the draft cards cover: everything left of the side column (nothing else on
    the table matters before everyone has a persona)."""
    return reg.main


def draft_layout(rect: Rect, offered: Sequence[str], scale: float) -> tuple[DraftCard, ...]:
    s = scale
    n = len(offered)
    if n == 0:
        return ()
    cols = n if n <= 3 else math.ceil(n / 2)
    rows = 1 if n <= 3 else 2
    area = rect.inset(14 * s, 52 * s)
    area = Rect(area.x, area.y + 8 * s, area.w, area.h - 8 * s)
    gap = 12 * s
    card_w = (area.w - gap * (cols - 1)) / cols
    card_h = min((area.h - gap * (rows - 1)) / rows, 520 * s)
    total_h = rows * card_h + (rows - 1) * gap
    y0 = area.y + (area.h - total_h) / 2
    out = []
    for i, persona in enumerate(offered):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)
        x0 = area.x + (area.w - (in_row * card_w + (in_row - 1) * gap)) / 2
        card = Rect(x0 + c * (card_w + gap), y0 + r * (card_h + gap), card_w, card_h)
        title = Rect(card.x, card.y, card.w, 34 * s)
        body = Rect(
            card.x + 8 * s,
            title.bottom + 2 * s,
            card.w - 16 * s,
            card.bottom - title.bottom - 10 * s,
        )
        halves = body.split_columns([0, 0], 8 * s)
        out.append(DraftCard(persona, card, title, (halves[0], halves[1])))
    return tuple(out)


# --- everything together ---------------------------------------------------------------------------


@attrs.frozen
class TableLayout:
    window: tuple[int, int]
    scale: float
    regions: Regions
    board: BoardLayout
    tableau: TableauLayout
    focus: int
    persona: PersonaLayout | None  # None while the focus player has no persona yet (draft)
    others: tuple[SummaryLayout, ...]
    grow: float = 1.0  # how much larger than the layout the text is drawn (geometry.text_gain)

    def summary(self, seat: int) -> SummaryLayout | None:
        for row in self.others:
            if row.seat == seat:
                return row
        return None


def space_count(state: GameState, seat: int) -> int:
    return len(state.players[seat].spaces)


def table_layout(
    window_size: tuple[int, int],
    user_scale: float,
    state: GameState,
    focus: int,
    supply_first: int = 0,
    guided: bool = False,
) -> TableLayout:
    """The whole table, with the focus player's board large; `supply_first` scrolls that board's
    supply row (see `persona_layout`); `guided`: a lesson's or a puzzle's (see `regions`)."""
    reg = regions(window_size, user_scale, guided)
    s = reg.scale
    board = board_layout(reg.board, s, text_gain(user_scale))
    tableau = tableau_layout(reg.tableau, state, s)
    player = state.players[focus]
    persona = None
    if player.persona:
        persona = persona_layout(
            reg.persona,
            len(player.spaces),
            len(player.supply),
            s,
            supply_first,
            text_gain(user_scale),
        )
    others = [i for i in range(state.num_players) if i != focus]
    # the other players in turn order from the focus player, so the next to play is on top
    others.sort(key=lambda i: (i - focus) % state.num_players)
    rows = others_layout(
        reg.others,
        others,
        [max(3, space_count(state, i)) if state.players[i].persona else 0 for i in others],
        s,
        [len(state.players[i].supply) for i in others],
        text_gain(user_scale),
    )
    fixed = []
    for row in rows:
        count = space_count(state, row.seat) if state.players[row.seat].persona else 0
        fixed.append(attrs.evolve(row, spaces=row.spaces[:count]))
    return TableLayout(
        window_size, s, reg, board, tableau, focus, persona, tuple(fixed), text_gain(user_scale)
    )
