"""A dialog's answer pair (`OverlayScene.add_answer_buttons`), driven with real events: the
way back on the left, the primary answer on the right, and Enter in the text entry gives the
primary answer (the Table Talk dialog: Send)."""

from __future__ import annotations

import pygame

from steamworks.ui.online.chat_dialog import ChatDialog
from tests.support.driver import open_title


def _open_chat(make_app) -> tuple:
    d = open_title(make_app)
    said: list[str] = []
    title = d.top
    d.app.push(ChatDialog(d.app, [], said.append))
    d.frames(2)
    return d, said, title


def test_enter_in_the_line_sends_it_and_closes_the_dialog(make_app):
    d, said, title = _open_chat(make_app)
    dialog = d.top
    close, send = dialog.widget("close").rect, dialog.widget("send").rect
    assert close.right < send.left and close.top == send.top  # back left, primary right
    d.replace_text("chat_line", "Good   evening")
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert said == ["Good evening"]
    assert d.top is title


def test_close_leaves_without_saying_anything(make_app):
    d, said, title = _open_chat(make_app)
    d.replace_text("chat_line", "never sent")
    d.click("close")
    d.frames(2)
    assert said == []
    assert d.top is title
