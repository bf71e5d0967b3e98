"""Online play in the desktop game (issue 32): the Online screen on the title (Host, Connect,
Find), the lobby, and the game table driven by a seat on a game server.

Nothing here decides the game: the server does (`steamworks.online`). These screens send the
player's actions and show what the server says. The network library is imported only when the
player opens the Online screen (`link.open_link`), so the game's start-up does not pay for it.
"""
