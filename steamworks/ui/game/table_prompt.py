"""The Game scene's prompt: the card on the right that says what is being decided, with a
button for each way to answer that no place on the table offers (passing, an effect's options,
the ways of a selected place), page by page when they do not all fit (`TablePrompt`, a part of
`scenes.game.GameScene`; the card's words are `game.prompt`'s, its buttons
`game.prompt_buttons`').
"""

from __future__ import annotations

from steamworks.rules import engine
from steamworks.rules.actions import Action
from steamworks.ui import key_map
from steamworks.ui.game import layout as L
from steamworks.ui.game import views as V
from steamworks.ui.game.prompt import (
    CANCEL,
    Choice,
    PromptModel,
    prompt_for,
    selection_title,
    showing_move,
)
from steamworks.ui.game.table_parts import TableParts
from steamworks.ui.overflow import report_overflow


class TablePrompt(TableParts):
    """The Game scene's prompt (mixed into `GameScene`: `prompt` is the model shown,
    `prompt_buttons` its buttons, `page` the page of them)."""

    def _prompt_model(self, per_page: int) -> PromptModel:
        pacer = self.controller.pacer
        if pacer.holding and pacer.seat is not None:
            log = self.session.log
            go_on = key_map.key_words(self.app.settings.keys, "confirm")
            return showing_move(self.names[pacer.seat], log[-1].text if log else "", go_on)
        waiting = self.controller.guide_waiting()  # a lesson read or finished: not "thinking"
        if waiting is not None:
            return PromptModel(waiting[0], waiting[1], waiting=True)
        state = self.session.state
        seat = engine.to_act(state)
        name = self.names[seat] if seat is not None else ""
        selection = self.selection.actions if self.selection is not None else None
        title = None
        if self.selection is not None:
            title = selection_title(state, self.selection.key)
        return prompt_for(
            state, seat, self.human(seat), name, self.legal, selection, self.page, per_page, title
        )

    def _build_prompt(self) -> None:
        if self.layout is None:
            return  # not built yet: building the screen makes the prompt
        reg = self.layout.regions
        s = reg.scale
        model = self._prompt_model(8)
        geo = V.prompt_geometry(reg.prompt, model, s)
        per_page = L.options_per_page(geo.buttons, s)
        if per_page != 8:
            model = self._prompt_model(per_page)
            geo = V.prompt_geometry(reg.prompt, model, s)
        self.prompt = model
        if model.choices and geo.buttons.h < 30 * s:  # no room for a row of its buttons
            report_overflow(
                "prompt buttons",
                model.title,
                (geo.buttons.w, geo.buttons.h),
                (geo.buttons.w, 36 * s),
            )
        self.default_button = self.prompt_buttons.show(
            model, geo.buttons, s, self._choose, self._turn_page
        )

    def _turn_page(self, step: int) -> None:
        self.page = max(0, self.page + step)
        self._build_prompt()

    def _choose(self, choice: Choice) -> None:
        if choice.command == CANCEL:
            self.cancel_selection()
            return
        if choice.action is not None:
            self.play(choice.action)

    def button_for(self, action: Action) -> str | None:
        """The object id of the prompt button that plays `action`, if one is showing."""
        return self.prompt_buttons.button_for(action)
