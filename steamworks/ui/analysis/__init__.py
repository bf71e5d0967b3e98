"""The Analysis screen's parts: the background run (`runner.py`, no pygame) and the chart of
every player's estimated final prestige (`chart.py`). The screen is ui/analysis/screen.py."""
