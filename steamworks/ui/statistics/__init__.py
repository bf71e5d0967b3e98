"""The statistics screen (screen.py) and its screenshots (shots.py)."""
