"""The typed keys of the game table (ui/game/target_keys.py): one name per meaning."""

from __future__ import annotations

from steamworks.ui.game import target_keys as K


def _key_classes() -> list[type]:
    return [
        value
        for value in vars(K).values()
        if isinstance(value, type) and value.__module__ == K.__name__ and hasattr(value, "KIND")
    ]


def test_every_kind_of_key_has_a_name_of_its_own():
    kinds = [cls.KIND for cls in _key_classes()]
    assert len(kinds) > 20  # every key class of the module was found
    assert sorted(kinds) == sorted(set(kinds)), [k for k in set(kinds) if kinds.count(k) > 1]


def test_the_recap_buttons_focus_stop_and_its_hover_are_told_apart():
    assert K.RecapToggle() != K.RecapButton(False)
    assert K.RecapToggle().kind != K.RecapButton(True).kind
