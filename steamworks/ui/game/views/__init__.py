"""Drawing the game table from the state, one module per part of the table.

Views are functions of (state, layout, context): they read, never change. The Game scene draws
the slow, still parts once per state into a cached layer (`still_layer.draw_static`) and only
the moving parts every frame (`overlays`: highlights, callouts, the keyboard's focus ring,
tooltips; `side.draw_banner`; animations), which keeps a frame of the busiest table well under
the 8 ms budget. Text images are cached too (`text`).

- `context`: `ViewContext`, what the views draw with besides the state and the layout;
- `text`: text images, fitting, wrapped blocks;
- `pictures`: small pictures shared by the parts (icons, badges, player marks, padlock);
- `board`: the main board (belts, stacks, clock, score track);
- `tableau`: the players' devices;
- `persona`: the persona board of the player the table is turned to;
- `others`: the other players' summary rows;
- `side`: the side column (prompt card geometry, banner, the log's card);
- `draft`: the draft cards and revealed tiles;
- `overlays`: what is drawn every frame over the still layer;
- `still_layer`: the whole still layer, in drawing order.

Every worker is drawn where it stands, an Automaton as the Automaton (its place is
`Player.automaton_at`), never as a mechanic. Callers use `views.X`; the names below are the
package's surface.
"""

from steamworks.ui.art.fonts import get_font
from steamworks.ui.geometry import Rect

from .board import draw_board
from .context import ViewContext, pg_rect
from .draft import draw_draft, draw_revealed
from .others import draw_others
from .overlays import (
    callout_clearance,
    draw_callout,
    draw_focus_ring,
    draw_highlights,
    draw_power_hints,
    draw_tooltip,
    tile_under,
)
from .persona import draw_persona, scroll_arrow
from .pictures import badge, blit_centered, icon, mark, padlock, player_plate, prestige_chip
from .side import (
    PromptGeometry,
    banner_title_fits,
    draw_banner,
    draw_log_card,
    draw_side,
    prompt_geometry,
)
from .still_layer import draw_static
from .tableau import draw_tableau, last_move_rect
from .text import (
    PANEL_INK,
    button_fit,
    button_fits,
    button_types,
    draw_block,
    fit_text,
    fitting_size,
    option_fit,
    put_fitted,
    put_paragraph,
    put_text,
    safe_text,
    text_image,
    toolbar_kind,
    toolbar_widths,
    wrapped,
)

__all__ = [
    "PANEL_INK",
    "PromptGeometry",
    "Rect",
    "ViewContext",
    "badge",
    "blit_centered",
    "banner_title_fits",
    "draw_banner",
    "draw_block",
    "draw_board",
    "callout_clearance",
    "draw_callout",
    "draw_draft",
    "draw_focus_ring",
    "draw_highlights",
    "draw_log_card",
    "draw_others",
    "draw_persona",
    "draw_power_hints",
    "draw_revealed",
    "draw_side",
    "draw_static",
    "draw_tableau",
    "draw_tooltip",
    "fit_text",
    "fitting_size",
    "get_font",
    "icon",
    "last_move_rect",
    "mark",
    "button_fit",
    "button_fits",
    "button_types",
    "option_fit",
    "put_fitted",
    "toolbar_kind",
    "toolbar_widths",
    "padlock",
    "pg_rect",
    "player_plate",
    "prestige_chip",
    "prompt_geometry",
    "put_paragraph",
    "put_text",
    "safe_text",
    "scroll_arrow",
    "text_image",
    "tile_under",
    "wrapped",
]
