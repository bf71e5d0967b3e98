"""The build panel on the table: opened over the table when a human seat must build a device
or add a tile to one, kept while that decision stands, and its Build/Add and Decline sent to
the game as moves (`TableBuildPanel`, a part of `scenes.game.GameScene`; the panel itself is
`steamworks.ui.build.BuildPanel`).
"""

from __future__ import annotations

from steamworks.language import tr
from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.ui import motion
from steamworks.ui.game import layout as L
from steamworks.ui.game.table_parts import TableParts


class TableBuildPanel(TableParts):
    """The Game scene's build panel (mixed into `GameScene`): `build_panel` is the panel open
    now (None when none is), `build_for` the state version it answers."""

    def _build_rect(self) -> L.Rect:
        return (
            self.layout.regions.main
            if self.layout is not None
            else L.regions(self.app.window_size).main
        )

    def _panel_frame(self) -> F.BuildFrame | F.AddFrame | None:
        frame = engine.current_decision(self.session.state)
        if isinstance(frame, (F.BuildFrame, F.AddFrame)) and self.human(frame.player):
            return frame
        return None

    def _sync_build_panel(self) -> None:
        frame = self._panel_frame()
        if frame is None:
            self.build_panel = None
            self.build_for = None
            return
        if self.build_panel is not None and self.build_for == self.controller.version:
            return
        from steamworks.ui.build import BuildPanel, model_for

        model = model_for(self.session.state, frame, names=list(self.names))
        self.build_panel = BuildPanel(
            model,
            self._build_rect(),
            on_confirm=self._panel_confirm,
            on_cancel=self._panel_cancel,
            scale=self.app.scale,
            sounds=self.app.sounds,
            # (its own labels, Build or Add and Decline, said again in another language)
            animation_speed=motion.moving_speed(self.app.settings.animation_speed),
        )
        self.build_for = self.controller.version
        if self.key_focus.shown:
            self.build_panel.show_keyboard()  # a keyboard player goes on with the keyboard

    def _panel_confirm(self, action: A.Action) -> None:
        panel = self.build_panel
        if self.play(action) is False and panel is not None:
            panel.refuse(
                self.controller.toast[0]
                if self.controller.toast
                else tr("The engine refused that.")
            )

    def _panel_cancel(self) -> None:
        self.play(A.Decline())
