"""The words for how things stand in a build-panel model: how good a free cell is for the
tile in hand (`LayoutModel.hints`) and the status of the layout as a whole.
"""

# How good a free cell is for the tile in hand (see LayoutModel.hints).
GOOD = "good"  # it would make at least one valid contact and no mismatch
OPEN = "open"  # no mismatch, but no valid contact yet (a stepping stone)

# Status of the layout as a whole.
READY = "ready"  # Confirm is enabled
INCOMPLETE = "incomplete"  # too few tiles so far: nothing is wrong yet
ILLEGAL = "illegal"  # enough tiles (or too many), but the engine would refuse it
