"""Drawing the table on the Game scene: the still layer (cached, `game.static_layer`), the log
and recap cards, the glowing places with their callout (an idle place drawn quieter,
`views.idle_marks`), the AI's last move in copper, the places a hovered log line concerns, the
flying pieces, the turn banner and the news (the hint panel and the hint's marks are
`game.table_hints`')
(`TableDrawing`, a part of `scenes.game.GameScene`; what lies above the widgets, the tooltips
and the focus ring, is `game.table_overlay`'s).
"""

from __future__ import annotations

import pygame

from steamworks.language import current_language
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.rules.words import shown_names
from steamworks.ui.art import palette as P
from steamworks.ui.game import layout as L
from steamworks.ui.game import target_keys as K
from steamworks.ui.game import views as V
from steamworks.ui.game.announce import draw_news
from steamworks.ui.game.places import place_targets
from steamworks.ui.game.supply_scroll import draw_arrow_hover
from steamworks.ui.game.table_parts import TableParts
from steamworks.ui.game.targets import Target, idle_keys
from steamworks.ui.game.turn_banner import TurnBanner, turn_banner
from steamworks.ui.game.views.idle_marks import draw_idle_places


class TableDrawing(TableParts):
    """The Game scene's drawing (mixed into `GameScene`, whose state, layout and targets it
    reads; `static` is its `StaticLayer`)."""

    def _concerned_place(self) -> Target | None:
        """For a decision answered only by buttons (an effect's options), the component it is
        about, as the table shows it."""
        concerned = self.controller.effect_component()
        if concerned is None:
            return None
        device, pos = concerned
        box = self.layout.tableau.device_box(device) if self.layout is not None else None
        if box is None or pos not in box.cells:
            return None
        return Target(K.EffectComponent(device, pos), box.cells[pos], ())

    def styles(self) -> tuple:
        """Each seat's colour and mark, following the colour-blind setting."""
        blind = self.app.settings.colour_blind
        if self._styles is None or self._styles[0] != blind:
            self._styles = (
                blind,
                tuple(P.player_style(seat.colour, blind) for seat in self.controller.setup.seats),
            )
        return self._styles[1]

    def _context(self) -> V.ViewContext:
        blind = self.app.settings.colour_blind
        colours = tuple(seat.colour for seat in self.controller.setup.seats)
        styles = self.styles()
        state = self.session.state
        return V.ViewContext(
            scale=self.app.scale,
            names=shown_names(self.names),  # the learner's "You" in the language spoken
            styles=styles,
            colour_index=colours,
            colour_blind=blind,
            humans=tuple(self.human(i) for i in range(len(self.names))),
            hidden=self.animator.hidden(),
            last_move=self.controller.last_move,
            prompt=self.prompt,
            acting=engine.to_act(state),
            focus=self.focus,
        )

    def _static_layer(self, layout: L.TableLayout) -> pygame.Surface:
        ctx = self._context()
        supply_first = layout.persona.supply_first if layout.persona is not None else 0
        key = (
            self.controller.version,
            self.app.window_size,
            self.app.scale,
            self.focus,
            ctx.hidden,
            supply_first,
            self.prompt,
            ctx.colour_blind,
            current_language(),  # the board's words: painted again in a newly chosen language
        )
        return self.static.picture(
            self.app.window_size,
            key,
            lambda picture: V.draw_static(picture, self.session.state, layout, ctx),
        )

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.layout
        if layout is None:
            return  # not built yet
        state = self.session.state
        surface.blit(self._static_layer(layout), (0, 0))
        if not self._draw_hint_panel(surface):  # the hint lies over the log's card, or
            if not self.recap.open:  # the recap does
                self.log_panel.draw(surface, self.styles())
            self.recap.draw(surface, self.styles())
        ctx_scale = self.app.scale
        if self.build_panel is not None and self._panel_frame() is not None:
            self.build_panel.draw(surface)
        else:
            draw_arrow_hover(surface, layout.persona, self.hover_key, self.app.scale)
            focused = self.focused()
            lit = (
                focused.key if focused is not None else self.hover_key
            )  # the focus lights up as if hovered
            # a place where a worker would gain nothing now is drawn quieter, still playable
            idle = idle_keys(state, self.targets)
            chosen = self.selection.key if self.selection else None
            V.draw_highlights(
                surface,
                [t for t in self.targets if t.key not in idle],
                lit,
                chosen,
                self.clock,
                ctx_scale,
            )
            idle_places = [t for t in self.targets if t.key in idle]
            draw_idle_places(surface, idle_places, lit, chosen, ctx_scale)
            frame = engine.current_decision(state)
            if isinstance(frame, F.ActivationFrame):
                V.draw_power_hints(surface, self.targets, ctx_scale)
            title = self.prompt.title if self.prompt is not None else ""
            # the callout keeps off the devices around the place it points at, and the players'
            # names over their devices
            keep_clear, headers = V.callout_clearance(layout.tableau)
            if (
                frame is not None
                and self.targets
                and self.selection is None
                and not isinstance(frame, F.DraftFrame)
            ):
                V.draw_callout(
                    surface,
                    title,
                    self.targets,
                    ctx_scale,
                    layout.regions.board,
                    keep_clear,
                    headers,
                )
            concern = self._concerned_place() if self.human(engine.to_act(state)) else None
            if concern is not None:
                # an effect's options are buttons, but the component they belong to is marked too
                V.draw_highlights(surface, [concern], None, concern.key, self.clock, ctx_scale)
                V.draw_callout(
                    surface, title, [concern], ctx_scale, layout.regions.board, keep_clear, headers
                )
        if self.controller.pacer.holding:
            # the AI's move on show: its places glow in copper until the next one comes
            for key in self.controller.last_move:
                rect = V.last_move_rect(state, layout, key)
                if rect is not None:
                    V.draw_highlights(
                        surface, [Target(key, rect, ())], None, key, self.clock, ctx_scale
                    )
        self._draw_story_places(surface, layout)
        self.animator.draw(surface)
        self._draw_banner(surface)
        area = layout.regions.tableau
        draw_news(surface, area, self.app.scale, self.controller, self.styles())
        if self.guide is not None:
            self.guide.draw(surface)  # a lesson's or a puzzle's card, over the table

    def hovered_story_places(self) -> tuple:
        """The places on the table of the recap's or the log's line under the mouse."""
        if self.recap.open:
            return self.recap.hovered_places()
        line = self.log_panel.line_at(self.mouse)
        return line.places if line is not None else ()

    def _draw_story_places(self, surface: pygame.Surface, layout: L.TableLayout) -> None:
        """A line of the recap or the log under the mouse lights up the places it concerns."""
        places = self.hovered_story_places()
        if places:
            key = K.StoryPlaces()
            targets = place_targets(places, layout, key)
            V.draw_highlights(surface, targets, key, None, self.clock, self.app.scale)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        words, reserve = self.banner_words(turn_banner(self.controller))
        if words is not None and self.layout is not None:
            V.draw_banner(
                surface,
                self.session.state,
                self.layout,
                self._context(),
                words.title,
                words.subtitle,
                words.seat,
                words.dots,
                words.brief,
                reserve,
            )

    def banner_words(self, words: TurnBanner | None) -> tuple[TurnBanner | None, int]:
        """The banner's words as this table shows them, and the pixels kept free at the right
        of its title line (here: as they are, none)."""
        return words, 0
