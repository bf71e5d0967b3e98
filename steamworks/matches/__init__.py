"""Games played between agents to measure them: self-play runs with every invariant checked
(selfplay.py) and seat-balanced tournaments at equal time (tournament.py). Measurement code,
kept apart from the AI that plays (steamworks/ai/)."""
