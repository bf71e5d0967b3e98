"""Online play: an authoritative game server that holds each whole game and sends every seat
only what it may see, the storage that keeps every acknowledged move, and the client library
(with a bot) that talks to it. docs/online.md describes the protocol and how to run it."""
