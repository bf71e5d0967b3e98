"""The coach: hints while playing and the analysis of a finished game (issue 13).

Pure Python on top of the rules engine and the AI's evaluation and public view; never
imports pygame, so the UI runs it on a worker thread and the command line runs it headless.

* `evaluation.py`: the evaluation the coach values positions with, Hard's (the learned table);
* `appraise.py`: what each choice is worth (play-outs on sampled public worlds);
* `reasons.py`: why, in words, from the evaluation's named terms;
* `addressed.py`: actions as advice, as things done, as things one might do;
* `hints.py`: `suggest`, the best few choices for the player deciding now;
* `analysis.py`: every decision of a saved game reviewed against the best found, and every
  player's estimated final prestige along the game;
* `cli.py`: `python -m steamworks analyse SAVE`.

docs/coach.md describes them.
"""
