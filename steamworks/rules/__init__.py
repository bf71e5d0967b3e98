"""The pure rules engine of Steam Works: data, state, actions, connector legality, scoring.

Standard library and attrs only. Never imports pygame: the UI, the AI, the tests and the tools
all drive the game through this package.
"""
