"""The typed keys of the game table (ui/game/target_keys.py): one name per meaning."""

from __future__ import annotations

import copy
import pickle

import pytest

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


def test_a_key_is_the_tuple_of_its_kind_and_fields():
    key = K.SourceSlot(1, (0, 0), 2)
    assert key == ("source", 1, (0, 0), 2) and hash(key) == hash(("source", 1, (0, 0), 2))
    assert (key.kind, key.device, key.pos, key.slot) == ("source", 1, (0, 0), 2)
    assert K.SourceSlot(device=1, pos=(0, 0), slot=2) == key
    assert copy.deepcopy(key) == key and type(pickle.loads(pickle.dumps(key))) is K.SourceSlot
    assert K.Stack(0) != K.Lock(0) and len({K.Stack(0), K.Lock(0), K.Nothing()}) == 3
    with pytest.raises(TypeError):
        K.SourceSlot(1, (0, 0))
    with pytest.raises(AttributeError):
        key.device = 2  # type: ignore[misc]  # the point: mypy and the runtime both refuse it


def test_the_recaps_button_is_one_key_whose_openness_tells_its_two_faces_apart():
    assert K.RecapButton(True).kind == K.RecapButton(False).kind == "recap"
    assert K.RecapButton(True) != K.RecapButton(False)
